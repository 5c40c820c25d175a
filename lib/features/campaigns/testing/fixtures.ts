/**
 * The setup that tests of several features share: an account with room to spare, a small
 * audience of sample profiles, and a campaign delivered to everyone it targets at once.
 */
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { campaignLeads, campaigns } from "@/db/schema";
import type { Ctx } from "@/lib/core/context";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import { createAccount } from "@/lib/features/accounts/create-account";
import {
  createTestDbWithProfiles,
  eventually,
} from "@/lib/features/enrichment/enrichment-fixtures";
import { createCampaign } from "../campaigns";
import { deliverCampaignShare } from "../delivery/deliver-leads";
import { launchCampaign } from "../lifecycle";
import type { CampaignInput } from "../schema";

/** A fresh test database with sample profiles p_0 … p_(n-1) and the audience index over them. */
export async function createTestDbWithAudience(n: number) {
  const testDb = await createTestDbWithProfiles(n);
  await refreshAudienceIndex(testDb.db);
  return testDb;
}

/** A pro account with 1,000 of every allowance, for today and in credits: no test runs out. */
export function roomyAccount(db: Db, email: string) {
  const all = { search: 1000, api: 1000, email: 1000, mobile: 1000 };
  return createAccount(db, { email, plan: "pro", daily: all, credits: all });
}

/** E-mail, every day, all day, 500 leads a day: one share delivers a small audience whole. */
export const ALL_AT_ONCE = {
  email: true,
  days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
  window: { start: "00:00", end: "23:59" },
  timezone: "UTC",
  leadsPerDay: 500,
} satisfies CampaignInput["delivery"];

/**
 * Creates a campaign (delivering ALL_AT_ONCE unless `input` says otherwise), launches it and
 * delivers one share at `ctx.clock`. With the jobs running, the launch also queues a share,
 * which may take the campaign's lock first (the share at `ctx.clock` then skips it), and which
 * delivers by the real clock: early in a UTC day fewer leads are due by then than a small
 * audience holds (500 a day over the whole day: 16 by 00:46). `untilCompleted` therefore
 * delivers again at `ctx.clock` until the campaign is completed. Returns the campaign's row
 * after that and the ids of its leads.
 */
export async function deliverCampaign(
  ctx: Ctx,
  input: CampaignInput,
  { untilCompleted = false } = {},
) {
  const { db, clock } = ctx;
  const created = await createCampaign(ctx, { delivery: ALL_AT_ONCE, ...input });
  await launchCampaign(ctx, created.id);
  await deliverCampaignShare(db, created.id, { clock, tickSeconds: 60 });
  const campaign = await eventually(async () => {
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, created.id));
    if (!untilCompleted || row?.status === "completed") return row;
    await deliverCampaignShare(db, created.id, { clock, tickSeconds: 60 });
    return undefined;
  });
  const leads = await db
    .select({ id: campaignLeads.profileId })
    .from(campaignLeads)
    .where(eq(campaignLeads.campaignId, created.id));
  return { campaign, leads: leads.map((l) => l.id) };
}
