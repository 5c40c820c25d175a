import { readLimited } from "@/lib/edge/api/read-limited";
import { withApi } from "@/lib/edge/api/with-api";
import { listCompanyLists } from "@/lib/features/company-lists/company-lists";
import { importCompanyList } from "@/lib/features/company-lists/import-company-csv";
import {
  CompanyListUploadQuery,
  MAX_COMPANY_LIST_BYTES,
} from "@/lib/features/company-lists/schema";

/** The account's company lists, newest first. */
export const GET = withApi({ permission: "lists:read" }, async ({ ctx }) => ({
  data: await listCompanyLists(ctx),
}));

/** A CSV of company domains and/or names (the body, text/csv) saved as a new list. */
export const POST = withApi(
  { permission: "company-lists:write", query: CompanyListUploadQuery, bodyType: "text/csv" },
  async ({ ctx, query, req }) =>
    importCompanyList(ctx, query, await readLimited(req, MAX_COMPANY_LIST_BYTES)),
);
