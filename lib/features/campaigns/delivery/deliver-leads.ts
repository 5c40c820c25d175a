import { randomUUID } from "node:crypto";
import { and, asc, count, eq, gte, lt, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { campaignEvents, campaignLeads, campaigns, listItems, profiles, users } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import type { TxCtx } from "@/lib/core/context";
import type { AllowanceExceeded, MemberLimitReached } from "@/lib/core/errors";
import { andBits, evaluatePlan, resolveTargeting, seqsAfter } from "@/lib/engines/audience";
import { queueEmail } from "@/lib/engines/mail/mail-job";
import { deliver } from "@/lib/engines/webhooks/outbox";
import { appendFeed, type FeedItem } from "@/lib/features/changes/feed";
import { applyCompanyListMask, companyListMask } from "@/lib/features/company-lists/audience";
import { companyListsSql } from "@/lib/features/company-lists/company-match";
import { crmAudience, crmExclusion, notInCrmSql } from "@/lib/features/crm/crm-audience";
import { notListedSql } from "@/lib/features/do-not-contact/dnc-match";
import type { Profile } from "@/lib/model/profiles/profile-schema";
import { loadProfiles } from "@/lib/model/profiles/serialize";
import { planToSql } from "@/lib/model/targeting/sql";
import { allowanceStoppedEmail, completedEmail, leadsDigestEmail } from "./campaign-emails";
import { recordCampaignEvent } from "./events";
import { payForLeads } from "./pay";
import { deliverySlot, pastEndDate } from "./schedule";

type CampaignRow = typeof campaigns.$inferSelect;

export type ShareOutcome =
  | { delivered: number; reason: "delivered" }
  | { delivered: 0; reason: "not_active" | "outside_window" | "quota_met" | "stopped_for_today" }
  | { delivered: number; reason: "allowance_exhausted"; counter: string }
  | { delivered: number; reason: "completed" };

export interface ShareOptions {
  clock: Clock;
  tickSeconds: number;
  appUrl?: string;
}

/** Whom the service tells about a campaign: its e-mail recipients, else the account's users. */
async function ownerAddresses(db: DbOrTx, campaign: CampaignRow): Promise<string[]> {
  if (campaign.notifications.email.enabled && campaign.notifications.email.to.length > 0) {
    return campaign.notifications.email.to;
  }
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.accountId, campaign.accountId));
  return rows.map((r) => r.email);
}

/**
 * What a lead must have of the chosen contact kinds. Rows stored before requireContact or
 * workEmailOnly existed have none, and mean their defaults (any; every address).
 */
function contactCondition(delivery: CampaignRow["delivery"]) {
  const email = delivery.email
    ? eq(delivery.workEmailOnly ? profiles.hasWorkEmail : profiles.hasEmail, true)
    : undefined;
  const mobile = delivery.mobile ? eq(profiles.hasMobile, true) : undefined;
  return delivery.requireContact === "all" ? and(email, mobile) : or(email, mobile);
}

/** Seqs the first confirmation round looks at, beyond the leads still due; grows fourfold. */
const FIRST_ROUND = 256;
const LARGEST_ROUND = 65_536;

/**
 * Up to `limit` profiles of the campaign's audience it has not had yet and its account has not
 * listed as do-not-contact (checked in this transaction, so an entry added before the run
 * commits is honoured) nor, when the campaign asks, delivered by any of the account's campaigns
 * in its last `skipDeliveredDays` days, in `seq` order. The
 * audience comes from the in-memory audience index (as for search and the Live Estimate) and
 * each candidate is confirmed against PostgreSQL with the same plan compiled to SQL, so a
 * profile delivered matches its targeting even while the index is a moment behind. Profiles
 * added since the index was built (seqs above its `maxSeq`) are looked up in PostgreSQL alone.
 */
