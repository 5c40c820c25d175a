import axios, { type AxiosInstance, type AxiosResponse, isAxiosError } from "axios";
import { v1, v2 } from "pipedrive";
import { env } from "@/lib/core/env";
import type { AccessTokens } from "./access-tokens";
import { CrmCallFailed, type Pacing } from "./hubspot";
import type { CrmProperty } from "./lead-fields";

/*
 * Pipedrive through its maintained client (`pipedrive`), at PIPEDRIVE_API_BASE_URL (`/v1` and
 * `/api/v2` appended, as the client's own base paths are). The client builds each request
 * (path, query, the `x-api-token` header); we send it with an axios instance of our own so the
 * answer keeps its headers, which the client's interceptor would drop. Pacing follows
 * Pipedrive's documented headers: `x-ratelimit-remaining` of 0 makes the next call wait
 * `x-ratelimit-reset` seconds; a 429 waits `Retry-After` (or the reset) and is not a failure; a
 * 5xx or an unreachable server backs off exponentially a few times, then gives up (the push's
 * job is retried later, from where it stopped).
 *
 * Pipedrive has no batch upsert: each person is searched by e-mail (or read by the id an earlier
 * push stored), then updated or created, its organisation found by name or created.
 */

/** Rows a push hands to Pipedrive per recorded batch (each costs a few calls). */
export const PIPEDRIVE_BATCH = 20;

/** Person fields a push can write besides custom ones (Pipedrive's v2 persons API). */
const WRITABLE_STANDARD = new Set(["name", "job_title", "phone", "org_id"]);
/** Custom field types a text value can go into (others need option ids or structures). */
const TEXT_TYPES = new Set(["varchar", "varchar_auto", "text", "phone", "address", "double"]);

interface Limiter {
  notBefore: number;
  pacing: Required<Pacing>;
}

