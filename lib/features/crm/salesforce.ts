import { Connection, OAuth2 } from "jsforce";
import { env } from "@/lib/core/env";
import { CrmCallFailed, type Pacing } from "./hubspot";
import type { CrmProperty } from "./lead-fields";
import { checkedVendorBase } from "./oauth-tokens";

/*
 * Salesforce through its maintained client (jsforce). The operator's connected app (client id
 * and secret from SALESFORCE_CLIENT_ID / SALESFORCE_CLIENT_SECRET) runs the OAuth 2.0 web server
 * flow against SALESFORCE_LOGIN_URL; the refresh token is kept sealed, and jsforce refreshes
 * an expired access token (401 INVALID_SESSION_ID) itself and repeats the call, telling us the
 * new token so it is kept too. Records are Leads or Contacts, chosen per connection: matched
 * by Email (a SOQL query), then updated or created through sObject Collections (200 a call,
 * allOrNone false, so each record succeeds or fails on its own).
 */

/** sObject Collections take at most 200 records. */
export const SALESFORCE_BATCH = 200;
export const SALESFORCE_API_VERSION = "59.0";
export const SALESFORCE_OBJECTS = ["Lead", "Contact"] as const;
export type SalesforceObject = (typeof SALESFORCE_OBJECTS)[number];

/** What a Salesforce connection keeps sealed. */
export interface SalesforceSecret {
  refreshToken: string;
  accessToken: string;
  instanceUrl: string;
}

export function salesforceConfigured(): boolean {
  const e = env();
  return Boolean(e.SALESFORCE_CLIENT_ID && e.SALESFORCE_CLIENT_SECRET);
}

function oauth(redirectUri?: string): OAuth2 {
  const e = env();
  return new OAuth2({
    clientId: e.SALESFORCE_CLIENT_ID,
    clientSecret: e.SALESFORCE_CLIENT_SECRET,
    loginUrl: e.SALESFORCE_LOGIN_URL.replace(/\/$/, ""),
    redirectUri,
  });
}

/** Where the browser goes to let Leadwise in (the connected app's consent page). */
export function salesforceAuthorizeUrl(redirectUri: string, state: string): string {
  return oauth(redirectUri).getAuthorizationUrl({ scope: "api refresh_token", state });
}

/** The authorization code exchanged for tokens at the token endpoint. */
export async function salesforceExchange(
  redirectUri: string,
  code: string,
): Promise<SalesforceSecret> {
  try {
    const token = await oauth(redirectUri).requestToken(code);
    if (!token.refresh_token) {
      throw new CrmCallFailed(
        "Salesforce gave no refresh token: the connected app needs the refresh_token scope.",
        400,
      );
    }
    return {
      refreshToken: token.refresh_token,
      accessToken: token.access_token,
      instanceUrl: checkedVendorBase(token.instance_url, env().SALESFORCE_LOGIN_URL, "Salesforce"),
    };
  } catch (error) {
    if (error instanceof CrmCallFailed) throw error;
    throw new CrmCallFailed(`Salesforce refused the sign-in: ${messageOf(error)}`, 401);
  }
}

interface Limiter {
  pacing: Required<Pacing>;
}

