import { readLimited } from "@/lib/edge/api/read-limited";
import { withApi } from "@/lib/edge/api/with-api";
import { importContacts } from "@/lib/features/contact-imports/import-contacts";
import { ContactImportQuery, MAX_IMPORT_BYTES } from "@/lib/features/contact-imports/schema";

/** The account's own contacts from a CSV (the body, text/csv), each column mapped to a field. */
export const POST = withApi(
  { permission: "lists:write", query: ContactImportQuery, bodyType: "text/csv" },
  async ({ ctx, query, req }) =>
    importContacts(ctx, await readLimited(req, MAX_IMPORT_BYTES), query),
);
