import { readLimited } from "@/lib/edge/api/read-limited";
import { withApi } from "@/lib/edge/api/with-api";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { importContacts } from "@/lib/features/contact-imports/import-contacts";
import { ContactImportQuery, MAX_IMPORT_BYTES } from "@/lib/features/contact-imports/schema";

/** The account's own contacts from a CSV (the body, text/csv), each column mapped to a field. */
export const POST = withApi(
  { permission: "lists:write", query: ContactImportQuery, bodyType: "text/csv" },
  async ({ ctx, query, req }) => {
    const report = await importContacts(ctx, await readLimited(req, MAX_IMPORT_BYTES), query);
    await recordAudit(ctx, {
      action: "contact_import.started",
      summary: { rows: report.rows, imported: report.imported, rejected: report.rejectedCount },
    });
    return report;
  },
);
