import type { FormState } from "@/lib/edge/api/with-action";
import { ActionForm } from "./action-form";

/**
 * A table row's action button (Revoke, Remove…): a form sending the row's `fields` to a server
 * action, its failure shown beside the button. Screen readers hear the row it acts on
 * (`Remove jane@example.com`), since every row has the same visible label.
 */
export function RowAction({
  action,
  fields,
  label,
  of,
}: {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  fields: Record<string, string>;
  label: string;
  of: string;
}) {
  return (
    <ActionForm action={action} fields={fields}>
      <button type="submit" className="text-sm font-medium text-red-700 hover:underline">
        {label}
        <span className="sr-only"> {of}</span>
      </button>
    </ActionForm>
  );
}
