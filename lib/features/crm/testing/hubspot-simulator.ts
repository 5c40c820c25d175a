import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { consentRedirect, OAuthGrants } from "./oauth-grants";

/*
 * HubSpot's CRM API as its documentation describes it, on loopback, for the tests, the e2e
 * spec and the benchmark: private-app bearer tokens, the account-info details, the contacts'
 * property list (custom properties included), batch read and batch upsert by `email` (at most
 * 100 inputs, 207 multi-status with `errors` when some inputs fail), the error shape
 * (`status`, `message`, `correlationId`, `category`), the rolling ten-second limit with its
 * `X-HubSpot-RateLimit-*` headers and its 429 (`errorType: RATE_LIMIT`), and the contacts'
 * search (filters, one sort, 100 a page, `after`, at most 10,000 results a query, 4 requests a
 * second), and the contacts' list (`GET /crm/v3/objects/contacts`, `limit` up to 100, `after`,
 * `archived=true` for the archived ones with their `archivedAt`). With `oauth`, a public app's
 * OAuth 2 too: the consent page (`GET /oauth/authorize`, which redirects straight back with a
 * code, as "Allow" would), `POST /oauth/v1/token` (form-encoded; `authorization_code` and
 * `refresh_token` grants; 400 `BAD_AUTH_CODE`, `BAD_REFRESH_TOKEN`, `BAD_CLIENT_ID`), access
 * tokens that expire (401 `EXPIRED_AUTHENTICATION`).
 */

export interface SimContact {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

export interface HubSpotSimulator {
  url: string;
  portalId: number;
  /** Contacts by lower-cased e-mail. */
  contacts: Map<string, SimContact>;
  /** Archived (deleted) contacts by id, as the list with `archived=true` answers them. */
  archived: Map<string, SimContact & { archivedAt: string }>;
  /** Deletes a contact as HubSpot does: archived, searched no more. */
  archive(email: string): void;
  /** Every request: method, path, and how many inputs a batch carried. */
  calls: { method: string; path: string; inputs: number; status: number }[];
  /** The next `n` requests are answered 429 (a storm), whatever the window holds. */
  storm(n: number): void;
  /**
   * Empties the rate-limit window, as if the last request were a window ago: a test that counts
   * 429s starts from a quiet window, not from whatever earlier tests' sessions left in it.
   */
  resetWindow(): void;
  /** The next `n` requests are answered 502. */
  fail(n: number): void;
  /** The next `n` upserts are applied, then the connection is cut before the answer (a crash). */
  dropAnswers(n: number): void;
  /** Upserts of these e-mails fail (207, `errors`), the rest of their batch succeeds. */
  rejectEmails: Set<string>;
  /** Called before each upsert is answered; throwing aborts the connection (a crash mid-call). */
  onUpsert?: (emails: string[]) => void;
  /** The OAuth app's grants (with `oauth`): expire access tokens, revoke refresh tokens. */
  oauth?: OAuthGrants;
  close(): Promise<void>;
}

export interface SimulatorOptions {
  token: string;
  /** A fixed port (a browser test's app is told it before the simulator starts); default any. */
  port?: number;
  /** Requests allowed per rolling window (HubSpot: 100 or 190 per 10 s for private apps). */
  max?: number;
  intervalMs?: number;
  /** Sends `Retry-After` (seconds) with its 429s. */
  retryAfter?: number;
  customProperties?: { name: string; label: string; type?: string }[];
  /** Search requests allowed a second (HubSpot: 4). */
  searchPerSecond?: number;
  /** A public app's credentials: OAuth 2 on (access tokens live `ttlSeconds`, HubSpot: 1800). */
  oauth?: { clientId: string; clientSecret: string; ttlSeconds?: number };
}

const STANDARD_PROPERTIES: { name: string; label: string; type: string }[] = [
  { name: "email", label: "Email", type: "string" },
  { name: "firstname", label: "First Name", type: "string" },
  { name: "lastname", label: "Last Name", type: "string" },
  { name: "jobtitle", label: "Job Title", type: "string" },
  { name: "company", label: "Company Name", type: "string" },
  { name: "website", label: "Website URL", type: "string" },
  { name: "phone", label: "Phone Number", type: "string" },
  { name: "mobilephone", label: "Mobile Phone Number", type: "string" },
  { name: "city", label: "City", type: "string" },
  { name: "state", label: "State/Region", type: "string" },
  { name: "country", label: "Country/Region", type: "string" },
  { name: "industry", label: "Industry", type: "string" },
  { name: "hs_linkedin_url", label: "LinkedIn URL", type: "string" },
  { name: "hs_object_id", label: "Record ID", type: "number" },
  { name: "createdate", label: "Create Date", type: "datetime" },
  { name: "lastmodifieddate", label: "Last Modified Date", type: "datetime" },
];
const READ_ONLY = new Set(["hs_object_id", "createdate", "lastmodifieddate"]);

function error(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { "content-type": "application/json;charset=utf-8" });
  res.end(JSON.stringify({ status: "error", correlationId: randomUUID(), ...body }));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : undefined;
}

