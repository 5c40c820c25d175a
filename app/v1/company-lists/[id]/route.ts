import { withApi } from "@/lib/edge/api/with-api";
import { getCompanyList } from "@/lib/features/company-lists/company-lists";
import { removeCompanyList } from "@/lib/features/company-lists/remove-company-list";

/** A list with its match rate and the rows that matched no company. */
export const GET = withApi({ permission: "lists:read" }, async ({ ctx, params }) =>
  getCompanyList(ctx, params.id ?? ""),
);

/** Deletes a list no live campaign targets with (409 otherwise). */
export const DELETE = withApi({ permission: "company-lists:write" }, async ({ ctx, params }) => {
  await removeCompanyList(ctx, params.id ?? "");
  return { id: params.id ?? "", deleted: true };
});
