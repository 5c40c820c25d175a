import { readLimited } from "@/lib/edge/api/read-limited";
import { withApi } from "@/lib/edge/api/with-api";
import { importDncCsv, MAX_BYTES } from "@/lib/features/do-not-contact/import-dnc-csv";
import { DncImportQuery } from "@/lib/features/do-not-contact/schema";

/** A CSV of e-mail addresses, domains and/or phone numbers (the body, text/csv) added to the list. */
export const POST = withApi(
  { permission: "suppressions", query: DncImportQuery, bodyType: "text/csv" },
  async ({ ctx, query, req }) => importDncCsv(ctx, await readLimited(req, MAX_BYTES), query),
);
