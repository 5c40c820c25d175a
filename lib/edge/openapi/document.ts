import { accountPaths } from "./account-paths";
import { json, ref } from "./answers";
import { campaignPaths } from "./campaign-paths";
import { addCommonAnswers } from "./common-answers";
import { components, REQUESTS, RESPONSES } from "./component-schemas";
import { contactPaths } from "./contact-paths";
import { crmPaths } from "./crm-paths";
import { fileJobPaths } from "./file-job-paths";
import { eventSchemas, eventWebhooks, webhookEndpointPaths } from "./webhook-paths";

/*
 * The OpenAPI 3.1 document of /v1, served at /v1/openapi.json and rendered at /docs. Request
 * shapes come from the same zod schemas the route handlers parse with, so the document cannot
 * drift from what the API accepts; answer shapes are zod schemas too, the handlers' return types
 * are inferred from them, and lib/edge/openapi/contract.test.ts holds real answers to the document.
 */

let cached: object | undefined;

export function openApiDocument(): object {
  cached ??= addCommonAnswers(build());
  return cached;
}

function build() {
  return {
    openapi: "3.1.0",
    info: {
      title: "Leadwise API",
      version: "1",
      license: { name: "Proprietary", url: "https://leadwise.dev/terms" },
      contact: {
        name: "Leadwise support",
        email: "support@leadwise.dev",
        url: "https://leadwise.dev",
      },
      description:
        "Contact search, enrichment (polling or signed webhooks) and lead campaigns. Every /v1 route accepts `Authorization: Bearer <api key>`, `X-Api-Key`, or the app's session cookie. Errors are RFC 9457 problem+json; a 400 whose body passes these schemas names the rule it breaks in its `type`. Each API key has a token bucket, reported by the `RateLimit-Policy` and `RateLimit` headers; polling GET /v1/contact/enrich never draws from it.",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }, { apiKey: [] }, { session: [] }],
    tags: [
      { name: "Contact", description: "Search and enrichment" },
      {
        name: "Campaigns",
        description:
          "Lead campaigns as the wizard builds them: filters, Live Estimate, Quick Start templates, Launch Checklist and the campaign's life",
      },
      {
        name: "Enrichment jobs",
        description:
          "A whole file (CSV, up to 100,000 rows) enriched in the background: progress, cancel, resume, the enriched file, a signed webhook on completion",
      },
      { name: "Lists", description: "Where campaigns save their leads" },
      {
        name: "Do-not-contact",
        description: "People the account never wants delivered: e-mail addresses and domains",
      },
      {
        name: "Own contacts",
        description:
          "People the account imports itself (CSV with column mapping): seen, counted, searched, enriched and delivered for that account alone",
      },
      {
        name: "Company lists",
        description:
          "Saved lists of target accounts (companies), uploaded as CSV and used in targeting as `companyLists`",
      },
      { name: "Account", description: "The account's daily allowances and credits" },
      {
        name: "Audit log",
        description: "Who did what, when and from where: the account's append-only record of acts",
      },
      {
        name: "Webhook endpoints",
        description:
          "URLs subscribed to event types (the `webhooks` section lists each event's body), each with its own signing secret, delivery log, replay and secret rotation",
      },
      {
        name: "CRM",
        description:
          "Leads pushed to the account's CRM (HubSpot): connections, field mapping with write rules, pushes and their per-row log",
      },
    ],
    paths: {
      ...contactPaths(),
      ...fileJobPaths(),
      ...campaignPaths(),
      ...accountPaths(),
      ...webhookEndpointPaths(),
      ...crmPaths(),
    },
    webhooks: {
      ...eventWebhooks(),
      enrichmentResult: {
        post: {
          operationId: "receiveEnrichmentResult",
          summary: "A finished request's (or a campaign's) result, POSTed to your webhookUrl",
          description:
            "Signed per Standard Webhooks with your account's secret (Settings → Webhooks). Answer 2xx within 10 s; anything else is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), with the same webhook-id. 410 Gone stops deliveries to that URL for that request.",
          parameters: ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => ({
            name,
            in: "header",
            required: true,
            schema: { type: "string" },
          })),
          requestBody: { required: true, ...json(ref("DeliveryBody")) },
          responses: { "200": { description: "Received" } },
        },
      },
      enrichmentJobCompleted: {
        post: {
          operationId: "receiveEnrichmentJobCompleted",
          summary: "An enrichment job finished every row: POSTed once to the job's webhookUrl",
          description:
            "`type` is `enrichment_job.completed`, `data` the job's final progress; download the file from GET /v1/enrichment-jobs/{id}/result. Signed and retried as the enrichment result is.",
          parameters: ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => ({
            name,
            in: "header",
            required: true,
            schema: { type: "string" },
          })),
          requestBody: { required: true, ...json(ref("FileJobCompleted")) },
          responses: { "200": { description: "Received" } },
        },
      },
    },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "An API key (Settings → API keys)" },
        apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
      schemas: {
        ...components(REQUESTS, "input"),
        ...components(RESPONSES, "output"),
        ...components(eventSchemas(), "output"),
      },
    },
  };
}
