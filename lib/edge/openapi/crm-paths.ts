import { PushRowsQuery } from "@/lib/features/crm/schema";
import { notFound, operation, problem } from "./answers";

/*
 * CRM connections and pushes (docs/crm.md): the connection's token, its field mapping with
 * write rules, pushes of a list or a campaign's leads and their per-row log.
 */

const tags = ["CRM"];
const CRM_REFUSED = problem(
  "conflict: the CRM refused or could not be reached (its words in `detail`), or required CRM properties are left unmapped (`unmappedRequired`)",
);

export function crmPaths() {
  return {
    "/v1/crm/connections": {
      get: operation("CrmConnections", { tags, summary: "The account's CRM connections" }),
      post: operation("CrmConnection", {
        tags,
        summary:
          "Connects a CRM with a token (HubSpot: a private app's access token with the crm.objects.contacts.read/write and crm.schemas.contacts.read scopes; Pipedrive: a user's API token). The token is sealed and never shown again; the mapping starts from the CRM's own standard properties (HubSpot's contact properties, Pipedrive's person fields).",
        status: "201",
        body: "CrmConnectionInput",
        example: { vendor: "hubspot", name: "Sales HubSpot", token: "pat-eu1-0000-example" },
        headers: {
          Location: { description: "The connection's address", schema: { type: "string" } },
        },
      }),
    },
    "/v1/crm/connections/{id}": {
      get: operation("CrmConnection", {
        tags,
        summary: "A connection: its mapping, last sync and last error",
        id: "CRM connection",
        errors: notFound("CRM connection"),
      }),
      delete: operation("CrmConnectionDeleted", {
        tags,
        summary: "Deletes a connection with its mapping, its pushes and the record ids it kept",
        id: "CRM connection",
        errors: notFound("CRM connection"),
      }),
    },
    "/v1/crm/connections/{id}/test": {
      post: operation("CrmConnectionTest", {
        tags,
        summary:
          "Makes one call to the CRM with the saved token; `ok` false carries the CRM's words, which the connection also keeps as its last error",
        id: "CRM connection",
        errors: notFound("CRM connection"),
      }),
    },
    "/v1/crm/connections/{id}/pull": {
      get: operation("CrmPull", {
        tags,
        summary:
          "The connection's pull into the \"already in my CRM\" index (the targeting's `excludeInCrm`, the estimate's `inCrm`): its state, when it last finished, and how many contacts, e-mail addresses and company domains the index holds",
        id: "CRM connection",
        errors: notFound("CRM connection"),
      }),
      post: operation("CrmPull", {
        tags,
        summary:
          "Refresh from CRM: queues a pull of the contacts modified since the last one, and of those deleted in the CRM, which leave the index (a pull also runs on connect and on a schedule). Accepted at once and run by the job workers; poll GET for its state.",
        status: "202",
        id: "CRM connection",
        errors: notFound("CRM connection"),
      }),
    },
    "/v1/crm/connections/{id}/mapping": {
      get: operation("CrmMapping", {
        tags,
        summary:
          "The mapping, the CRM's contact properties (read by Test from its properties API: HubSpot's contact properties, Pipedrive's person fields; custom ones included), the mapping they suggest, and required properties no field writes",
        id: "CRM connection",
        errors: { ...notFound("CRM connection"), "409": CRM_REFUSED },
      }),
      put: operation("CrmMapping", {
        tags,
        summary:
          "Replaces the mapping: each Leadwise field to one CRM property with a rule (overwrite, fill_if_empty, never). A property the CRM lacks or does not let be written is a 400.",
        id: "CRM connection",
        body: "CrmMappingInput",
        example: {
          mapping: [
            { field: "firstName", property: "firstname", rule: "overwrite" },
            { field: "title", property: "jobtitle", rule: "fill_if_empty" },
          ],
        },
        errors: { ...notFound("CRM connection"), "409": CRM_REFUSED },
      }),
    },
    "/v1/crm/pushes": {
      post: operation("CrmPush", {
        tags,
        summary:
          "Pushes a list (`listId`) or a campaign's delivered leads (`campaignId`) to a connection. Accepted at once and run by the job workers in the CRM's batch size and within its rate limit; poll GET /v1/crm/pushes/{id}. People who opted out or are on the do-not-contact list are skipped; a person pushed before updates the same record.",
        status: "202",
        body: "CrmPushInput",
        example: {
          listId: "8d1c6f0e-0000-4000-8000-000000000001",
          connectionId: "c0ffee00-0000-4000-8000-000000000002",
        },
        headers: { Location: { description: "The push's address", schema: { type: "string" } } },
        errors: {
          "404": problem("not_found: no such list, campaign or connection of this account"),
          "409": CRM_REFUSED,
        },
      }),
    },
    "/v1/crm/pushes/{id}": {
      get: operation("CrmPush", {
        tags,
        summary:
          "A push's status and counts (pending, created, updated, unchanged, skipped, failed)",
        id: "push",
        errors: notFound("push"),
      }),
    },
    "/v1/crm/pushes/{id}/rows": {
      get: operation("CrmPushRows", {
        tags,
        summary:
          "A push's rows in order, cursor-paged: what the CRM did with each person, why a row was skipped or failed (the CRM's message), and a link to the record",
        id: "push",
        query: PushRowsQuery,
        errors: notFound("push"),
      }),
    },
    "/v1/campaigns/{id}/crm": {
      get: operation("CampaignCrm", {
        tags: ["Campaigns", ...tags],
        summary: "The campaign's `crm`: the connection every new delivery is pushed to",
        id: "campaign",
        errors: notFound("campaign"),
      }),
      put: operation("CampaignCrm", {
        tags: ["Campaigns", ...tags],
        summary:
          "Sets the campaign's `crm`: enabled, each lead it delivers from now on is pushed to the connection",
        id: "campaign",
        body: "CampaignCrm",
        example: { connectionId: "c0ffee00-0000-4000-8000-000000000002", enabled: true },
        errors: notFound("campaign or CRM connection"),
      }),
    },
  };
}