async function candidates(
  db: Db,
  tx: DbOrTx,
  campaign: CampaignRow,
  limit: number,
  now: Date,
): Promise<string[]> {
  // The audience index is built from the pool (outside this transaction); the rows are read in it.
  const { plan, index } = await resolveTargeting(
    db,
    campaign.filters,
    campaign.accountId,
    undefined,
    now,
  );
  // The lists' ids were checked when the targeting was saved; a list in use cannot be deleted.
  const lists = {
    include: campaign.filters.companyLists?.include ?? [],
    exclude: campaign.filters.companyLists?.exclude ?? [],
  };
  const mask = await companyListMask(db, index, lists);
  const confirm = and(
    sql`${planToSql(plan)}`,
    companyListsSql(campaign.accountId, lists),
    contactCondition(campaign.delivery),
    sql`not exists (select 1 from ${campaignLeads} where ${campaignLeads.campaignId} = ${campaign.id} and ${campaignLeads.profileId} = ${profiles.id})`,
    notListedSql(campaign.accountId),
    notInCrmSql(campaign.accountId, campaign.filters.excludeInCrm),
    campaign.delivery.skipDeliveredDays
      ? sql`not exists (select 1 from ${campaignLeads} where ${campaignLeads.accountId} = ${campaign.accountId} and ${campaignLeads.profileId} = ${profiles.id} and ${campaignLeads.deliveredAt} > ${new Date(now.getTime() - campaign.delivery.skipDeliveredDays * 86_400_000).toISOString()}::timestamptz)`
      : undefined,
  );
  // evaluatePlan answers in a buffer the next evaluation reuses, and this function awaits.
  const audience = evaluatePlan(index, plan).slice();
  applyCompanyListMask(audience, mask);
  // People already in the account's CRM, when the targeting leaves them out (confirmed in SQL too).
  if (campaign.filters.excludeInCrm) {
    const crm = crmAudience(db, campaign.accountId, index);
    const excluded = crmExclusion(await crm, campaign.filters.excludeInCrm, index.words);
    if (excluded) andBits(audience, excluded, true);
  }
  const found: string[] = [];
  let after = -1;
  for (
    let round = limit + FIRST_ROUND;
    found.length < limit;
    round = Math.min(round * 4, LARGEST_ROUND)
  ) {
    const seqs = seqsAfter(audience, after, round);
    const last = seqs.at(-1);
    if (last === undefined) break;
    const rows = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(sql`${profiles.seq} = any(${sql.param(seqs)}::int[])`, confirm))
      .orderBy(asc(profiles.seq))
      .limit(limit - found.length);
    found.push(...rows.map((r) => r.id));
    if (seqs.length < round) break;
    after = last;
  }
  if (found.length < limit) {
    const newer = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(sql`${profiles.seq} > ${index.maxSeq}`, confirm))
      .orderBy(asc(profiles.seq))
      .limit(limit - found.length);
    found.push(...newer.map((r) => r.id));
  }
  return found;
}

/**
 * The leads delivered, written where the campaign sends them: its leads, its list, its webhook
 * and its e-mail digest, and the event that says so.
 */
