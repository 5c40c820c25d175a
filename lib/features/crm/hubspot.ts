import { Client } from "@hubspot/api-client";
import { env } from "@/lib/core/env";
import type { AccessTokens } from "./access-tokens";
import type { CrmProperty } from "./lead-fields";

/*
 * HubSpot through its maintained client (@hubspot/api-client), at HUBSPOT_API_BASE_URL. The
 * client's own retries are off: the pacing is ours, read from HubSpot's answers. After each
 * call `X-HubSpot-RateLimit-Remaining`, `-Max` and `-Interval-Milliseconds` say whether the
 * next must wait, and until when: the rolling window frees a slot when its oldest call is an
 * interval old; a 429 waits `Retry-After` (or the window) and tries again; a 5xx or an
 * unreachable server backs off exponentially, a few times, then gives up (the push's job is
 * retried later, from where it stopped).
 */

// The client loads each API's modules on its first use, synchronously (half a second on a busy
// two-core machine): loaded with this module, so no push holds its thread's event loop for it.
void new Client().crm.contacts.batchApi;
void new Client().crm.properties.coreApi;

/** HubSpot's batch endpoints take at most 100 inputs. */
export const HUBSPOT_BATCH = 100;

export class CrmCallFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface Pacing {
  /** Milliseconds to wait for; tests pass a recording one. */
  sleep?: (ms: number) => Promise<void>;
  /** First back-off after a 5xx; doubled each time. */
  backoffMs?: number;
  attempts?: number;
}

interface Limiter {
  /** When the next call may go (epoch ms). */
  notBefore: number;
  /** When each of the latest answers arrived (epoch ms), as many as a window allows. */
  answered: number[];
  pacing: Required<Pacing>;
}

export interface HubSpotSession {
  client: Client;
  limiter: Limiter;
  /** An OAuth connection's tokens (refreshed when about to expire, or at a 401); none for a private-app token. */
  auth?: AccessTokens;
  /** The access token the client holds now. */
  bearer: string;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function hubspotSession(
  token: string,
  pacing: Pacing = {},
  auth?: AccessTokens,
): HubSpotSession {
  const client = new Client({
    accessToken: token,
    basePath: env().HUBSPOT_API_BASE_URL.replace(/\/$/, ""),
    numberOfApiCallRetries: 0,
  });
  return {
    client,
    auth,
    bearer: token,
    limiter: {
      notBefore: 0,
      answered: [],
      pacing: { sleep: sleepFor, backoffMs: 1_000, attempts: 6, ...pacing },
    },
  };
}

/** Gives the client this access token (the client rebuilds its APIs, so only when it changed). */
function holdToken(session: HubSpotSession, token: string): void {
  if (session.bearer === token) return;
  session.bearer = token;
  session.client.setAccessToken(token);
}

type Headers = Record<string, string>;

function header(headers: Headers | undefined, name: string): number | undefined {
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : Number(headers[key]);
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

/** The vendor's own words for a failed call (HubSpot's error body: `message`, `category`). */
export function vendorMessage(error: unknown): string {
  const body = (error as { body?: unknown }).body;
  if (body && typeof body === "object" && "message" in body) return String(body.message);
  if (typeof body === "string" && body) {
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (parsed.message) return String(parsed.message);
    } catch {
      return body.slice(0, 300);
    }
  }
  return error instanceof Error ? error.message : String(error);
}

function statusOf(error: unknown): number {
  const code = (error as { code?: unknown }).code;
  return typeof code === "number" ? code : 0;
}

/** Runs one call within HubSpot's rate limit, riding out 429s and backing off on 5xx. */
export async function paced<T extends { headers: Headers }>(
  session: HubSpotSession,
  call: () => Promise<T>,
): Promise<T> {
  const { limiter } = session;
  const { sleep, backoffMs, attempts } = limiter.pacing;
  let failures = 0;
  let refreshed = false;
  for (;;) {
    const wait = limiter.notBefore - Date.now();
    if (wait > 0) await sleep(wait);
    if (session.auth) holdToken(session, await session.auth.current());
    try {
      const answer = await call();
      const now = Date.now();
      const remaining = header(answer.headers, "x-hubspot-ratelimit-remaining");
      const interval = header(answer.headers, "x-hubspot-ratelimit-interval-milliseconds");
      const max = header(answer.headers, "x-hubspot-ratelimit-max");
      const { answered } = limiter;
      answered.push(now);
      if (answered.length > (max ?? 1)) answered.splice(0, answered.length - (max ?? 1));
      if (remaining !== undefined && remaining <= 0) {
        // The window is rolling: a slot frees when the oldest of its calls is `interval` old.
        // Our oldest of the last `max` answers arrived after HubSpot counted that call, so it
        // is never early; without `max` (or others' calls in the window), the whole interval.
        const oldest = max !== undefined && answered.length >= max ? answered[0] : undefined;
        limiter.notBefore = (oldest ?? now) + (interval ?? 10_000);
      }
      return answer;
    } catch (error) {
      const status = statusOf(error);
      const headers = (error as { headers?: Headers }).headers;
      if (status === 429) {
        // A 429 is the window, not a failure: it does not use up the attempts.
        const retryAfter = header(headers, "retry-after");
        const interval = header(headers, "x-hubspot-ratelimit-interval-milliseconds");
        limiter.notBefore =
          Date.now() + (retryAfter !== undefined ? retryAfter * 1000 : (interval ?? 10_000));
        continue;
      }
      if (status === 0 || status >= 500) {
        failures++;
        if (failures >= attempts) {
          throw new CrmCallFailed(`HubSpot did not answer: ${vendorMessage(error)}`, status);
        }
        limiter.notBefore = Date.now() + backoffMs * 2 ** (failures - 1);
        continue;
      }
      if (status === 401 && session.auth && !refreshed) {
        // An OAuth access token HubSpot no longer takes (expired early, or revoked): refreshed
        // once; a refresh token HubSpot refuses ends the call with its words.
        refreshed = true;
        holdToken(session, await session.auth.refresh(session.bearer));
        continue;
      }
      throw new CrmCallFailed(vendorMessage(error), status);
    }
  }
}

/** The account's details: where its records open in HubSpot's app. */
export async function hubspotAccount(
  session: HubSpotSession,
): Promise<{ portalId: number; recordUrlBase: string }> {
  const answer = await paced(session, async () => {
    const response = await session.client.apiRequest({
      method: "GET",
      path: "/account-info/v3/details",
    });
    const headers: Headers = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok)
      throw Object.assign(new Error("HubSpot refused"), { code: response.status, body, headers });
    return { headers, body };
  });
  const portalId = Number(answer.body.portalId);
  const uiDomain =
    typeof answer.body.uiDomain === "string" && /^[a-z0-9.-]+$/i.test(answer.body.uiDomain)
      ? answer.body.uiDomain
      : "app.hubspot.com";
  return { portalId, recordUrlBase: `https://${uiDomain}/contacts/${portalId}/record/0-1/` };
}

