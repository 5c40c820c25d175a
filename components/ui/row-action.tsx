/**
 * A table row's action button (Revoke, Remove…): a form sending the row's `fields` to a server
 * action. Screen readers hear the row it acts on (`Remove jane@example.com`), since every row
 * has the same visible label.
 */
export function RowAction({
  action,
  fields,
  label,
  of,
}: {
  action: (form: FormData) => Promise<void>;
  fields: Record<string, string>;
  label: string;
  of: string;
}) {
  return (
    <form action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="text-sm font-medium text-red-700 hover:underline">
        {label}
        <span className="sr-only"> {of}</span>
      </button>
    </form>
  );
}
