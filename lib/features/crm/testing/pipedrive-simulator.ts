import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { consentRedirect, OAuthGrants } from "./oauth-grants";

/*
 * Pipedrive's API as its documentation describes it, on loopback, for the tests and the e2e
 * spec: the API token (`x-api-token` header or `api_token` query), the current user
 * (`GET /v1/users/me`), the person fields (`GET /v1/personFields`, custom fields keyed by 40 hex
 * characters), persons and organisations in API v2 (search with `exact_match`, get, create,
 * update, delete), the persons' list (`GET /api/v2/persons`: `updated_since`, `sort_by`,
 * `sort_direction`, `limit` up to 500, an opaque `cursor` and `additional_data.next_cursor`; a
 * deleted person is listed no more), organisations by `ids` (`GET /api/v2/organizations`, with
 * their `website`), RFC 3339 times as v2 has them, the error shape (`success: false`, `error`,
 * `error_info`), the 2-second window with its `x-ratelimit-limit/-remaining/-reset` headers, and
 * its 429 with `Retry-After`. With `oauth`, a Marketplace app's OAuth 2 too: the consent page
 * (`GET /oauth/authorize`, redirecting straight back with a code, as "Allow" would),
 * `POST /oauth/token` (form-encoded, HTTP Basic client id and secret; `authorization_code` and
 * `refresh_token` grants; 400 "Invalid grant: … is invalid", 401 "Invalid client"), answers
 * naming the company's `api_domain` (this simulator), where calls go as `/api/v1/…` and
 * `/api/v2/…` with `Authorization: Bearer`; an expired access token is a 401.
 */

export interface SimPerson {
  id: number;
  name: string;
  emails: { value: string; primary: boolean; label: string }[];
  phones: { value: string; primary: boolean; label: string }[];
  org_id: number | null;
  job_title: string | null;
  custom_fields: Record<string, string | null>;
  add_time: string;
  update_time: string;
}

export interface SimOrganization {
  id: number;
  name: string;
  website?: string | null;
}

/** Pipedrive's v2 times: RFC 3339, to the second. */
export const pipedriveTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export interface PipedriveSimulator {
  url: string;
  companyDomain: string;
  /** Persons by id. */
  persons: Map<number, SimPerson>;
  /** Organisations by id. */
  organizations: Map<number, SimOrganization>;
  /** The person whose primary e-mail is this address. */
  byEmail(email: string): SimPerson | undefined;
  calls: { method: string; path: string; status: number }[];
  /** The next `n` requests are answered 429, whatever the window holds. */
  storm(n: number): void;
  /**
   * Empties the rate-limit window, as if the last request were a window ago: a test that counts
   * 429s starts from a quiet window, not from whatever earlier tests' sessions left in it.
   */
  resetWindow(): void;
  /** The next `n` requests are answered 503. */
  fail(n: number): void;
  /** Creating a person with one of these e-mails is refused (400). */
  rejectEmails: Set<string>;
  /** The OAuth app's grants (with `oauth`): expire access tokens, revoke refresh tokens. */
  oauth?: OAuthGrants;
  close(): Promise<void>;
}

export interface PipedriveSimulatorOptions {
  token: string;
  port?: number;
  /** Requests per window (Pipedrive: 20 to 120 per 2 s for an API token, by plan). */
  max?: number;
  windowMs?: number;
  /** Seconds sent as `Retry-After` and `x-ratelimit-reset` with a 429 (Pipedrive: a penalty). */
  retryAfter?: number;
  customFields?: { key: string; name: string; field_type?: string }[];
  /** A Marketplace app's credentials: OAuth 2 on (access tokens live `ttlSeconds`, Pipedrive: 3599). */
  oauth?: { clientId: string; clientSecret: string; ttlSeconds?: number; apiDomain?: string };
}