export interface SalesforceSession {
  conn: Connection;
  object: SalesforceObject;
  limiter: Limiter;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function salesforceSession(
  secret: SalesforceSecret,
  object: SalesforceObject,
  pacing: Pacing = {},
  onRefresh?: (accessToken: string) => void,
): SalesforceSession {
  const e = env();
  const conn = new Connection({
    oauth2: {
      clientId: e.SALESFORCE_CLIENT_ID,
      clientSecret: e.SALESFORCE_CLIENT_SECRET,
      loginUrl: e.SALESFORCE_LOGIN_URL.replace(/\/$/, ""),
    },
    instanceUrl: secret.instanceUrl,
    accessToken: secret.accessToken,
    refreshToken: secret.refreshToken,
    version: SALESFORCE_API_VERSION,
  });
  if (onRefresh) conn.on("refresh", (accessToken: string) => onRefresh(accessToken));
  return {
    conn,
    object,
    limiter: { pacing: { sleep: sleepFor, backoffMs: 1_000, attempts: 6, ...pacing } },
  };
}

function messageOf(error: unknown): string {
  if (error && typeof error === "object") {
    const e = error as { message?: unknown; error_description?: unknown };
    if (typeof e.message === "string" && e.message) return e.message;
    if (typeof e.error_description === "string") return e.error_description;
  }
  return String(error);
}

/** Runs a call, backing off on 5xx and network failures; a refused session is a 401. */
export async function paced<T>(session: SalesforceSession, call: () => Promise<T>): Promise<T> {
  const { sleep, backoffMs, attempts } = session.limiter.pacing;
  for (let failures = 0; ; ) {
    try {
      return await call();
    } catch (error) {
      const e = error as { errorCode?: unknown; name?: unknown; statusCode?: unknown };
      const code = typeof e.errorCode === "string" ? e.errorCode : String(e.name ?? "");
      if (
        code === "INVALID_SESSION_ID" ||
        code === "invalid_grant" ||
        /expired access\/refresh token|invalid_grant/i.test(messageOf(error))
      ) {
        throw new CrmCallFailed(messageOf(error), 401);
      }
      if (code === "REQUEST_LIMIT_EXCEEDED") throw new CrmCallFailed(messageOf(error), 503);
      const status = typeof e.statusCode === "number" ? e.statusCode : 0;
      const transient =
        status >= 500 ||
        code === "SERVER_UNAVAILABLE" ||
        /^(ERROR_HTTP_5\d\d|ECONNREFUSED|ECONNRESET|ETIMEDOUT|UND_ERR)/.test(code) ||
        (!e.errorCode && /fetch failed|socket|ECONN/i.test(messageOf(error)));
      if (!transient) throw new CrmCallFailed(messageOf(error), 400);
      failures++;
      if (failures >= attempts) {
        throw new CrmCallFailed(`Salesforce did not answer: ${messageOf(error)}`, 503);
      }
      await sleep(backoffMs * 2 ** (failures - 1));
    }
  }
}

/**
 * The object's fields from its describe: writable when createable or updateable; required when
 * not nillable, createable and without a default (Salesforce refuses a create without them).
 * Email is the record's identity, always sent, so it is not offered for mapping.
 */
export async function salesforceProperties(session: SalesforceSession): Promise<CrmProperty[]> {
  const described = await paced(session, () => session.conn.sobject(session.object).describe());
  return described.fields
    .filter((f) => f.name !== "Email")
    .map((f) => ({
      name: f.name,
      label: f.label,
      readOnly: !f.createable && !f.updateable,
      required: !f.nillable && f.createable && !f.defaultedOnCreate,
    }));
}

const quote = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

/** The records whose Email is one of these, with the mapped fields' current values. */
export async function salesforceRead(
  session: SalesforceSession,
  emails: string[],
  fields: string[],
): Promise<Map<string, { id: string; properties: Record<string, string | null> }>> {
  const found = new Map<string, { id: string; properties: Record<string, string | null> }>();
  if (emails.length === 0) return found;
  const names = [...new Set(["Id", "Email", ...fields.filter((f) => /^\w+$/.test(f))])];
  const soql = `SELECT ${names.join(", ")} FROM ${session.object} WHERE Email IN (${emails.map(quote).join(", ")})`;
  // A Query is thenable but not a Promise: its `then` makes it one.
  const result = await paced(session, async () => {
    const answer: unknown = await session.conn.query<Record<string, unknown>>(soql);
    return answer as { records: Record<string, unknown>[] };
  });
  for (const record of result.records) {
    const email = typeof record.Email === "string" ? record.Email.toLowerCase() : "";
    if (!email || found.has(email)) continue;
    const properties: Record<string, string | null> = {};
    for (const name of names) {
      const v = record[name];
      properties[name] = v === null || v === undefined ? null : String(v);
    }
    found.set(email, { id: String(record.Id), properties });
  }
  return found;
}

export type SaveOutcome = { ok: true; id: string } | { ok: false; message: string };

function outcomes(results: unknown[], count: number): SaveOutcome[] {
  return Array.from({ length: count }, (_, i) => {
    const r = results[i] as
      | { success?: boolean; id?: string; errors?: { message?: string }[] }
      | undefined;
    if (r?.success && r.id) return { ok: true, id: r.id };
    const message = (r?.errors ?? [])
      .map((e) => e.message)
      .filter(Boolean)
      .join("; ");
    return { ok: false, message: message || "Salesforce's answer did not mention this record." };
  });
}

/** Creates records (sObject Collections, allOrNone false), one outcome each in order. */
export async function salesforceCreate(
  session: SalesforceSession,
  records: Record<string, string>[],
): Promise<SaveOutcome[]> {
  if (records.length === 0) return [];
  const results = await paced(session, () =>
    session.conn.sobject(session.object).create(records, { allOrNone: false }),
  );
  return outcomes(results, records.length);
}

/** Updates records by Id (sObject Collections, allOrNone false), one outcome each in order. */
export async function salesforceUpdate(
  session: SalesforceSession,
  records: ({ Id: string } & Record<string, string>)[],
): Promise<SaveOutcome[]> {
  if (records.length === 0) return [];
  const results = await paced(session, () =>
    session.conn.sobject(session.object).update(records, { allOrNone: false }),
  );
  return outcomes(results, records.length);
}
