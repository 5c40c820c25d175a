import { withApi } from "@/lib/edge/api/with-api";
import { deleteCompanyList, getCompanyList } from "@/lib/features/company-lists/company-lists";

/** A list with its match rate and the rows that matched no company. */
export const GET = withApi({ permission: "lists:read" }, async ({ ctx, params }) =>
  getCompanyList(ctx, params.id ?? ""),
);

/** Deletes a list no live campaign targets with (409 otherwise). */
export const DELETE = withApi({ permission: "company-lists:write" }, async ({ ctx, params }) => {
  await deleteCompanyList(ctx, params.id ?? "");
  return { id: params.id ?? "", deleted: true };
});