type Input = { id?: unknown; idProperty?: unknown; properties?: Record<string, unknown> };

export async function startHubSpotSimulator(options: SimulatorOptions): Promise<HubSpotSimulator> {
  const max = options.max ?? 100;
  const intervalMs = options.intervalMs ?? 10_000;
  const properties = [
    ...STANDARD_PROPERTIES,
    ...(options.customProperties ?? []).map((p) => ({ type: "string", ...p })),
  ];
  const portalId = 4_271_993;
  const contacts = new Map<string, SimContact>();
  const archived: HubSpotSimulator["archived"] = new Map();
  const calls: HubSpotSimulator["calls"] = [];
  const window: number[] = [];
  let storm = 0;
  let failing = 0;
  let dropping = 0;
  let nextId = 51;
  const sim: HubSpotSimulator = {
    url: "",
    portalId,
    contacts,
    archived,
    archive: (email) => {
      const c = contacts.get(email.toLowerCase());
      if (!c) return;
      contacts.delete(email.toLowerCase());
      const stamp = new Date().toISOString();
      archived.set(c.id, { ...c, updatedAt: stamp, archivedAt: stamp });
    },
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
    dropAnswers: (n) => {
      dropping = n;
    },
    rejectEmails: new Set(),
    ...(options.oauth ? { oauth: new OAuthGrants("hs", options.oauth.ttlSeconds ?? 1800) } : {}),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** HubSpot's OAuth errors: 400 with a `status` naming the problem. */
  function badAuth(res: ServerResponse, status: string, message: string): number {
    res.writeHead(400, { "content-type": "application/json;charset=utf-8" });
    res.end(JSON.stringify({ status, message, correlationId: randomUUID() }));
    return 400;
  }

  async function oauthCall(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    grants: OAuthGrants,
    app: { clientId: string; clientSecret: string },
  ): Promise<number> {
    if (req.method === "GET") {
      const redirect = url.searchParams.get("redirect_uri");
      if (url.searchParams.get("client_id") !== app.clientId || !redirect) {
        res.writeHead(400, { "content-type": "text/html" });
        res.end("<p>Authorization failed because this application is misconfigured.</p>");
        return 400;
      }
      const scopes = (url.searchParams.get("scope") ?? "").split(" ");
      if (!scopes.includes("crm.objects.contacts.write")) {
        res.writeHead(400, { "content-type": "text/html" });
        res.end("<p>Authorization failed: missing scopes.</p>");
        return 400;
      }
      res.writeHead(302, {
        location: consentRedirect(redirect, grants.code(redirect), url.searchParams.get("state")),
      });
      res.end();
      return 302;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    if (form.get("client_id") !== app.clientId || form.get("client_secret") !== app.clientSecret) {
      return badAuth(res, "BAD_CLIENT_ID", "missing or unknown client id");
    }
    let refresh: string | null = null;
    if (form.get("grant_type") === "authorization_code") {
      refresh = grants.exchange(form.get("code") ?? "", form.get("redirect_uri") ?? "");
      if (!refresh) return badAuth(res, "BAD_AUTH_CODE", "missing or unknown auth code");
    } else if (form.get("grant_type") === "refresh_token") {
      refresh = form.get("refresh_token") ?? "";
      if (!grants.hasRefreshToken(refresh)) {
        return badAuth(res, "BAD_REFRESH_TOKEN", "missing or invalid refresh token");
      }
    } else {
      return badAuth(
        res,
        "BAD_GRANT_TYPE",
        "grant_type must be authorization_code or refresh_token",
      );
    }
    const access = grants.access();
    res.writeHead(200, { "content-type": "application/json;charset=utf-8" });
    res.end(
      JSON.stringify({
        token_type: "bearer",
        refresh_token: refresh,
        access_token: access.token,
        expires_in: access.expiresIn,
      }),
    );
    return 200;
  }

  function rateHeaders(res: ServerResponse, remaining: number): void {
    res.setHeader("X-HubSpot-RateLimit-Interval-Milliseconds", String(intervalMs));
    res.setHeader("X-HubSpot-RateLimit-Max", String(max));
    res.setHeader("X-HubSpot-RateLimit-Remaining", String(Math.max(0, remaining)));
    res.setHeader("X-HubSpot-RateLimit-Daily", "500000");
    res.setHeader("X-HubSpot-RateLimit-Daily-Remaining", "499000");
  }

  function tooMany(res: ServerResponse): void {
    if (options.retryAfter !== undefined) res.setHeader("Retry-After", String(options.retryAfter));
    error(res, 429, {
      message: "You have reached your ten_secondly_rolling limit.",
      errorType: "RATE_LIMIT",
      policyName: "TEN_SECONDLY_ROLLING",
    });
  }

  /** `GET /crm/v3/objects/contacts`: by id, `limit` (at most 100) a page, `after` the next id. */
  function list(url: URL, res: ServerResponse): number {
    const limit = Number(url.searchParams.get("limit") ?? 10);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      error(res, 400, { message: "limit must be between 1 and 100", category: "VALIDATION_ERROR" });
      return 400;
    }
    const after = Number(url.searchParams.get("after") ?? 0) || 0;
    const wantArchived = url.searchParams.get("archived") === "true";
    const names = (url.searchParams.get("properties") ?? "").split(",").filter(Boolean);
    const all = (wantArchived ? [...archived.values()] : [...contacts.values()])
      .filter((c) => Number(c.id) >= after)
      .sort((a, b) => Number(a.id) - Number(b.id));
    const page = all.slice(0, limit);
    const last = page.at(-1);
    res.writeHead(200, { "content-type": "application/json;charset=utf-8" });
    res.end(
      JSON.stringify({
        results: page.map((c) => ({
          id: c.id,
          properties: Object.fromEntries(
            (names.length > 0 ? names : ["email", "createdate", "lastmodifieddate"]).map((n) => [
              n,
              c.properties[n] ?? null,
            ]),
          ),
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
          archived: wantArchived,
          ...("archivedAt" in c ? { archivedAt: c.archivedAt } : {}),
        })),
        ...(all.length > limit && last
          ? {
              paging: {
                next: {
                  after: String(Number(last.id) + 1),
                  link: `${sim.url}/crm/v3/objects/contacts?after=${Number(last.id) + 1}`,
                },
              },
            }
          : {}),
      }),
    );
    return 200;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, call: number): Promise<number> {
    const url = new URL(req.url ?? "/", "http://sim");
    const path = url.pathname;
    if (
      sim.oauth &&
      options.oauth &&
      ((req.method === "GET" && path === "/oauth/authorize") ||
        (req.method === "POST" && path === "/oauth/v1/token"))
    ) {
      return oauthCall(req, res, url, sim.oauth, options.oauth);
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const issued = sim.oauth?.check(bearer) ?? "unknown";
    if (issued === "expired") {
      error(res, 401, {
        message: "The OAuth token used to make this call expired 0 minute(s) ago.",
        category: "EXPIRED_AUTHENTICATION",
      });
      return 401;
    }
    if (bearer !== options.token && issued !== "valid") {
      error(res, 401, {
        message:
          "Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview",
        category: "INVALID_AUTHENTICATION",
      });
      return 401;
    }
    const now = Date.now();
    while (window.length > 0 && (window[0] ?? 0) <= now - intervalMs) window.shift();
    if (storm > 0) {
      storm--;
      rateHeaders(res, 0);
      tooMany(res);
      return 429;
    }
    if (window.length >= max) {
      rateHeaders(res, 0);
      tooMany(res);
      return 429;
    }
    window.push(now);
    rateHeaders(res, max - window.length);
    if (failing > 0) {
      failing--;
      error(res, 502, { message: "Bad Gateway", category: "INTERNAL_ERROR" });
      return 502;
    }

    if (req.method === "GET" && path === "/account-info/v3/details") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          portalId,
          accountType: "STANDARD",
          timeZone: "Europe/Berlin",
          companyCurrency: "EUR",
          additionalCurrencies: [],
          utcOffset: "+01:00",
          utcOffsetMilliseconds: 3_600_000,
          uiDomain: "app-eu1.hubspot.com",
          dataHostingLocation: "eu1",
        }),
      );
      return 200;
    }
    if (req.method === "GET" && path === "/crm/v3/properties/contacts") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          results: properties.map((p) => ({
            name: p.name,
            label: p.label,
            type: p.type,
            fieldType: "text",
            groupName: "contactinformation",
            description: "",
            options: [],
            displayOrder: -1,
            calculated: false,
            externalOptions: false,
            hasUniqueValue: p.name === "email",
            hidden: false,
            formField: true,
            modificationMetadata: {
              archivable: true,
              readOnlyDefinition: true,
              readOnlyValue: READ_ONLY.has(p.name),
            },
          })),
        }),
      );
      return 200;
    }
    if (req.method === "POST" && path === "/crm/v3/objects/contacts/search") {
      return search(req, res);
    }
    if (req.method === "GET" && path === "/crm/v3/objects/contacts") {
      return list(url, res);
    }
    if (req.method !== "POST") {
      error(res, 404, { message: "Not found", category: "OBJECT_NOT_FOUND" });
      return 404;
    }
    const body = (await readJson(req).catch(() => null)) as {
      inputs?: Input[];
      idProperty?: string;
      properties?: string[];
    } | null;
    const inputs = Array.isArray(body?.inputs) ? body.inputs : null;
    if (!inputs) {
      error(res, 400, { message: "Invalid input JSON on line 1", category: "VALIDATION_ERROR" });
      return 400;
    }
    const entry = calls[call];
    if (entry) entry.inputs = inputs.length;
    if (inputs.length > 100) {
      error(res, 400, {
        message: `Batch input limit exceeded. Maximum 100 inputs allowed, received ${inputs.length}.`,
        category: "VALIDATION_ERROR",
      });
      return 400;
    }
    const stamp = new Date().toISOString();
    const shown = (c: SimContact, names?: string[]) => ({
      id: c.id,
      properties: names
        ? Object.fromEntries(names.map((n) => [n, c.properties[n] ?? null]))
        : c.properties,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      archived: false,
    });

    if (path === "/crm/v3/objects/contacts/batch/read") {
      if (body?.idProperty !== "email") {
        error(res, 400, { message: "idProperty must be email here", category: "VALIDATION_ERROR" });
        return 400;
      }
      const found: SimContact[] = [];
      const missing: string[] = [];
      for (const input of inputs) {
        const c = contacts.get(String(input.id).toLowerCase());
        if (c) found.push(c);
        else missing.push(String(input.id));
      }
      const result = {
        status: "COMPLETE",
        results: found.map((c) => shown(c, body.properties)),
        startedAt: stamp,
        completedAt: stamp,
        ...(missing.length
          ? {
              numErrors: 1,
              errors: [
                {
                  status: "error",
                  category: "OBJECT_NOT_FOUND",
                  message:
                    "Could not get some CONTACT objects, they may be deleted or not exist. Check that ids are valid.",
                  context: { ids: missing },
                },
              ],
            }
          : {}),
      };
      res.writeHead(missing.length ? 207 : 200, { "content-type": "application/json" });
      res.end(JSON.stringify(result));
      return missing.length ? 207 : 200;
    }

    if (path === "/crm/v3/objects/contacts/batch/upsert") {
      const emails = inputs.map((i) => String(i.id ?? "").toLowerCase());
      sim.onUpsert?.(emails);
      const results: unknown[] = [];
      const errors: unknown[] = [];
      for (const input of inputs) {
        const email = String(input.id ?? "").toLowerCase();
        if (input.idProperty !== "email" || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
          errors.push({
            status: "error",
            category: "VALIDATION_ERROR",
            message: `Property values were not valid: [{"isValid":false,"message":"Email address ${email} is invalid","error":"INVALID_EMAIL","name":"email"}]`,
            context: { ids: [String(input.id ?? "")] },
          });
          continue;
        }
        if (sim.rejectEmails.has(email)) {
          errors.push({
            status: "error",
            category: "VALIDATION_ERROR",
            message: `Property values were not valid: [{"isValid":false,"message":"${email} was not a valid value for jobtitle","error":"INVALID_OPTION","name":"jobtitle"}]`,
            context: { ids: [email] },
          });
          continue;
        }
        const given = Object.fromEntries(
          Object.entries(input.properties ?? {}).map(([k, v]) => [k, String(v ?? "")]),
        );
        const unknown = Object.keys(given).find((k) => !properties.some((p) => p.name === k));
        if (unknown) {
          errors.push({
            status: "error",
            category: "VALIDATION_ERROR",
            message: `Property values were not valid: [{"isValid":false,"message":"Property \\"${unknown}\\" does not exist","error":"PROPERTY_DOESNT_EXIST","name":"${unknown}"}]`,
            context: { ids: [email] },
          });
          continue;
        }
        const existing = contacts.get(email);
        if (existing) {
          for (const [k, v] of Object.entries(given)) {
            if (v === "") delete existing.properties[k];
            else existing.properties[k] = v;
          }
          existing.updatedAt = stamp;
          results.push({ ...shown(existing), new: false });
        } else {
          const id = String(nextId++);
          const created: SimContact = {
            id,
            properties: { ...given, email, hs_object_id: id },
            createdAt: stamp,
            updatedAt: stamp,
          };
          contacts.set(email, created);
          results.push({ ...shown(created), new: true });
        }
      }
      if (dropping > 0) {
        dropping--;
        req.socket.destroy();
        return 0;
      }
      const status = errors.length ? 207 : 200;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          status: "COMPLETE",
          results,
          startedAt: stamp,
          completedAt: stamp,
          ...(errors.length ? { numErrors: errors.length, errors } : {}),
        }),
      );
      return status;
    }
    error(res, 404, { message: `No route for ${path}`, category: "OBJECT_NOT_FOUND" });
    return 404;
  }

  /** Search requests of the last second (HubSpot: 4 a second per token). */
  const searchWindow: number[] = [];

  /**
   * POST /crm/v3/objects/contacts/search: filters AND-ed within a group, groups OR-ed; one sort;
   * `limit` up to 100; `after` an offset, and no result past the 10,000th. Answers carry none
   * of the X-HubSpot-RateLimit headers; past 4 a second, a 429.
   */
  async function search(req: IncomingMessage, res: ServerResponse): Promise<number> {
    for (const h of res.getHeaderNames()) {
      if (h.toLowerCase().startsWith("x-hubspot-ratelimit")) res.removeHeader(h);
    }
    const now = Date.now();
    while (searchWindow.length > 0 && (searchWindow[0] ?? 0) <= now - 1000) searchWindow.shift();
    if (searchWindow.length >= (options.searchPerSecond ?? 4)) {
      error(res, 429, {
        message: "You have reached your secondly limit.",
        errorType: "RATE_LIMIT",
        policyName: "SECONDLY",
      });
      return 429;
    }
    searchWindow.push(now);
    const body = (await readJson(req).catch(() => null)) as {
      filterGroups?: { filters?: { propertyName?: string; operator?: string; value?: string }[] }[];
      sorts?: ({ propertyName?: string; direction?: string } | string)[];
      properties?: string[];
      limit?: number;
      after?: string;
    } | null;
    if (!body || typeof body !== "object") {
      error(res, 400, { message: "Invalid input JSON on line 1", category: "VALIDATION_ERROR" });
      return 400;
    }
    const limit = body.limit ?? 10;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      error(res, 400, {
        message: `limit must be between 1 and 100, got ${limit}`,
        category: "VALIDATION_ERROR",
      });
      return 400;
    }
    const offset = body.after === undefined ? 0 : Number(body.after);
    if (!Number.isInteger(offset) || offset < 0) {
      error(res, 400, { message: "Invalid paging cursor", category: "VALIDATION_ERROR" });
      return 400;
    }
    if (offset + limit > 10_000) {
      error(res, 400, {
        message: "The search cannot return more than 10,000 results: narrow the query.",
        category: "VALIDATION_ERROR",
      });
      return 400;
    }
    const propertyOf = (c: SimContact, name: string): string | undefined =>
      name === "lastmodifieddate"
        ? String(Date.parse(c.updatedAt))
        : name === "createdate"
          ? String(Date.parse(c.createdAt))
          : name === "hs_object_id"
            ? c.id
            : c.properties[name];
    const compare = (a: string, b: string) => {
      const x = Number(a);
      const y = Number(b);
      return Number.isFinite(x) && Number.isFinite(y) ? x - y : a < b ? -1 : a > b ? 1 : 0;
    };
    const matches = (
      c: SimContact,
      f: { propertyName?: string; operator?: string; value?: string },
    ) => {
      const v = propertyOf(c, f.propertyName ?? "");
      if (f.operator === "HAS_PROPERTY") return v !== undefined;
      if (v === undefined || f.value === undefined) return false;
      const d = compare(v, f.value);
      switch (f.operator) {
        case "EQ":
          return d === 0;
        case "NEQ":
          return d !== 0;
        case "GT":
          return d > 0;
        case "GTE":
          return d >= 0;
        case "LT":
          return d < 0;
        case "LTE":
          return d <= 0;
        default:
          return false;
      }
    };
    const groups = body.filterGroups ?? [];
    let found = [...contacts.values()].filter(
      (c) =>
        groups.length === 0 || groups.some((g) => (g.filters ?? []).every((f) => matches(c, f))),
    );
    const sort = body.sorts?.[0];
    const by =
      typeof sort === "string" ? sort.replace(/^-/, "") : (sort?.propertyName ?? "hs_object_id");
    const descending =
      typeof sort === "string" ? sort.startsWith("-") : sort?.direction === "DESCENDING";
    found = found.sort((a, b) => {
      const d =
        compare(propertyOf(a, by) ?? "", propertyOf(b, by) ?? "") || Number(a.id) - Number(b.id);
      return descending ? -d : d;
    });
    const total = found.length;
    const page = found.slice(offset, offset + limit);
    const names = body.properties?.length
      ? body.properties
      : ["createdate", "email", "firstname", "hs_object_id", "lastmodifieddate", "lastname"];
    const next = offset + limit < total ? String(offset + limit) : null;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        total,
        results: page.map((c) => ({
          id: c.id,
          properties: Object.fromEntries(
            names.map((n) => [
              n,
              n === "lastmodifieddate"
                ? c.updatedAt
                : n === "createdate"
                  ? c.createdAt
                  : (c.properties[n] ?? null),
            ]),
          ),
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
          archived: false,
        })),
        ...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
      }),
    );
    return 200;
  }

  const server = createServer((req, res) => {
    calls.push({ method: req.method ?? "", path: req.url ?? "", inputs: 0, status: 0 });
    const call = calls.length - 1;
    handle(req, res, call).then(
      (status) => {
        const entry = calls[call];
        if (entry) entry.status = status;
      },
      () => {
        req.socket.destroy();
      },
    );
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve()),
  );
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return sim;
}
