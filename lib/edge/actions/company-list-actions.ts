"use server";

import { revalidatePath } from "next/cache";
import { ResourceId } from "@/lib/edge/api/resource-id";
import { fieldsOf, withAction } from "@/lib/edge/api/with-action";
import { removeCompanyList } from "@/lib/features/company-lists/remove-company-list";

/* The company lists' settings page's server actions. */

export type DeleteListState = { error?: string };

export async function deleteCompanyListAction(
  _previous: DeleteListState,
  form: FormData,
): Promise<DeleteListState> {
  const result = await withAction("company-lists:write", [form], (ctx) =>
    removeCompanyList(ctx, ResourceId.parse(fieldsOf(form).get("id"))),
  );
  if (!result.ok) return { error: result.message };
  revalidatePath("/settings/company-lists");
  return {};
}
