import { and, asc, eq, gt } from "drizzle-orm";
import { campaignLeads } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { onReplicaCaughtUp } from "@/lib/core/sql/replica";
import {
  BOM,
  csvHeader,
  csvRow,
  type ExportPreset,
  exportCells,
  exportHeaders,
} from "@/lib/features/lists/export-csv";
import { xlsxOfRows } from "@/lib/features/lists/xlsx";
import type { Profile } from "@/lib/model/profiles/profile-schema";
import { loadProfiles } from "@/lib/model/profiles/serialize";
import { getCampaignOrThrow } from "./campaigns";

const BATCH = 500;

/**
 * A campaign's delivered leads in the order they were delivered, each with the contacts the
 * campaign delivers (as its leads page shows them), in batches so a large campaign never sits
 * in memory at once. The leads' `addedAt` is their delivery time.
 */
async function* deliveredLeads(
  ctx: TxCtx,
  campaignId: string,
): AsyncGenerator<{ profile: Profile; addedAt: string }> {
  const campaign = await getCampaignOrThrow(ctx, campaignId);
  const { email, mobile, workEmailOnly } = campaign.delivery;
  let after = 0;
  for (;;) {
    const { rows, profiles } = await onReplicaCaughtUp(ctx.db, async (db) => {
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
            eq(campaignLeads.accountId, ctx.accountId),
            gt(campaignLeads.id, after),
          ),
        )
        .orderBy(asc(campaignLeads.id))
        .limit(BATCH);
      const profiles = await loadProfiles(
        db,
        rows.map((r) => r.profileId),
        { email, mobile, workEmailOnly },
      );
      return { rows, profiles };
    });
    const byId = new Map(profiles.map((p) => [p.id, p]));
    for (const r of rows) {
      const profile = byId.get(r.profileId);
      if (profile) yield { profile, addedAt: r.deliveredAt.toISOString() };
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

/**
 * Every lead a campaign delivered as CSV in a preset's columns (the lists' export: UTF-8 with a
 * BOM, formula-safe cells), streamed. Another account's campaign is not found.
 */
export async function* exportCampaignLeadsCsv(
  ctx: TxCtx,
  campaignId: string,
  preset: ExportPreset = "full",
): AsyncGenerator<string> {
  yield BOM + csvHeader(preset);
  for await (const lead of deliveredLeads(ctx, campaignId)) {
    yield csvRow(preset, lead.profile, lead.addedAt);
  }
}

/** Every lead a campaign delivered as an XLSX workbook in a preset's columns, every cell text. */
export async function exportCampaignLeadsXlsx(
  ctx: TxCtx,
  campaignId: string,
  preset: ExportPreset = "full",
): Promise<Buffer> {
  const rows: string[][] = [];
  for await (const lead of deliveredLeads(ctx, campaignId)) {
    rows.push(exportCells(preset, lead.profile, lead.addedAt).map((c) => c.text));
  }
  return xlsxOfRows(exportHeaders(preset), rows);
}
