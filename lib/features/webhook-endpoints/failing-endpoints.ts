import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { env } from "@/lib/core/env";
import { publicOrigin } from "@/lib/core/public-url";
import { queueEmail } from "@/lib/engines/mail/mail-job";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Disables every enabled endpoint whose attempts have all failed for WEBHOOK_ENDPOINT_DISABLE_DAYS
 * (its first failure since its last success, and since it was last changed, is older), and
 * e-mails its account once, in the same transaction. Answers how many it disabled.
 */
export async function disableFailingEndpoints(db: DbOrTx, now = new Date()): Promise<number> {
  const days = env().WEBHOOK_ENDPOINT_DISABLE_DAYS;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return db.transaction(async (tx) => {
    const disabled = await tx.execute<{
      id: string;
      account_id: string;
      url: string;
      description: string;
    }>(sql`
      with last_ok as (
        select d.endpoint_id, max(a.started_at) as at
        from ${webhookDeliveries} d join ${webhookAttempts} a on a.delivery_id = d.id
        where d.endpoint_id is not null and a.status_code between 200 and 299
        group by d.endpoint_id),
      first_fail as (
        select d.endpoint_id, min(a.started_at) as at
        from ${webhookDeliveries} d join ${webhookAttempts} a on a.delivery_id = d.id
        join ${webhookEndpoints} e on e.id = d.endpoint_id
        left join last_ok l on l.endpoint_id = d.endpoint_id
        where e.status = 'enabled'
          and (a.status_code is null or a.status_code not between 200 and 299)
          and a.started_at >= e.updated_at
          and (l.at is null or a.started_at > l.at)
        group by d.endpoint_id)
      update ${webhookEndpoints} e
      set status = 'disabled', updated_at = ${now.toISOString()}::timestamptz,
        disabled_reason = ${`Every delivery failed for ${days} days.`}
      from first_fail f
      where f.endpoint_id = e.id and e.status = 'enabled' and f.at < ${cutoff.toISOString()}::timestamptz
      returning e.id, e.account_id, e.url, e.description`);
    if (disabled.length === 0) return 0;
    const owners = await tx
      .select({ accountId: users.accountId, email: users.email })
      .from(users)
      .where(inArray(users.accountId, [...new Set(disabled.map((d) => d.account_id))]));
    const link = `${publicOrigin()}/settings/webhooks`;
    for (const e of disabled) {
      const to = owners.filter((o) => o.accountId === e.account_id).map((o) => o.email);
      if (to.length === 0) continue;
      const name = e.description ? `${e.description} (${e.url})` : e.url;
      await queueEmail(tx, e.account_id, {
        to,
        kind: "webhook_endpoint_disabled",
        subject: "A webhook endpoint was disabled",
        text: `Every delivery to your webhook endpoint ${name} failed for ${days} days, so it was disabled: no more events are sent to it. Fix the receiver, then enable it again and replay what it missed: ${link}`,
        html: `<p>Every delivery to your webhook endpoint <strong>${escapeHtml(name)}</strong> failed for ${days} days, so it was disabled: no more events are sent to it.</p><p>Fix the receiver, then enable it again and replay what it missed: <a href="${escapeHtml(link)}">Settings → Webhooks</a>.</p>`,
        dedupeKey: `endpoint-disabled:${e.id}:${now.toISOString()}`,
      });
    }
    return disabled.length;
  });
}
