import { z } from "zod";
import { CursorParam, cursorPage } from "@/lib/core/paging/page";

/**
 * Every act the audit log records, as `noun.verb`. A new act is added here (and to the table of
 * docs/data-model.md); the page's filter and the API's `action` parameter list these.
 */
export const AUDIT_ACTIONS = [
  "auth.signed_in",
  "auth.sign_in_failed",
  "auth.password_changed",
  "auth.password_reset",
  "auth.session_revoked",
  "auth.other_sessions_revoked",
  "auth.email_change_requested",
  "auth.email_changed",
  "auth.email_change_undone",
  "api_key.created",
  "api_key.revoked",
  "webhook_secret.rotated",
  "provider.saved",
  "provider.removed",
  "crm.connection_changed",
  "member.invited",
  "member.joined",
  "member.removed",
  "member.role_changed",
  "invitation.revoked",
  "workspace.ownership_transferred",
  "campaign.launched",
  "campaign.paused",
  "campaign.resumed",
  "campaign.archived",
  "campaign_leads.exported",
  "list.exported",
  "enrichment.bulk_started",
  "contact_import.started",
  "do_not_contact.added",
  "do_not_contact.removed",
  "do_not_contact.imported",
  "company_list.imported",
  "company_list.deleted",
  "audit_log.exported",
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

/** What an act was done to. */
export interface AuditTarget {
  type: string;
  id: string;
}

/** The act as `recordAudit` takes it; the actor, address and time come from the context. */
export interface AuditInput {
  action: AuditAction;
  target?: AuditTarget;
  /** What changed, in a few plain fields; never a secret or a whole record. */
  summary?: Record<string, unknown>;
  /** Overrides the context's actor (sign-in, where there is no session yet). */
  actor?: { userId?: string; apiKeyId?: string; address?: string; label?: string };
}

const isoDateTime = z.iso.datetime({ offset: true });

/** GET /v1/audit-events and the page's filters. */
export const AuditQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: CursorParam,
  action: AuditAction.optional().describe("Only this act"),
  actor: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe("Only acts by this user (id or e-mail) or API key (id)"),
  from: isoDateTime.optional().describe("Only acts at or after this time"),
  to: isoDateTime.optional().describe("Only acts before this time"),
});
export type AuditQuery = z.input<typeof AuditQuery>;

/** GET /v1/audit-events/export: the same filters, every matching event. */
export const AuditExportQuery = AuditQuery.omit({ limit: true, cursor: true });
export type AuditExportQuery = z.input<typeof AuditExportQuery>;

export const AuditEvent = z.strictObject({
  id: z.string(),
  at: z.string().describe("ISO 8601 time of the act"),
  action: AuditAction,
  actor: z.strictObject({
    type: z.enum(["user", "api_key", "system"]),
    id: z.string().nullable(),
    label: z.string().nullable().describe("The user's e-mail, or the key's name and prefix"),
  }),
  address: z.string().nullable().describe("The client's address"),
  target: z.strictObject({ type: z.string(), id: z.string() }).nullable(),
  summary: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

export const AuditEventPage = cursorPage(AuditEvent);
export type AuditEventPage = z.infer<typeof AuditEventPage>;
