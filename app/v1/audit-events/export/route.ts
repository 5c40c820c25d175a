import { csvDownload } from "@/lib/edge/api/download";
import { withApi } from "@/lib/edge/api/with-api";
import { exportAuditCsv } from "@/lib/features/audit/audit-csv";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { AuditExportQuery } from "@/lib/features/audit/schema";

/** The audit events the filters select, newest first, as CSV; the export is itself recorded. */
export const GET = withApi(
  { permission: "admin", query: AuditExportQuery },
  async ({ ctx, query }) => {
    await recordAudit(ctx, { action: "audit_log.exported", summary: { ...query } });
    return csvDownload("audit log", exportAuditCsv(ctx, query));
  },
);