const STANDARD_FIELDS: { key: string; name: string; field_type: string; mandatory?: boolean }[] = [
  { key: "id", name: "ID", field_type: "int" },
  { key: "name", name: "Name", field_type: "varchar", mandatory: true },
  { key: "first_name", name: "First name", field_type: "varchar" },
  { key: "last_name", name: "Last name", field_type: "varchar" },
  { key: "label_ids", name: "Labels", field_type: "set" },
  { key: "org_id", name: "Organization", field_type: "org" },
  { key: "owner_id", name: "Owner", field_type: "user" },
  { key: "email", name: "Email", field_type: "varchar" },
  { key: "phone", name: "Phone", field_type: "phone" },
  { key: "job_title", name: "Job title", field_type: "varchar" },
  { key: "add_time", name: "Person created", field_type: "date" },
  { key: "update_time", name: "Update time", field_type: "date" },
];

function send(res: ServerResponse, status: number, body: unknown): number {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
  return status;
}

function failure(res: ServerResponse, status: number, error: string): number {
  return send(res, status, {
    success: false,
    error,
    errorCode: status,
    error_info: "Please check developers.pipedrive.com for more information about Pipedrive API.",
    data: null,
    additional_data: null,
  });
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    const parsed = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}

export async function startPipedriveSimulator(
  options: PipedriveSimulatorOptions,
): Promise<PipedriveSimulator> {
  const max = options.max ?? 80;
  const windowMs = options.windowMs ?? 2_000;
  const retryAfter = options.retryAfter ?? 1;
  const fields = [
    ...STANDARD_FIELDS.map((f, i) => ({
      id: 9000 + i,
      key: f.key,
      name: f.name,
      field_type: f.field_type,
      edit_flag: false,
      mandatory_flag: f.mandatory ?? false,
      active_flag: true,
    })),
    ...(options.customFields ?? []).map((f, i) => ({
      id: 9100 + i,
      key: f.key,
      name: f.name,
      field_type: f.field_type ?? "varchar",
      edit_flag: true,
      mandatory_flag: false,
      active_flag: true,
    })),
  ];
  const custom = new Set((options.customFields ?? []).map((f) => f.key));
  const persons = new Map<number, SimPerson>();
  const organizations = new Map<number, SimOrganization>();
  const calls: PipedriveSimulator["calls"] = [];
  const window: number[] = [];
  let storm = 0;
  let failing = 0;
  let nextPerson = 701;
  let nextOrg = 31;
  const byEmail = (email: string) =>
    [...persons.values()].find((p) =>
      p.emails.some((e) => e.value.toLowerCase() === email.toLowerCase()),
    );
  const sim: PipedriveSimulator = {
    url: "",
    companyDomain: "acme-sales",
    persons,
    organizations,
    byEmail,
    calls,
    storm: (n) => {
      storm = n;
    },
    resetWindow: () => {
      window.length = 0;
    },
    fail: (n) => {
      failing = n;
    },
    rejectEmails: new Set(),
    ...(options.oauth ? { oauth: new OAuthGrants("pd", options.oauth.ttlSeconds ?? 3599) } : {}),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function limitHeaders(res: ServerResponse, remaining: number, reset: number): void {
    res.setHeader("x-ratelimit-limit", String(max));
    res.setHeader("x-ratelimit-remaining", String(Math.max(0, remaining)));
    res.setHeader("x-ratelimit-reset", String(reset));
    res.setHeader("x-daily-requests-left", "9000");
  }

  /** A 429: after a storm `retryAfter`, at the window's edge at least the window's rest. */
  function overLimit(res: ServerResponse, seconds = retryAfter): number {
    limitHeaders(res, 0, seconds);
    res.setHeader("Retry-After", String(seconds));
    return failure(res, 429, "Request over limit");
  }

  /** Applies a create or update body; a message when Pipedrive would refuse it. */
  function apply(person: SimPerson, body: Record<string, unknown>): string | null {
    if ("name" in body) {
      if (typeof body.name !== "string" || body.name.trim() === "") return "Name must be given.";
      person.name = body.name;
    }
    if ("job_title" in body) person.job_title = body.job_title ? String(body.job_title) : null;
    if ("org_id" in body) {
      const id = Number(body.org_id);
      if (body.org_id !== null && !organizations.has(id)) return "Organization not found.";
      person.org_id = body.org_id === null ? null : id;
    }
    if (Array.isArray(body.phones)) {
      person.phones = body.phones.map((p: { value?: unknown; label?: unknown }, i: number) => ({
        value: String(p.value ?? ""),
        label: String(p.label ?? "work"),
        primary: i === 0,
      }));
    }
    if (Array.isArray(body.emails)) {
      person.emails = body.emails.map((e: { value?: unknown; label?: unknown }, i: number) => ({
        value: String(e.value ?? ""),
        label: String(e.label ?? "work"),
        primary: i === 0,
      }));
    }
    if (body.custom_fields && typeof body.custom_fields === "object") {
      for (const [key, value] of Object.entries(body.custom_fields as Record<string, unknown>)) {
        if (!custom.has(key)) return `Custom field ${key} does not exist.`;
        person.custom_fields[key] = value === null ? null : String(value);
      }
    }
    return null;
  }

  /**
   * `GET /api/v2/persons`: the persons updated at or after `updated_since` (RFC 3339), sorted by
   * `sort_by` (id, update_time or add_time, ties by id), `limit` a page (at most 500), the next
   * page's first item as an opaque cursor in `additional_data.next_cursor` (null at the end).
   */
  function listPersons(url: URL, res: ServerResponse): number {
    const q = url.searchParams;
    const limit = Number(q.get("limit") ?? 100);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
      return failure(res, 400, "Parameter 'limit' must be an integer between 1 and 500.");
    }
    const sortBy = q.get("sort_by") ?? "id";
    const direction = q.get("sort_direction") ?? "asc";
    if (
      !["id", "update_time", "add_time"].includes(sortBy) ||
      !["asc", "desc"].includes(direction)
    ) {
      return failure(res, 400, "Invalid sort_by or sort_direction.");
    }
    const since = q.get("updated_since");
    const sinceMs = since === null ? null : Date.parse(since);
    if (since !== null && (!/^\d{4}-\d{2}-\d{2}T/.test(since) || Number.isNaN(sinceMs))) {
      return failure(res, 400, "Parameter 'updated_since' must be in RFC3339 format.");
    }
    let offset = 0;
    const cursor = q.get("cursor");
    if (cursor !== null) {
      const decoded = /^offset:(\d+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
      if (!decoded) return failure(res, 400, "Invalid cursor.");
      offset = Number(decoded[1]);
    }
    const key = (p: SimPerson) =>
      sortBy === "id" ? p.id : Date.parse(sortBy === "update_time" ? p.update_time : p.add_time);
    const sign = direction === "asc" ? 1 : -1;
    const all = [...persons.values()]
      .filter((p) => sinceMs === null || Date.parse(p.update_time) >= (sinceMs ?? 0))
      .sort((a, b) => sign * (key(a) - key(b) || a.id - b.id));
    const page = all.slice(offset, offset + limit);
    const next = offset + limit < all.length ? offset + limit : null;
    return send(res, 200, {
      success: true,
      data: page.map((p) => ({
        id: p.id,
        name: p.name,
        owner_id: 123,
        org_id: p.org_id,
        emails: p.emails,
        phones: p.phones,
        add_time: p.add_time,
        update_time: p.update_time,
        visible_to: 3,
        is_deleted: false,
        custom_fields: p.custom_fields,
      })),
      additional_data: {
        next_cursor:
          next === null ? null : Buffer.from(`offset:${next}`, "utf8").toString("base64url"),
      },
    });
  }

  /** The OAuth server's errors: `success: false` and a message. */
  function oauthFailure(res: ServerResponse, status: number, message: string): number {
    return send(res, status, { success: false, message });
  }

  async function oauthCall(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    grants: OAuthGrants,
    app: NonNullable<PipedriveSimulatorOptions["oauth"]>,
  ): Promise<number> {
    if (req.method === "GET") {
      const redirect = url.searchParams.get("redirect_uri");
      if (url.searchParams.get("client_id") !== app.clientId || !redirect) {
        return oauthFailure(res, 400, "Invalid client: client is invalid");
      }
      res.writeHead(302, {
        location: consentRedirect(redirect, grants.code(redirect), url.searchParams.get("state")),
      });
      res.end();
      return 302;
    }
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const [id, secret] = Buffer.from(basic ?? "", "base64")
      .toString("utf8")
      .split(":");
    if (!basic) return oauthFailure(res, 401, "Invalid client: cannot retrieve client credentials");
    if (id !== app.clientId || secret !== app.clientSecret) {
      return oauthFailure(res, 401, "Invalid client: client is invalid");
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    const grant = form.get("grant_type");
    let refresh: string | null;
    if (grant === "authorization_code") {
      refresh = grants.exchange(form.get("code") ?? "", form.get("redirect_uri"));
      if (!refresh) return oauthFailure(res, 400, "Invalid grant: authorization_code is invalid");
    } else if (grant === "refresh_token") {
      refresh = form.get("refresh_token") ?? "";
      if (!grants.hasRefreshToken(refresh)) {
        return oauthFailure(res, 400, "Invalid grant: refresh_token is invalid");
      }
    } else if (!grant) {
      return oauthFailure(res, 400, "Missing parameter: grant_type");
    } else {
      return oauthFailure(res, 400, "Unsupported grant type: grant_type is invalid");
    }
    const access = grants.access();
    return send(res, 200, {
      access_token: access.token,
      token_type: "Bearer",
      expires_in: access.expiresIn,
      refresh_token: refresh,
      scope: "base,contacts:full",
      api_domain: app.apiDomain ?? sim.url,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const url = new URL(req.url ?? "/", "http://sim");
    if (
      sim.oauth &&
      options.oauth &&
      ((req.method === "GET" && url.pathname === "/oauth/authorize") ||
        (req.method === "POST" && url.pathname === "/oauth/token"))
    ) {
      return oauthCall(req, res, url, sim.oauth, options.oauth);
    }
    // An OAuth app calls the company's domain with `/api/v1` where an API token uses `/v1`.
    const path = url.pathname.replace(/^\/api\/v1\//, "/v1/");
    const token = req.headers["x-api-token"] ?? url.searchParams.get("api_token");
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const issued = sim.oauth?.check(bearer) ?? "unknown";
    if (issued === "expired") return failure(res, 401, "Unauthorized: access token expired");
    if (token !== options.token && issued !== "valid") {
      return failure(res, 401, "unauthorized access");
    }
    const now = Date.now();
    while (window.length > 0 && (window[0] ?? 0) <= now - windowMs) window.shift();
    if (storm > 0) {
      storm--;
      return overLimit(res);
    }
    if (window.length >= max) {
      const rest = (window[0] ?? now) + windowMs - now;
      return overLimit(res, Math.max(retryAfter, Math.ceil(rest / 1000)));
    }
    window.push(now);
    limitHeaders(res, max - window.length, Math.ceil(windowMs / 1000));
    if (failing > 0) {
      failing--;
      return failure(res, 503, "Service Unavailable");
    }
    const stamp = pipedriveTime(Date.now());
    const method = req.method ?? "GET";

    if (method === "GET" && path === "/v1/users/me") {
      return send(res, 200, {
        success: true,
        data: {
          id: 123,
          name: "Sam Seller",
          email: "sam@acme-sales.example",
          company_id: 456,
          company_name: "Acme Sales",
          company_domain: sim.companyDomain,
          locale: "en_US",
          timezone_name: "Europe/Berlin",
        },
      });
    }
    if (method === "GET" && path === "/v1/personFields") {
      const start = Number(url.searchParams.get("start") ?? 0) || 0;
      const limit = Math.min(500, Number(url.searchParams.get("limit") ?? 100) || 100);
      const page = fields.slice(start, start + limit);
      const more = start + limit < fields.length;
      return send(res, 200, {
        success: true,
        data: page,
        additional_data: {
          pagination: {
            start,
            limit,
            more_items_in_collection: more,
            ...(more ? { next_start: start + limit } : {}),
          },
        },
      });
    }
    if (method === "GET" && path === "/api/v2/persons/search") {
      const term = (url.searchParams.get("term") ?? "").toLowerCase();
      const exact = url.searchParams.get("exact_match") === "true";
      if (term.length < (exact ? 1 : 2)) {
        return failure(res, 400, "Search term must be at least 2 characters long.");
      }
      const found = [...persons.values()].filter((p) =>
        p.emails.some((e) =>
          exact ? e.value.toLowerCase() === term : e.value.toLowerCase().includes(term),
        ),
      );
      return send(res, 200, {
        success: true,
        data: {
          items: found.map((p) => ({
            result_score: 1,
            item: {
              id: p.id,
              type: "person",
              name: p.name,
              phones: p.phones.map((x) => x.value),
              emails: p.emails.map((x) => x.value),
              visible_to: 3,
              owner: { id: 123 },
              organization: p.org_id
                ? { id: p.org_id, name: organizations.get(p.org_id)?.name ?? "" }
                : null,
              custom_fields: [],
              notes: [],
            },
          })),
        },
        additional_data: { next_cursor: null },
      });
    }
    if (method === "GET" && path === "/api/v2/organizations/search") {
      const term = (url.searchParams.get("term") ?? "").toLowerCase();
      const found = [...organizations.values()].filter((o) => o.name.toLowerCase() === term);
      return send(res, 200, {
        success: true,
        data: {
          items: found.map((o) => ({
            result_score: 1,
            item: { id: o.id, type: "organization", name: o.name, address: null },
          })),
        },
        additional_data: { next_cursor: null },
      });
    }
    if (method === "POST" && path === "/api/v2/organizations") {
      const body = await readJson(req);
      const name = typeof body?.name === "string" ? body.name.trim() : "";
      if (!name) return failure(res, 400, "Name must be given.");
      const org = { id: nextOrg++, name };
      organizations.set(org.id, org);
      return send(res, 200, { success: true, data: { ...org, add_time: stamp } });
    }
    if (method === "POST" && path === "/api/v2/persons") {
      const body = await readJson(req);
      if (!body) return failure(res, 400, "Invalid JSON body.");
      const email = Array.isArray(body.emails)
        ? String((body.emails[0] as { value?: unknown })?.value ?? "").toLowerCase()
        : "";
      if (sim.rejectEmails.has(email)) {
        return failure(res, 400, `Email ${email} is not a valid email address.`);
      }
      const person: SimPerson = {
        id: nextPerson,
        name: "",
        emails: [],
        phones: [],
        org_id: null,
        job_title: null,
        custom_fields: Object.fromEntries([...custom].map((k) => [k, null])),
        add_time: stamp,
        update_time: stamp,
      };
      if (!("name" in body)) return failure(res, 400, "Name must be given.");
      const refused = apply(person, body);
      if (refused) return failure(res, 400, refused);
      nextPerson++;
      persons.set(person.id, person);
      return send(res, 200, { success: true, data: person });
    }
    if (method === "GET" && path === "/api/v2/persons") return listPersons(url, res);
    if (method === "GET" && path === "/api/v2/organizations") {
      const ids = (url.searchParams.get("ids") ?? "").split(",").filter(Boolean).map(Number);
      if (ids.length > 100) return failure(res, 400, "Up to 100 ids are allowed.");
      const found = ids.flatMap((id) => {
        const o = organizations.get(id);
        return o ? [{ id: o.id, name: o.name, website: o.website ?? null, is_deleted: false }] : [];
      });
      return send(res, 200, { success: true, data: found, additional_data: { next_cursor: null } });
    }
    const one = /^\/api\/v2\/persons\/(\d+)$/.exec(path);
    if (one) {
      const person = persons.get(Number(one[1]));
      if (!person) return failure(res, 404, "Person not found");
      if (method === "GET") return send(res, 200, { success: true, data: person });
      if (method === "PATCH") {
        const body = await readJson(req);
        if (!body) return failure(res, 400, "Invalid JSON body.");
        const copy = structuredClone(person);
        const refused = apply(copy, body);
        if (refused) return failure(res, 400, refused);
        Object.assign(person, copy, { update_time: stamp });
        return send(res, 200, { success: true, data: person });
      }
      if (method === "DELETE") {
        persons.delete(person.id);
        return send(res, 200, { success: true, data: { id: person.id } });
      }
    }
    return failure(res, 404, `Unknown method ${method} ${path}`);
  }

  const server = createServer((req, res) => {
    calls.push({ method: req.method ?? "", path: req.url ?? "", status: 0 });
    const call = calls.length - 1;
    handle(req, res).then(
      (status) => {
        const entry = calls[call];
        if (entry) entry.status = status;
      },
      () => req.socket.destroy(),
    );
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve()),
  );
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return sim;
}