/** The contacts' properties, custom ones included (GET /crm/v3/properties/contacts); hidden ones left out. */
export async function hubspotProperties(session: HubSpotSession): Promise<CrmProperty[]> {
  const answer = await paced(session, () =>
    session.client.crm.properties.coreApi.getAllWithHttpInfo("contacts"),
  );
  return answer.data.results
    .filter((p) => !p.hidden)
    .map((p) => ({
      name: p.name,
      label: p.label,
      readOnly: p.modificationMetadata?.readOnlyValue ?? false,
      // HubSpot's API requires no contact property but the identity (`email`, always sent).
      required: false,
    }));
}

/** Current values of these properties on the contacts with these e-mails (batch read). */
export async function hubspotRead(
  session: HubSpotSession,
  emails: string[],
  properties: string[],
): Promise<Map<string, { id: string; properties: Record<string, string | null> }>> {
  const found = new Map<string, { id: string; properties: Record<string, string | null> }>();
  if (emails.length === 0) return found;
  const answer = await paced(session, () =>
    session.client.crm.contacts.batchApi.readWithHttpInfo({
      idProperty: "email",
      inputs: emails.map((id) => ({ id })),
      properties: ["email", ...properties],
      propertiesWithHistory: [],
    }),
  );
  for (const record of answer.data.results) {
    const email = record.properties.email?.toLowerCase();
    if (email) found.set(email, { id: record.id, properties: record.properties });
  }
  return found;
}

export type UpsertOutcome =
  | { email: string; kind: "created" | "updated"; id: string }
  | { email: string; kind: "failed"; message: string };

/**
 * Batch upsert by e-mail. A 207 names the inputs that failed in each error's `context.ids`;
 * those are failed with HubSpot's message, the rest are created or updated as it says.
 */
export async function hubspotUpsert(
  session: HubSpotSession,
  inputs: { email: string; properties: Record<string, string> }[],
): Promise<UpsertOutcome[]> {
  if (inputs.length === 0) return [];
  let answer: Awaited<ReturnType<typeof session.client.crm.contacts.batchApi.upsertWithHttpInfo>>;
  try {
    answer = await paced(session, () =>
      session.client.crm.contacts.batchApi.upsertWithHttpInfo({
        inputs: inputs.map((i) => ({ id: i.email, idProperty: "email", properties: i.properties })),
      }),
    );
  } catch (error) {
    // A 4xx for the whole batch: each input on its own finds the ones HubSpot refuses.
    if (error instanceof CrmCallFailed && error.status >= 400 && error.status < 500) {
      if (inputs.length === 1 || error.status === 401 || error.status === 403) {
        if (error.status === 401 || error.status === 403) throw error;
        return inputs.map((i) => ({ email: i.email, kind: "failed", message: error.message }));
      }
      const each: UpsertOutcome[] = [];
      for (const input of inputs) each.push(...(await hubspotUpsert(session, [input])));
      return each;
    }
    throw error;
  }
  const byEmail = new Map<string, UpsertOutcome>();
  for (const result of answer.data.results) {
    const email = result.properties.email?.toLowerCase();
    if (email) {
      byEmail.set(email, { email, kind: result._new ? "created" : "updated", id: result.id });
    }
  }
  const errors = "errors" in answer.data ? (answer.data.errors ?? []) : [];
  for (const e of errors) {
    const ids = (e.context as Record<string, string[]> | undefined)?.ids ?? [];
    for (const id of ids) {
      byEmail.set(id.toLowerCase(), {
        email: id.toLowerCase(),
        kind: "failed",
        message: e.message,
      });
    }
  }
  return inputs.map(
    (i) =>
      byEmail.get(i.email) ?? {
        email: i.email,
        kind: "failed",
        message: "HubSpot's answer did not mention this contact.",
      },
  );
}