export interface PipedriveSession {
  v1: v1.Configuration;
  v2: v2.Configuration;
  http: AxiosInstance;
  limiter: Limiter;
  /** Organisation ids by lower-cased name, learnt during this session. */
  orgs: Map<string, number>;
  /** An OAuth connection's tokens (refreshed when about to expire, or at a 401); none for an API token. */
  auth?: AccessTokens;
  /** The OAuth access token the last request was built with. */
  bearer?: string;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A session with an API token (`x-api-token`, at PIPEDRIVE_API_BASE_URL), or with OAuth tokens:
 * then each request is built with the current access token (`Authorization: Bearer`), sent to
 * the company's `api_domain` (`/api/v1`, `/api/v2`).
 */
export function pipedriveSession(
  token: string | { auth: AccessTokens; apiDomain: string },
  pacing: Pacing = {},
): PipedriveSession {
  const limiter = {
    notBefore: 0,
    pacing: { sleep: sleepFor, backoffMs: 1_000, attempts: 6, ...pacing },
  };
  const http = axios.create({ timeout: 30_000, maxRedirects: 0 });
  if (typeof token === "string") {
    const base = env().PIPEDRIVE_API_BASE_URL.replace(/\/$/, "");
    return {
      v1: new v1.Configuration({ apiKey: token, basePath: `${base}/v1` }),
      v2: new v2.Configuration({ apiKey: token, basePath: `${base}/api/v2` }),
      http,
      limiter,
      orgs: new Map(),
    };
  }
  const { auth } = token;
  const base = token.apiDomain.replace(/\/$/, "");
  const session: PipedriveSession = {
    v1: new v1.Configuration({ basePath: `${base}/api/v1` }),
    v2: new v2.Configuration({ basePath: `${base}/api/v2` }),
    http,
    limiter,
    orgs: new Map(),
    auth,
  };
  const accessToken = async () => {
    session.bearer = await auth.current();
    return session.bearer;
  };
  session.v1.accessToken = accessToken;
  session.v2.accessToken = accessToken;
  return session;
}

function header(headers: unknown, name: string): number | undefined {
  const value = Number((headers as Record<string, unknown> | undefined)?.[name]);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Pipedrive's own words for a failed call (its error body: `success: false`, `error`). */
function vendorMessage(error: unknown): string {
  if (isAxiosError(error)) {
    const body = error.response?.data as { error?: unknown; error_info?: unknown } | undefined;
    if (body && typeof body === "object" && typeof body.error === "string") return body.error;
    if (!error.response) return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

// The client's request functions are typed as resolving to the body (its own axios instance
// unwraps it); ours does not, so the answer is the whole response.
type Requester = (http?: AxiosInstance) => Promise<unknown>;

/** Runs one call within Pipedrive's rate limit, riding out 429s and backing off on 5xx. */
export async function paced<T>(
  session: PipedriveSession,
  build: () => Promise<Requester>,
): Promise<AxiosResponse<T>> {
  const { limiter } = session;
  const { sleep, backoffMs, attempts } = limiter.pacing;
  let failures = 0;
  let refreshed = false;
  let request = await build();
  for (;;) {
    const wait = limiter.notBefore - Date.now();
    if (wait > 0) await sleep(wait);
    try {
      const answer = (await request(session.http)) as AxiosResponse<T>;
      const remaining = header(answer.headers, "x-ratelimit-remaining");
      if (remaining !== undefined && remaining <= 0) {
        limiter.notBefore = Date.now() + (header(answer.headers, "x-ratelimit-reset") ?? 2) * 1000;
      }
      return answer;
    } catch (error) {
      const status = isAxiosError(error) ? (error.response?.status ?? 0) : -1;
      if (status === -1) throw error;
      const headers = isAxiosError(error) ? error.response?.headers : undefined;
      if (status === 429) {
        // The window, not a failure: it does not use up the attempts.
        const seconds = header(headers, "retry-after") ?? header(headers, "x-ratelimit-reset") ?? 2;
        limiter.notBefore = Date.now() + seconds * 1000;
        continue;
      }
      if (status === 0 || status >= 500) {
        failures++;
        if (failures >= attempts) {
          throw new CrmCallFailed(`Pipedrive did not answer: ${vendorMessage(error)}`, status);
        }
        limiter.notBefore = Date.now() + backoffMs * 2 ** (failures - 1);
        continue;
      }
      if (status === 401 && session.auth && session.bearer && !refreshed) {
        // An OAuth access token Pipedrive no longer takes: refreshed once, the request built
        // again with the new one; a refresh token Pipedrive refuses ends the call in its words.
        refreshed = true;
        await session.auth.refresh(session.bearer);
        request = await build();
        continue;
      }
      throw new CrmCallFailed(vendorMessage(error), status);
    }
  }
}

export interface Envelope<T> {
  success: boolean;
  data: T;
  additional_data?: {
    pagination?: { more_items_in_collection?: boolean; next_start?: number };
    /** API v2's lists: the next page's cursor, null at the end. */
    next_cursor?: string | null;
  };
}

/** The token's user and company: where its records open in Pipedrive's app. */
export async function pipedriveAccount(
  session: PipedriveSession,
): Promise<{ company: string; recordUrlBase: string }> {
  const answer = await paced<Envelope<{ company_name?: string; company_domain?: string }>>(
    session,
    () => v1.UsersApiFp(session.v1).getCurrentUser(),
  );
  const data = answer.data.data ?? {};
  const domain =
    typeof data.company_domain === "string" && /^[a-z0-9-]+$/i.test(data.company_domain)
      ? data.company_domain
      : "app";
  return {
    company: data.company_name ?? domain,
    recordUrlBase: `https://${domain}.pipedrive.com/person/`,
  };
}

interface PersonField {
  key: string;
  name: string;
  field_type?: string;
  edit_flag?: boolean;
  mandatory_flag?: boolean;
  active_flag?: boolean;
}

/** Custom fields' keys are 40 hex characters; Pipedrive marks them editable. */
const isCustom = (f: PersonField) => f.edit_flag === true && /^[0-9a-f]{40}$/.test(f.key);

/** The person fields (GET /v1/personFields, paged), custom ones included. */
export async function pipedriveProperties(session: PipedriveSession): Promise<CrmProperty[]> {
  const fields: PersonField[] = [];
  for (let start = 0, page = 0; page < 20; page++) {
    const answer = await paced<Envelope<PersonField[]>>(session, () =>
      v1.PersonFieldsApiFp(session.v1).getPersonFields(start, 500),
    );
    fields.push(...(answer.data.data ?? []));
    const pagination = answer.data.additional_data?.pagination;
    if (!pagination?.more_items_in_collection || pagination.next_start === undefined) break;
    start = pagination.next_start;
  }
  return fields
    .filter((f) => f.active_flag !== false && typeof f.key === "string")
    .map((f) => ({
      name: f.key,
      label: f.name,
      readOnly: !(
        WRITABLE_STANDARD.has(f.key) ||
        (isCustom(f) && TEXT_TYPES.has(f.field_type ?? ""))
      ),
      required: f.mandatory_flag === true,
    }));
}

interface Person {
  id: number;
  name?: string | null;
  job_title?: string | null;
  org_id?: number | null;
  phones?: { value?: string }[] | null;
  custom_fields?: Record<string, unknown> | null;
}

/** A person's values under the field keys a mapping names (org_id as the organisation's id). */
function valuesOf(person: Person): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  const text = (v: unknown) => (v === null || v === undefined || v === "" ? null : String(v));
  out.name = text(person.name);
  out.job_title = text(person.job_title);
  out.org_id = text(person.org_id);
  out.phone = text(person.phones?.[0]?.value);
  for (const [key, value] of Object.entries(person.custom_fields ?? {})) out[key] = text(value);
  return out;
}

async function personById(session: PipedriveSession, id: number): Promise<Person | null> {
  try {
    const answer = await paced<Envelope<Person>>(session, () =>
      v2.PersonsApiFp(session.v2).getPerson(id),
    );
    return answer.data.data ?? null;
  } catch (error) {
    if (error instanceof CrmCallFailed && (error.status === 404 || error.status === 410)) {
      return null;
    }
    throw error;
  }
}

/**
 * The person a push writes to: the record an earlier push stored when it still exists, else
 * the one whose e-mail is this address (exact match), else none.
 */
export async function pipedriveFind(
  session: PipedriveSession,
  email: string,
  knownId: string | undefined,
): Promise<{ id: string; values: Record<string, string | null> } | null> {
  if (knownId && /^\d+$/.test(knownId)) {
    const person = await personById(session, Number(knownId));
    if (person) return { id: String(person.id), values: valuesOf(person) };
  }
  const answer = await paced<Envelope<{ items?: { item?: { id?: number } }[] }>>(session, () =>
    v2.PersonsApiFp(session.v2).searchPersons(email, "email", true),
  );
  const id = answer.data.data?.items?.[0]?.item?.id;
  if (typeof id !== "number") return null;
  const person = await personById(session, id);
  return person ? { id: String(person.id), values: valuesOf(person) } : null;
}

/** The organisation with this name (exact match), created when Pipedrive has none. */
export async function pipedriveOrganisation(
  session: PipedriveSession,
  name: string,
): Promise<number> {
  const key = name.trim().toLowerCase();
  const known = session.orgs.get(key);
  if (known !== undefined) return known;
  const found = await paced<Envelope<{ items?: { item?: { id?: number; name?: string } }[] }>>(
    session,
    () => v2.OrganizationsApiFp(session.v2).searchOrganization(name.trim(), "name", true),
  );
  let id = found.data.data?.items?.find((i) => i.item?.name?.trim().toLowerCase() === key)?.item
    ?.id;
  if (typeof id !== "number") {
    const created = await paced<Envelope<{ id: number }>>(session, () =>
      v2.OrganizationsApiFp(session.v2).addOrganization({ name: name.trim() }),
    );
    id = created.data.data.id;
  }
  session.orgs.set(key, id);
  return id;
}

/** The body of a create or update from field keys and values (the e-mail on create only). */
function bodyOf(properties: Record<string, string>, email?: string): v2.AddPersonRequest {
  const body: v2.AddPersonRequest = {};
  const custom: Record<string, string> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (key === "name") body.name = value;
    else if (key === "job_title") body.job_title = value;
    else if (key === "org_id") body.org_id = Number(value);
    else if (key === "phone") body.phones = [{ value, label: "mobile", primary: true }];
    else custom[key] = value;
  }
  if (Object.keys(custom).length > 0) body.custom_fields = custom;
  if (email !== undefined) {
    body.emails = [{ value: email, label: "work", primary: true }];
    body.name ??= email;
  }
  return body;
}

export async function pipedriveCreate(
  session: PipedriveSession,
  email: string,
  properties: Record<string, string>,
): Promise<string> {
  const answer = await paced<Envelope<{ id: number }>>(session, () =>
    v2.PersonsApiFp(session.v2).addPerson(bodyOf(properties, email)),
  );
  return String(answer.data.data.id);
}

export async function pipedriveUpdate(
  session: PipedriveSession,
  id: string,
  properties: Record<string, string>,
): Promise<void> {
  await paced<Envelope<{ id: number }>>(session, () =>
    v2.PersonsApiFp(session.v2).updatePerson(Number(id), bodyOf(properties)),
  );
}
