import { csvDownload, downloadName, xlsxDownload } from "@/lib/edge/api/download";
import { withApi } from "@/lib/edge/api/with-api";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { getCampaignOrThrow } from "@/lib/features/campaigns/campaigns";
import {
  exportCampaignLeadsCsv,
  exportCampaignLeadsXlsx,
} from "@/lib/features/campaigns/leads-export";
import { ExportQuery } from "@/lib/features/lists/items";

/** Every lead the campaign delivered as CSV (streamed) or XLSX, in the columns of a preset. */
export const GET = withApi(
  { permission: "lists:export", query: ExportQuery },
  async ({ ctx, params, query }) => {
    const campaign = await getCampaignOrThrow(ctx, params.id ?? "");
    const name = `${downloadName(campaign.name, "campaign")} leads${query.preset === "crm" ? " (CRM)" : ""}`;
    await recordAudit(ctx, {
      action: "campaign_leads.exported",
      target: { type: "campaign", id: campaign.id },
      summary: { name: campaign.name, format: query.format, preset: query.preset },
    });
    return query.format === "xlsx"
      ? xlsxDownload(name, await exportCampaignLeadsXlsx(ctx, campaign.id, query.preset))
      : csvDownload(name, exportCampaignLeadsCsv(ctx, campaign.id, query.preset));
  },
);
