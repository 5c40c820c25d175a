import { LeadsQuery } from "@/lib/features/campaigns/leads";
import { ListCampaignsQuery } from "@/lib/features/campaigns/list";
import { ChangesQuery } from "@/lib/features/changes/feed";
import { FEED_SUMMARY, leadsExport, watchPaths } from "./account-paths";
import { CHECKLIST_FAILED, CURSOR_EXPIRED, notFound, operation, WRONG_STATE } from "./answers";

const campaigns = ["Campaigns"];

/** A state change of one campaign (launch, pause, …): answers the campaign. */
function campaignAction(summary: string, errors: Record<string, object> = {}) {
  return {
    post: operation("Campaign", {
      tags: campaigns,
      summary,
      id: "campaign",
      errors: { ...notFound("campaign"), "409": WRONG_STATE, ...errors },
    }),
  };
}

/** The document's paths for the Live Estimate, the filter catalogue and campaigns. */
export function campaignPaths() {
  return {
    "/v1/estimate": {
      post: operation("Estimate", {
        tags: campaigns,
        summary: "Live Estimate of an audience (free)",
        body: "EstimateRequest",
      }),
    },
    "/v1/filters": {
      get: operation("FilterCatalogue", {
        tags: campaigns,
        summary: "The filter catalogue: every filter, and the values in the data with their counts",
      }),
    },
    "/v1/campaigns/templates": {
      get: operation("Templates", { tags: campaigns, summary: "Quick Start templates" }),
    },
    "/v1/campaigns": {
      get: operation("CampaignPage", {
        tags: campaigns,
        summary: "List campaigns, newest first",
        query: ListCampaignsQuery,
      }),
      post: operation("Campaign", {
        tags: campaigns,
        summary: "Create a campaign (draft)",
        status: "201",
        headers: {
          Location: {
            description: "/v1/campaigns/{id}",
            required: true,
            schema: { type: "string" },
          },
        },
        body: "CampaignInput",
      }),
    },
    "/v1/campaigns/{id}": {
      get: operation("CampaignView", {
        tags: campaigns,
        summary: "A campaign",
        id: "campaign",
        errors: notFound("campaign"),
      }),
      patch: operation("Campaign", {
        tags: campaigns,
        summary: "Update a draft or paused campaign",
        id: "campaign",
        body: "CampaignPatch",
        errors: { ...notFound("campaign"), "409": WRONG_STATE },
      }),
    },
    "/v1/campaigns/{id}/checklist": {
      get: operation("Checklist", {
        tags: campaigns,
        summary: "Launch Checklist",
        id: "campaign",
        errors: notFound("campaign"),
      }),
    },
    "/v1/campaigns/{id}/launch": campaignAction("Launch (draft → active)", {
      "422": CHECKLIST_FAILED,
    }),
    "/v1/campaigns/{id}/pause": campaignAction("Pause (active → paused)"),
    "/v1/campaigns/{id}/resume": campaignAction("Resume (paused → active)", {
      "422": CHECKLIST_FAILED,
    }),
    "/v1/campaigns/{id}/archive": campaignAction("Archive"),
    "/v1/campaigns/{id}/reset": campaignAction(
      "Reset a draft: clears filters, delivery, save-to-list and notifications; keeps the name",
    ),
    "/v1/campaigns/{id}/duplicate": {
      post: operation("Campaign", {
        tags: campaigns,
        summary:
          'Duplicate a campaign as a new draft named "… (copy)" (targeting, delivery, save-to-list and notifications; any status)',
        id: "campaign",
        status: "201",
        headers: {
          Location: {
            description: "/v1/campaigns/{id} of the copy",
            required: true,
            schema: { type: "string" },
          },
        },
        errors: notFound("campaign"),
      }),
    },
    "/v1/campaigns/{id}/leads": {
      get: operation("LeadPage", {
        tags: campaigns,
        summary: "Delivered leads, newest first",
        id: "campaign",
        query: LeadsQuery,
        errors: notFound("campaign"),
      }),
    },
    "/v1/campaigns/{id}/leads/export": {
      get: leadsExport(
        campaigns,
        "campaign",
        "Every lead the campaign delivered as CSV (UTF-8 with a BOM) or XLSX (text cells), oldest first, in the columns of a preset",
        "<campaign name> leads[ (CRM)]",
      ),
    },
    "/v1/campaigns/{id}/changes": {
      get: operation("ChangesPage", {
        tags: campaigns,
        summary: FEED_SUMMARY("campaign", "joined (delivered as a lead)"),
        id: "campaign",
        query: ChangesQuery,
        errors: { ...notFound("campaign"), "410": CURSOR_EXPIRED },
      }),
    },
    ...watchPaths(campaigns, "campaign"),
  };
}