async function writeLeads(
  ctx: TxCtx,
  campaign: CampaignRow,
  leads: Profile[],
  { now, appUrl }: { now: Date; appUrl: string | undefined },
): Promise<void> {
  const campaignId = campaign.id;
  await ctx.db.insert(campaignLeads).values(
    leads.map((p) => ({
      campaignId,
      accountId: campaign.accountId,
      profileId: p.id,
      deliveredAt: now,
    })),
  );
  // Going live (launch or resume) turns a list named for creation into its id.
  const listId = campaign.saveToList.enabled ? campaign.saveToList.listId : undefined;
  const joined: FeedItem[] = leads.map((p) => ({
    accountId: campaign.accountId,
    subject: { campaignId },
    kind: "joined",
    profileId: p.id,
  }));
  if (listId) {
    const added = await ctx.db
      .insert(listItems)
      .values(
        leads.map((p) => ({
          listId,
          profileId: p.id,
          accountId: campaign.accountId,
          campaignId,
          addedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ profileId: listItems.profileId });
    for (const a of added) {
      joined.push({
        accountId: campaign.accountId,
        subject: { listId },
        kind: "joined",
        profileId: a.profileId,
      });
    }
  }
  await appendFeed(ctx.db, joined, now);
  const requestId = `req_${randomUUID()}`;
  if (campaign.notifications.webhook.enabled && campaign.notifications.webhook.url) {
    await deliver(
      ctx,
      campaign.notifications.webhook.url,
      { status: "success", name: campaign.name, id: campaign.id, requestId, data: leads },
      { campaignId },
    );
  }
  if (campaign.notifications.email.enabled && campaign.notifications.email.to.length > 0) {
    await queueEmail(ctx.db, campaign.accountId, {
      ...leadsDigestEmail(campaign, leads, appUrl),
      to: campaign.notifications.email.to,
      campaignId,
      dedupeKey: `leads:${requestId}`,
    });
  }
  await recordCampaignEvent(
    ctx,
    campaignId,
    "delivered",
    `${leads.length} ${leads.length === 1 ? "lead" : "leads"} delivered`,
    { meta: { requestId, count: leads.length }, at: now },
  );
}

/** A counter cannot pay: delivery stops for the campaign's local day, said once, by e-mail. */
async function stopForToday(
  ctx: TxCtx,
  campaign: CampaignRow,
  exhausted: AllowanceExceeded | MemberLimitReached,
  day: { now: Date; stopKey: string; localDay: string; appUrl: string | undefined },
): Promise<void> {
  const message = `Delivery stopped for today: ${exhausted.message}`;
  await recordCampaignEvent(ctx, campaign.id, "allowance_exhausted", message, {
    onceKey: day.stopKey,
    meta: { counter: exhausted.counter, reason: exhausted.reason },
    at: day.now,
  });
  await queueEmail(ctx.db, campaign.accountId, {
    ...allowanceStoppedEmail(campaign, exhausted, day.appUrl),
    to: await ownerAddresses(ctx.db, campaign),
    campaignId: campaign.id,
    dedupeKey: `allowance:${campaign.id}:${day.localDay}`,
  });
}

/** The campaign is complete, with the reason in its activity. */
async function complete(ctx: TxCtx, campaignId: string, why: string, now: Date): Promise<void> {
  await ctx.db
    .update(campaigns)
    .set({ status: "completed", updatedAt: now })
    .where(eq(campaigns.id, campaignId));
  await recordCampaignEvent(ctx, campaignId, "completed", why, { at: now });
}

/** Every matching profile has been delivered: the campaign completes, said by e-mail. */
async function completeUsedUp(
  ctx: TxCtx,
  campaign: CampaignRow,
  { now, appUrl }: { now: Date; appUrl: string | undefined },
): Promise<void> {
  await complete(
    ctx,
    campaign.id,
    "Every matching profile has been delivered: the campaign is complete.",
    now,
  );
  await queueEmail(ctx.db, campaign.accountId, {
    ...completedEmail(campaign, appUrl),
    to: await ownerAddresses(ctx.db, campaign),
    campaignId: campaign.id,
    dedupeKey: `completed:${campaign.id}`,
  });
}

/**
 * Delivers the share of a campaign's leads that is due now, exactly once: the campaign row is
 * locked for the whole transaction, and the leads, their allowance debits, list entries, the
 * webhook delivery and the e-mail digest are written together — a crash before commit leaves
 * nothing, after commit leaves everything (the webhook and e-mail go out from their rows).
 */
export async function deliverCampaignShare(
  db: Db,
  campaignId: string,
  options: ShareOptions,
): Promise<ShareOutcome> {
  const now = options.clock.now();
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
      .for("update", { skipLocked: true });
    if (campaign?.status !== "active") return { delivered: 0, reason: "not_active" };
    const slot = deliverySlot(campaign.delivery, now, options.tickSeconds);
    const ctx = { db: tx, accountId: campaign.accountId, clock: options.clock };
    if (pastEndDate(campaign.delivery, slot.localDay)) {
      const why = `Its end date (${campaign.delivery.endDate}) has passed: the campaign is complete.`;
      await complete(ctx, campaignId, why, now);
      return { delivered: 0, reason: "completed" };
    }
    if (!slot.inWindow) return { delivered: 0, reason: "outside_window" };
    const stopKey = `allowance:${slot.localDay}`;
    const [stopped] = await tx
      .select({ id: campaignEvents.id })
      .from(campaignEvents)
      .where(and(eq(campaignEvents.campaignId, campaignId), eq(campaignEvents.onceKey, stopKey)));
    if (stopped) return { delivered: 0, reason: "stopped_for_today" };
    const [today] = await tx
      .select({ n: count() })
      .from(campaignLeads)
      .where(
        and(
          eq(campaignLeads.campaignId, campaignId),
          gte(campaignLeads.deliveredAt, slot.dayStart),
          lt(campaignLeads.deliveredAt, slot.dayEnd),
        ),
      );
    const due = slot.dueByNow - (today?.n ?? 0);
    if (due <= 0) return { delivered: 0, reason: "quota_met" };

    const ids = await candidates(db, tx, campaign, due, now);
    const loaded = await loadProfiles(tx, ids, {
      email: campaign.delivery.email,
      mobile: campaign.delivery.mobile,
      workEmailOnly: campaign.delivery.workEmailOnly,
    });
    const { leads, exhausted } = await payForLeads(ctx, campaign, loaded);

    if (leads.length > 0) await writeLeads(ctx, campaign, leads, { now, appUrl: options.appUrl });

    if (exhausted) {
      await stopForToday(ctx, campaign, exhausted, {
        now,
        stopKey,
        localDay: slot.localDay,
        appUrl: options.appUrl,
      });
      return { delivered: leads.length, reason: "allowance_exhausted", counter: exhausted.counter };
    }

    if (ids.length < due) {
      // Fewer matching profiles than were due: the audience is used up.
      await completeUsedUp(ctx, campaign, { now, appUrl: options.appUrl });
      return { delivered: leads.length, reason: "completed" };
    }
    return { delivered: leads.length, reason: "delivered" };
  });
}
