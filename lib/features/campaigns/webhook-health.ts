import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { campaigns, users, webhookAttempts, webhookDeliveries } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { jsonRecords } from "@/lib/core/sql/array-params";
import { queueEmail } from "@/lib/engines/mail/mail-job";
import { webhookFailingEmail } from "./delivery/campaign-emails";
import { recordCampaignEvent } from "./delivery/events";
import type { Campaign } from "./schema";
import { describeWebhookOutcome } from "./webhook-words";

/*
 * Whether a launched campaign's webhook keeps failing, for the banner on its page, the mark in
 * the campaigns list and one e-mail to the account's owner per failing episode.
 *
 * An episode is the run of failed attempts (no 2xx answer) to the campaign's current webhook
 * URL since its last answered one. It counts as failing once it holds FAILING_ATTEMPTS
 * attempts (the retry schedule makes the second 5 s after the first) or its first failure is
 * FAILING_AFTER_MS old (a target that gets no retry: refused, 410 Gone). It is read from the
 * recorded attempts whenever asked, so the page knows as soon as the attempts do; the first
 * successful attempt ends it.
 */
export const FAILING_ATTEMPTS = 2;
export const FAILING_AFTER_MS = 30_000;

export interface WebhookFailing {
  url: string;
  /** ISO time of the episode's first failed attempt. */
  since: string;
  failedAttempts: number;
  /** The latest failure, in words (webhook-words.ts). */
  latest: string;
  /** The id of the episode's first failed attempt: names the episode. */
  episode: string;
}

interface Target {
  campaignId: string;
  accountId: string;
  url: string;
}

/** Each target's failing episode, for those whose webhook is failing now. */
async function failingEpisodes(
  db: DbOrTx,
  targets: Target[],
  now: Date,
): Promise<Map<string, WebhookFailing>> {
  const failing = new Map<string, WebhookFailing>();
  if (targets.length === 0) return failing;
  const rows = await db.execute<{
    campaignId: string;
    n: number;
    sinceMs: number;
    firstId: string;
    lastCode: number | null;
    lastError: string | null;
  }>(sql`
    with a as (
      select d.campaign_id, a.id, a.started_at, a.status_code, a.error,
        coalesce(a.status_code between 200 and 299, false) as ok
      from ${jsonRecords(
        targets.map((t) => ({ campaign_id: t.campaignId, account_id: t.accountId, url: t.url })),
        "campaign_id text, account_id text, url text",
      )}
      join ${webhookDeliveries} d
        on d.campaign_id = v.campaign_id and d.account_id = v.account_id and d.url = v.url
      join ${webhookAttempts} a on a.delivery_id = d.id),
    last_ok as (select campaign_id, max(started_at) as at from a where ok group by campaign_id)
    select a.campaign_id as "campaignId", count(*)::int as n,
      (extract(epoch from min(a.started_at)) * 1000)::float8 as "sinceMs",
      ((array_agg(a.id order by a.started_at, a.id))[1])::text as "firstId",
      (array_agg(a.status_code order by a.started_at desc, a.id desc))[1] as "lastCode",
      (array_agg(a.error order by a.started_at desc, a.id desc))[1] as "lastError"
    from a left join last_ok l using (campaign_id)
    where not a.ok and (l.at is null or a.started_at > l.at)
    group by a.campaign_id`);
  for (const row of rows) {
    const target = targets.find((t) => t.campaignId === row.campaignId);
    if (!target) continue;
    if (row.n < FAILING_ATTEMPTS && now.getTime() - row.sinceMs < FAILING_AFTER_MS) continue;
    failing.set(row.campaignId, {
      url: target.url,
      since: new Date(row.sinceMs).toISOString(),
      failedAttempts: row.n,
      latest: describeWebhookOutcome(
        { statusCode: row.lastCode, error: row.lastError },
        target.url,
      ),
      episode: row.firstId,
    });
  }
  return failing;
}

/** Launched campaigns with a webhook switched on: the ones whose webhook can be failing. */
function launchedWithWebhook(c: Pick<Campaign, "status" | "notifications">): boolean {
  return c.status !== "draft" && c.notifications.webhook.enabled;
}

/** Of the caller's given campaigns, those whose webhook is failing now, by campaign id. */
export function failingWebhooks(
  ctx: Ctx,
  list: Pick<Campaign, "id" | "status" | "notifications">[],
): Promise<Map<string, WebhookFailing>> {
  return failingEpisodes(
    ctx.db,
    list.filter(launchedWithWebhook).map((c) => ({
      campaignId: c.id,
      accountId: ctx.accountId,
      url: c.notifications.webhook.url,
    })),
    ctx.clock.now(),
  );
}

/** Whom a failing webhook is reported to: the account's first user, who made it. */
async function ownerEmail(db: DbOrTx, accountId: string): Promise<string | undefined> {
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.accountId, accountId))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return owner?.email;
}

/**
 * The sweep behind the e-mail: for every active or paused campaign whose webhook is failing, an
 * event on the campaign and an e-mail to the account's owner, once per episode (the event's
 * once-key is the gate, so concurrent sweeps in several workers send one). Returns how many
 * episodes were reported now.
 */
export async function reportFailingWebhooks(
  db: Db,
  clock: Clock,
  appUrl?: string,
): Promise<number> {
  const live = await db
    .select({
      id: campaigns.id,
      accountId: campaigns.accountId,
      name: campaigns.name,
      delivery: campaigns.delivery,
      notifications: campaigns.notifications,
    })
    .from(campaigns)
    .where(
      and(
        inArray(campaigns.status, ["active", "paused"]),
        sql`(${campaigns.notifications}->'webhook'->>'enabled')::boolean`,
      ),
    );
  const failing = await failingEpisodes(
    db,
    live.map((c) => ({
      campaignId: c.id,
      accountId: c.accountId,
      url: c.notifications.webhook.url,
    })),
    clock.now(),
  );
  let reported = 0;
  for (const campaign of live) {
    const episode = failing.get(campaign.id);
    if (!episode) continue;
    const ctx = { db, accountId: campaign.accountId, clock };
    const sent = await db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const recorded = await recordCampaignEvent(
        txCtx,
        campaign.id,
        "webhook_failing",
        `Webhook failing: ${episode.latest}`,
        { onceKey: `webhook-failing:${episode.episode}`, meta: { url: episode.url } },
      );
      if (!recorded) return false;
      const to = await ownerEmail(tx, campaign.accountId);
      if (to) {
        await queueEmail(tx, campaign.accountId, {
          ...webhookFailingEmail(campaign, episode, appUrl),
          to: [to],
          campaignId: campaign.id,
          dedupeKey: `webhook-failing:${campaign.id}:${episode.episode}`,
        });
      }
      return true;
    });
    if (sent) reported++;
  }
  return reported;
}
