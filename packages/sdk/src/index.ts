import createClient, { type Client } from "openapi-fetch";
import { Webhook } from "standardwebhooks";
import { errorOf, type Problem } from "./errors.js";
import { type RetryOptions, retryingFetch } from "./retrying-fetch.js";
import type { components, paths } from "./v1.js";

export * from "./errors.js";
export { delayOf, type RetryOptions } from "./retrying-fetch.js";
export type { components, paths } from "./v1.js";

type Schemas = components["schemas"];
export type SearchRequest = Schemas["SearchRequest"];
export type SearchResult = Schemas["SearchResult"];
export type EnrichRequest = Schemas["EnrichRequest"];
export type EnrichmentResult = Schemas["EnrichmentResult"];
export type CampaignInput = Schemas["CampaignInput"];
export type Campaign = Schemas["Campaign"];
export type WebhookEndpointInput = Schemas["WebhookEndpointInput"];

export interface LeadwiseOptions {
  /** An API key (Settings → API keys), sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** The server, e.g. `https://leadwise.example.com`; default `http://localhost:3000`. */
  baseUrl?: string;
  /** Retries of 429 and 503 answers, after the wait the server asks for. */
  retry?: RetryOptions;
  /** Another fetch (tests, proxies); default the global one. */
  fetch?: typeof fetch;
}

/** One page of a cursor-paged list, as every such /v1 answer has it. */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** Every item of a cursor-paged list, fetching pages as they are needed. */
export async function* paginate<T>(
  page: (cursor: string | undefined) => Promise<Page<T>>,
): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const answer = await page(cursor);
    yield* answer.data;
    cursor = answer.nextCursor ?? undefined;
  } while (cursor);
}

/** The answer's data, or its problem thrown as a typed error (errors.ts). */
async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) {
    const body = (typeof error === "object" && error !== null ? error : {}) as Partial<Problem>;
    throw errorOf({ ...body, status: response.status });
  }
  return data as T;
}

/**
 * A Leadwise client: `api` is the whole API typed from its OpenAPI document (openapi-fetch);
 * the rest are the calls most scripts make, answering data or throwing typed errors.
 */
export function createLeadwise(options: LeadwiseOptions) {
  const api: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl ?? "http://localhost:3000",
    headers: { authorization: `Bearer ${options.apiKey}` },
    fetch: retryingFetch(options.fetch ?? globalThis.fetch, options.retry),
  });

  /** Polls an enrichment until it is no longer pending (polling is free and unlimited). */
  async function waitForResult(
    requestId: string,
    { intervalMs = 1000, timeoutMs = 120_000 } = {},
  ): Promise<EnrichmentResult> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const result = await unwrap(
        api.GET("/v1/contact/enrich", { params: { query: { id: requestId } } }),
      );
      if (result.status !== "pending") return result;
      if (Date.now() > until) {
        throw new Error(`Enrichment ${requestId} still pending after ${timeoutMs} ms.`);
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }

  return {
    api,
    search: (body: SearchRequest) => unwrap(api.POST("/v1/contact/search", { body })),
    /** Every profile matching the filters, page after page (each page is one search). */
    searchAll: (body: Omit<SearchRequest, "cursor">) =>
      paginate((cursor) => unwrap(api.POST("/v1/contact/search", { body: { ...body, cursor } }))),
    enrich: (body: EnrichRequest) => unwrap(api.POST("/v1/contact/enrich", { body })),
    waitForResult,
    /** Enriches one person and waits for the result. */
    enrichAndWait: async (
      body: EnrichRequest,
      wait?: { intervalMs?: number; timeoutMs?: number },
    ) => waitForResult((await unwrap(api.POST("/v1/contact/enrich", { body }))).requestId, wait),
    campaigns: {
      create: (body: CampaignInput) => unwrap(api.POST("/v1/campaigns", { body })),
      get: (id: string) => unwrap(api.GET("/v1/campaigns/{id}", { params: { path: { id } } })),
      launch: (id: string) =>
        unwrap(api.POST("/v1/campaigns/{id}/launch", { params: { path: { id } } })),
      pause: (id: string) =>
        unwrap(api.POST("/v1/campaigns/{id}/pause", { params: { path: { id } } })),
      /** Every lead the campaign delivered. */
      leads: (id: string) =>
        paginate((cursor) =>
          unwrap(
            api.GET("/v1/campaigns/{id}/leads", {
              params: { path: { id }, query: { cursor, limit: 100 } },
            }),
          ),
        ),
    },
    webhookEndpoints: {
      create: (body: WebhookEndpointInput) => unwrap(api.POST("/v1/webhook-endpoints", { body })),
      list: () => unwrap(api.GET("/v1/webhook-endpoints")),
      test: (id: string) =>
        unwrap(api.POST("/v1/webhook-endpoints/{id}/test", { params: { path: { id } } })),
      rotateSecret: (id: string, overlapHours = 24) =>
        unwrap(
          api.POST("/v1/webhook-endpoints/{id}/rotate-secret", {
            params: { path: { id } },
            body: { overlapHours },
          }),
        ),
      /** Every delivery in the endpoint's log, newest first. */
      deliveries: (id: string) =>
        paginate((cursor) =>
          unwrap(
            api.GET("/v1/webhook-endpoints/{id}/deliveries", {
              params: { path: { id }, query: { cursor, limit: 100 } },
            }),
          ),
        ),
      replaySince: (id: string, since: Date) =>
        unwrap(
          api.POST("/v1/webhook-endpoints/{id}/replay", {
            params: { path: { id } },
            body: { since: since.toISOString() },
          }),
        ),
    },
  };
}

export type Leadwise = ReturnType<typeof createLeadwise>;

/** A delivery whose signature no given secret verifies, or whose timestamp is too old. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}

/** The Standard Webhooks headers of a delivery, from a Headers object or a plain record. */
function webhookHeaders(headers: Headers | Record<string, string | string[] | undefined>) {
  const get = (name: string) => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? "";
  };
  return {
    "webhook-id": get("webhook-id"),
    "webhook-timestamp": get("webhook-timestamp"),
    "webhook-signature": get("webhook-signature"),
  };
}

/**
 * Verifies a webhook delivery (Standard Webhooks) with an endpoint's secret, or with several
 * (the old and the new during a rotation): answers the parsed body, or throws
 * WebhookVerificationError. `body` must be the raw text received, not re-serialised JSON.
 */
export function verifyWebhook<T = unknown>(
  secrets: string | string[],
  body: string,
  headers: Headers | Record<string, string | string[] | undefined>,
): T {
  const h = webhookHeaders(headers);
  for (const secret of Array.isArray(secrets) ? secrets : [secrets]) {
    try {
      return new Webhook(secret).verify(body, h) as T;
    } catch {
      // The next secret, if any.
    }
  }
  throw new WebhookVerificationError("No secret verifies this delivery's signature.");
}
