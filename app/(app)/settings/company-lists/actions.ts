"use server";

import { revalidatePath } from "next/cache";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import { deleteCompanyList } from "@/lib/company-lists/lists";
import { Conflict, NotFound } from "@/lib/errors";

export type DeleteListState = { error?: string };

export async function deleteCompanyListAction(
  _previous: DeleteListState,
  form: FormData,
): Promise<DeleteListState> {
  const ctx = await requireSessionCtx();
  try {
    await deleteCompanyList(ctx, String(form.get("id") ?? ""));
  } catch (error) {
    if (error instanceof Conflict || error instanceof NotFound) return { error: error.message };
    throw error;
  }
  revalidatePath("/settings/company-lists");
  return {};
}
