import { and, desc, eq, lt } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { campaignLeads } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { decodeCursor, encodeCursor } from "@/lib/core/paging/cursor";
import { CursorParam, cursorPage } from "@/lib/core/paging/page";
import { onReplicaCaughtUp } from "@/lib/core/sql/replica";
import { Profile } from "@/lib/model/profiles/profile-schema";
import { loadProfiles } from "@/lib/model/profiles/serialize";
import { getCampaignOrThrow } from "./campaigns";

export const LeadsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: CursorParam,
});
export type LeadsQuery = z.input<typeof LeadsQuery>;

export const Lead = z.strictObject({
  profileId: z.string(),
  deliveredAt: z.string(),
  /** The profile as delivered: with the contact types the campaign delivers. */
  profile: Profile,
});
export type Lead = z.infer<typeof Lead>;

/** GET /v1/campaigns/:id/leads answer. */
export const LeadPage = cursorPage(Lead);
export type LeadPage = z.infer<typeof LeadPage>;

function beforeCursor(cursor?: string): number | undefined {
  if (!cursor) return undefined;
  return decodeCursor(cursor, (text) => {
    const match = /^l(\d{1,15})$/.exec(text);
    return match ? Number(match[1]) : undefined;
  });
}

/** A campaign's delivered leads, newest first, cursor-paged. */
export async function listCampaignLeads(
  ctx: TxCtx,
  campaignId: string,
  raw: LeadsQuery = {},
): Promise<LeadPage> {
  const query = LeadsQuery.parse(raw);
  const campaign = await getCampaignOrThrow(ctx, campaignId);
  const before = beforeCursor(query.cursor);
  // On the replica once it holds what the primary held: leads delivered a moment ago show.
  return onReplicaCaughtUp(ctx.db, (db) => leadsPage(db, ctx.accountId, campaign, query, before));
}

async function leadsPage(
  db: DbOrTx,
  accountId: string,
  campaign: { id: string; delivery: { email: boolean; mobile: boolean; workEmailOnly?: boolean } },
  query: z.output<typeof LeadsQuery>,
  before: number | undefined,
): Promise<LeadPage> {
  const rows = await db
    .select({
      id: campaignLeads.id,
      profileId: campaignLeads.profileId,
      deliveredAt: campaignLeads.deliveredAt,
    })
    .from(campaignLeads)
    .where(
      and(
        eq(campaignLeads.campaignId, campaign.id),
        eq(campaignLeads.accountId, accountId),
        before !== undefined ? lt(campaignLeads.id, before) : undefined,
      ),
    )
    .orderBy(desc(campaignLeads.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const profiles = await loadProfiles(
    db,
    page.map((r) => r.profileId),
    {
      email: campaign.delivery.email,
      mobile: campaign.delivery.mobile,
      workEmailOnly: campaign.delivery.workEmailOnly,
    },
  );
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const last = page.at(-1);
  return {
    data: page.flatMap((r) => {
      const profile = byId.get(r.profileId);
      return profile
        ? [{ profileId: r.profileId, deliveredAt: r.deliveredAt.toISOString(), profile }]
        : [];
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor(`l${last.id}`) : null,
  };
}
