import { withApi } from "@/lib/edge/api/with-api";
import { listAuditEvents } from "@/lib/features/audit/audit-events";
import { AuditQuery } from "@/lib/features/audit/schema";

/** The account's audit log, newest first, filtered and cursor-paged. */
export const GET = withApi({ permission: "admin", query: AuditQuery }, async ({ ctx, query }) =>
  listAuditEvents(ctx, query),
);
