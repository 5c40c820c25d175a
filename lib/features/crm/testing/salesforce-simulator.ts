import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * Salesforce as its documentation describes it, on loopback, for the tests: the OAuth 2.0 web
 * server flow (`/services/oauth2/authorize` redirecting with `code` and `state`, the token
 * endpoint's `authorization_code` and `refresh_token` grants, `invalid_grant` errors), an access
 * token that expires (401 `INVALID_SESSION_ID`), and the REST API for Lead and Contact: describe,
 * SOQL queries (by Email, or by `LastModifiedDate` ordered by it and Id, `Account.Website` on a
 * Contact) through `/query` and `/queryAll` (which also answers deleted records still in the
 * Recycle Bin, `IsDeleted` true), paged in batches (`totalSize`, `done`, `nextRecordsUrl`
 * answered by `GET /query/{locator}`), sObject Collections create and update (at most 200
 * records, `allOrNone`, per-record `success` and `errors`), the error shape
 * `[{ message, errorCode }]`. Every write stamps `LastModifiedDate` (`...000+0000`), a delete too.
 */

export interface SimRecord {
  Id: string;
  [field: string]: string | null;
}

/** Salesforce's datetime as the REST API writes it: `2026-01-01T00:00:00.000+0000`. */
export const salesforceTime = (ms: number) => new Date(ms).toISOString().replace("Z", "+0000");

export interface SalesforceSimulator {
  url: string;
  /** Records by object name, then by id. */
  records: { Lead: Map<string, SimRecord>; Contact: Map<string, SimRecord> };
  /** Deleted records (the Recycle Bin), answered by `queryAll` with `IsDeleted` true. */
  deleted: { Lead: Map<string, SimRecord>; Contact: Map<string, SimRecord> };
  /** Accounts by id (a Contact's `AccountId`), with their `Website`. */
  accounts: Map<string, { Id: string; Name: string; Website: string | null }>;
  /** Open query locators lapse (Salesforce drops them after 15 minutes idle). */
  forgetQueryLocators(): void;
  /** Deletes a record as the UI or `DELETE /sobjects/...` does: to the Recycle Bin, stamped now. */
  remove(object: "Lead" | "Contact", id: string): void;
  byEmail(object: "Lead" | "Contact", email: string): SimRecord | undefined;
  calls: { method: string; path: string; status: number; records: number }[];
  /** Every access token issued so far stops working (as a session timeout does). */
  expireAccessTokens(): void;
  /** Creating a record with one of these e-mails fails (its row only). */
  rejectEmails: Set<string>;
  /** The next `n` REST requests are answered 503. */
  fail(n: number): void;
  /** The `instance_url` token answers give (this simulator's own by default). */
  instanceUrl?: string;
  close(): Promise<void>;
}

export interface SalesforceSimulatorOptions {
  clientId: string;
  clientSecret: string;
  port?: number;
  /** Records a query answers per batch (Salesforce: 2,000 by default, 200 to 2,000). */
  batchSize?: number;
}

type Field = {
  name: string;
  label: string;
  type: string;
  createable: boolean;
  updateable: boolean;
  nillable: boolean;
  defaultedOnCreate: boolean;
};

const f = (name: string, label: string, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  type: "string",
  createable: true,
  updateable: true,
  nillable: true,
  defaultedOnCreate: false,
  ...extra,
});
const readOnly = { createable: false, updateable: false };

const FIELDS: Record<"Lead" | "Contact", Field[]> = {
  Lead: [
    f("Id", "Lead ID", { ...readOnly, type: "id", nillable: false, defaultedOnCreate: true }),
    f("FirstName", "First Name"),
    f("LastName", "Last Name", { nillable: false }),
    f("Email", "Email", { type: "email" }),
    f("Title", "Title"),
    f("Company", "Company", { nillable: false }),
    f("Website", "Website", { type: "url" }),
    f("MobilePhone", "Mobile Phone", { type: "phone" }),
    f("City", "City"),
    f("State", "State/Province"),
    f("Country", "Country"),
    f("Industry", "Industry", { type: "picklist" }),
    f("Status", "Status", { type: "picklist", nillable: false, defaultedOnCreate: true }),
    f("Department__c", "Department"),
    f("CreatedDate", "Created Date", { ...readOnly, type: "datetime", nillable: false }),
    f("LastModifiedDate", "Last Modified Date", { ...readOnly, type: "datetime", nillable: false }),
    f("IsDeleted", "Deleted", { ...readOnly, type: "boolean", nillable: false }),
  ],
  Contact: [
    f("Id", "Contact ID", { ...readOnly, type: "id", nillable: false, defaultedOnCreate: true }),
    f("FirstName", "First Name"),
    f("LastName", "Last Name", { nillable: false }),
    f("Email", "Email", { type: "email" }),
    f("Title", "Title"),
    f("MobilePhone", "Mobile Phone", { type: "phone" }),
    f("MailingCity", "Mailing City"),
    f("Department", "Department"),
    f("AccountId", "Account ID", { type: "reference" }),
    f("LastModifiedDate", "Last Modified Date", { ...readOnly, type: "datetime", nillable: false }),
    f("IsDeleted", "Deleted", { ...readOnly, type: "boolean", nillable: false }),
  ],
};

const PREFIX = { Lead: "00Q", Contact: "003" } as const;

function send(res: ServerResponse, status: number, body: unknown): number {
  res.writeHead(status, { "content-type": "application/json;charset=UTF-8" });
  res.end(JSON.stringify(body));
  return status;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startSalesforceSimulator(
  options: SalesforceSimulatorOptions,
): Promise<SalesforceSimulator> {
  const records = { Lead: new Map<string, SimRecord>(), Contact: new Map<string, SimRecord>() };
  const deleted = { Lead: new Map<string, SimRecord>(), Contact: new Map<string, SimRecord>() };
  const accounts: SalesforceSimulator["accounts"] = new Map();
  const batchSize = options.batchSize ?? 2000;
  /** Open query cursors: the rows a query answered, by locator. */
  const locators = new Map<string, { rows: Record<string, unknown>[]; version: string }>();
  const codes = new Map<string, string>();
  const refreshTokens = new Set<string>();
  let accessTokens = new Set<string>();
  const calls: SalesforceSimulator["calls"] = [];
  let failing = 0;
  let serial = 1;
  const nextId = (object: "Lead" | "Contact") =>
    `${PREFIX[object]}5g00000${String(serial++).padStart(8, "0")}`;
  const sim: SalesforceSimulator = {
    url: "",
    records,
    deleted,
    accounts,
    forgetQueryLocators: () => locators.clear(),
    remove: (object, id) => {
      const record = records[object].get(id);
      if (!record) return;
      records[object].delete(id);
      deleted[object].set(id, { ...record, LastModifiedDate: salesforceTime(Date.now()) });
    },
    byEmail: (object, email) =>
      [...records[object].values()].find((r) => r.Email?.toLowerCase() === email.toLowerCase()),
    calls,
    expireAccessTokens: () => {
      accessTokens = new Set();
    },
    rejectEmails: new Set(),
    fail: (n) => {
      failing = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function issue(res: ServerResponse, refreshToken: string | null): number {
    const access = `00D5g000004AbCd!${randomBytes(24).toString("base64url")}`;
    accessTokens.add(access);
    return send(res, 200, {
      access_token: access,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      signature: randomBytes(32).toString("base64"),
      scope: "api refresh_token",
      instance_url: sim.instanceUrl ?? sim.url,
      id: `${sim.url}/id/00D5g000004AbCdEAK/0055g00000ExAmPAAZ`,
      token_type: "Bearer",
      issued_at: String(Date.now()),
    });
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const form = new URLSearchParams(await readBody(req));
    if (form.get("client_id") !== options.clientId) {
      return send(res, 400, {
        error: "invalid_client_id",
        error_description: "client identifier invalid",
      });
    }
    if (form.get("client_secret") !== options.clientSecret) {
      return send(res, 400, {
        error: "invalid_client",
        error_description: "invalid client credentials",
      });
    }
    if (form.get("grant_type") === "authorization_code") {
      const code = form.get("code") ?? "";
      if (!codes.has(code) || codes.get(code) !== form.get("redirect_uri")) {
        return send(res, 400, {
          error: "invalid_grant",
          error_description: "invalid authorization code",
        });
      }
      codes.delete(code);
      const refresh = `5Aep861${randomBytes(30).toString("base64url")}`;
      refreshTokens.add(refresh);
      return issue(res, refresh);
    }
    if (form.get("grant_type") === "refresh_token") {
      if (!refreshTokens.has(form.get("refresh_token") ?? "")) {
        return send(res, 400, {
          error: "invalid_grant",
          error_description: "expired access/refresh token",
        });
      }
      return issue(res, null);
    }
    return send(res, 400, {
      error: "unsupported_grant_type",
      error_description: "grant type not supported",
    });
  }

  function malformed(res: ServerResponse, q: string): number {
    return send(res, 400, [
      { message: `unexpected token: ${q.slice(0, 40)}`, errorCode: "MALFORMED_QUERY" },
    ]);
  }

  /** One batch of an open query, from `offset`; `nextRecordsUrl` while rows remain. */
  function batch(
    res: ServerResponse,
    locator: string,
    open: { rows: Record<string, unknown>[]; version: string },
    offset: number,
  ): number {
    const rows = open.rows.slice(offset, offset + batchSize);
    const next = offset + batchSize;
    const done = next >= open.rows.length;
    if (done) locators.delete(locator);
    return send(res, 200, {
      totalSize: open.rows.length,
      done,
      ...(done
        ? {}
        : { nextRecordsUrl: `/services/data/v${open.version}/query/${locator}-${next}` }),
      records: rows,
    });
  }

  /**
   * The SOQL the product sends: `SELECT fields FROM Lead|Contact` with `WHERE Email IN (...)` or
   * `WHERE LastModifiedDate >= datetime` (or `>`), optionally `ORDER BY LastModifiedDate, Id`.
   * `queryAll` answers deleted records too.
   */
  function query(res: ServerResponse, q: string, all: boolean): number {
    const m =
      /^SELECT (.+?) FROM (\w+)(?: WHERE (.+?))?(?: ORDER BY LastModifiedDate(?: ASC)?, Id(?: ASC)?)?$/i.exec(
        q.trim(),
      );
    const object = objectOf(m?.[2]);
    if (!m || !object) return malformed(res, q);
    const names = (m[1] ?? "").split(",").map((x) => x.trim());
    const unknown = names.find(
      (n) =>
        !FIELDS[object].some((x) => x.name === n) &&
        !(object === "Contact" && n === "Account.Website"),
    );
    if (unknown) {
      return send(res, 400, [
        {
          message: `No such column '${unknown}' on entity '${object}'.`,
          errorCode: "INVALID_FIELD",
        },
      ]);
    }
    const where = m[3]?.trim() ?? "";
    let keep: (r: SimRecord) => boolean = () => true;
    const byEmail = /^Email IN \((.*)\)$/i.exec(where);
    const byTime =
      /^LastModifiedDate (>=|>) (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2}))$/.exec(
        where,
      );
    if (byEmail) {
      const emails = [...(byEmail[1] ?? "").matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((x) =>
        (x[1] ?? "").replace(/\\(.)/g, "$1").toLowerCase(),
      );
      keep = (r) => emails.includes(r.Email?.toLowerCase() ?? "");
    } else if (byTime) {
      const from = Date.parse(byTime[2] ?? "");
      const strict = byTime[1] === ">";
      keep = (r) => {
        const t = Date.parse(r.LastModifiedDate ?? "");
        return strict ? t > from : t >= from;
      };
    } else if (where) {
      return malformed(res, q);
    }
    const rowsOf = (map: Map<string, SimRecord>, isDeleted: boolean) =>
      [...map.values()].filter(keep).map((r) => ({ r, isDeleted }));
    const found = [
      ...rowsOf(records[object], false),
      ...(all ? rowsOf(deleted[object], true) : []),
    ].sort(
      (a, b) =>
        Date.parse(a.r.LastModifiedDate ?? "") - Date.parse(b.r.LastModifiedDate ?? "") ||
        a.r.Id.localeCompare(b.r.Id),
    );
    const rows = found.map(({ r, isDeleted }) => ({
      attributes: { type: object, url: `/services/data/v59.0/sobjects/${object}/${r.Id}` },
      ...Object.fromEntries(
        names.map((n) => {
          if (n === "Account.Website") {
            const account = r.AccountId ? accounts.get(r.AccountId) : undefined;
            return [
              "Account",
              account
                ? {
                    attributes: {
                      type: "Account",
                      url: `/services/data/v59.0/sobjects/Account/${account.Id}`,
                    },
                    Website: account.Website,
                  }
                : null,
            ];
          }
          if (n === "IsDeleted") return [n, isDeleted];
          return [n, r[n] ?? null];
        }),
      ),
    }));
    const locator = `01g5g00000${randomBytes(6).toString("hex")}`;
    const open = { rows, version: "59.0" };
    if (rows.length > batchSize) locators.set(locator, open);
    return batch(res, locator, open, 0);
  }

  function objectOf(name: string | undefined): "Lead" | "Contact" | null {
    return name === "Lead" || name === "Contact" ? name : null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, call: number): Promise<number> {
    const url = new URL(req.url ?? "/", "http://sim");
    const path = url.pathname;
    const method = req.method ?? "GET";
    if (method === "GET" && path === "/services/oauth2/authorize") {
      const redirect = url.searchParams.get("redirect_uri") ?? "";
      if (url.searchParams.get("client_id") !== options.clientId || !redirect) {
        return send(res, 400, { error: "invalid_client_id" });
      }
      const code = `aPrx${randomBytes(16).toString("base64url")}`;
      codes.set(code, redirect);
      const to = new URL(redirect);
      to.searchParams.set("code", code);
      const state = url.searchParams.get("state");
      if (state !== null) to.searchParams.set("state", state);
      res.writeHead(302, { location: to.toString() });
      res.end();
      return 302;
    }
    if (method === "POST" && path === "/services/oauth2/token") return token(req, res);

    const rest = /^\/services\/data\/v\d+\.\d+(\/.*)$/.exec(path)?.[1];
    if (!rest)
      return send(res, 404, [
        { message: "The requested resource does not exist", errorCode: "NOT_FOUND" },
      ]);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer || !accessTokens.has(bearer)) {
      return send(res, 401, [
        { message: "Session expired or invalid", errorCode: "INVALID_SESSION_ID" },
      ]);
    }
    if (failing > 0) {
      failing--;
      return send(res, 503, [{ message: "Service Unavailable", errorCode: "SERVER_UNAVAILABLE" }]);
    }
    res.setHeader("Sforce-Limit-Info", `api-usage=${calls.length}/15000`);

    const describe = /^\/sobjects\/(\w+)\/describe\/?$/.exec(rest);
    if (method === "GET" && describe) {
      const object = objectOf(describe[1]);
      if (!object)
        return send(res, 404, [
          { message: `The requested resource does not exist`, errorCode: "NOT_FOUND" },
        ]);
      return send(res, 200, {
        name: object,
        label: object,
        createable: true,
        updateable: true,
        fields: FIELDS[object],
      });
    }
    const more = /^\/query\/([\w]+)-(\d+)$/.exec(rest);
    if (method === "GET" && more) {
      const open = locators.get(more[1] ?? "");
      if (!open) {
        return send(res, 400, [
          { message: "invalid query locator", errorCode: "INVALID_QUERY_LOCATOR" },
        ]);
      }
      return batch(res, more[1] ?? "", open, Number(more[2]));
    }
    if (method === "GET" && (rest === "/query" || rest === "/queryAll")) {
      return query(res, url.searchParams.get("q") ?? "", rest === "/queryAll");
    }
    if (rest === "/composite/sobjects" && (method === "POST" || method === "PATCH")) {
      let body: { allOrNone?: boolean; records?: Record<string, unknown>[] };
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return send(res, 400, [
          { message: "Unexpected character", errorCode: "JSON_PARSER_ERROR" },
        ]);
      }
      const given = Array.isArray(body.records) ? body.records : [];
      const entry = calls[call];
      if (entry) entry.records = given.length;
      if (given.length > 200) {
        return send(res, 400, [
          { message: "Maximum number of records allowed is 200", errorCode: "EXCEEDED_ID_LIMIT" },
        ]);
      }
      const results = given.map((input) => {
        const object = objectOf((input.attributes as { type?: string } | undefined)?.type);
        if (!object) {
          return {
            success: false,
            errors: [
              { statusCode: "INVALID_TYPE", message: "sObject type is not supported", fields: [] },
            ],
          };
        }
        // Field names are case-insensitive in Salesforce (jsforce sends `id`).
        const values: Record<string, string | null> = {};
        const recordId = String(input.Id ?? input.id ?? "");
        for (const [k, v] of Object.entries(input)) {
          if (k === "attributes" || k.toLowerCase() === "id") continue;
          const field = FIELDS[object].find((x) => x.name.toLowerCase() === k.toLowerCase());
          if (!field || !(method === "POST" ? field.createable : field.updateable)) {
            return {
              success: false,
              errors: [
                {
                  statusCode: "INVALID_FIELD_FOR_INSERT_UPDATE",
                  message: `Unable to create/update fields: ${k}.`,
                  fields: [k],
                },
              ],
            };
          }
          values[field.name] = v === null ? null : String(v);
        }
        if (method === "PATCH") {
          const existing = records[object].get(recordId);
          if (!existing) {
            return {
              id: recordId,
              success: false,
              errors: [
                { statusCode: "ENTITY_IS_DELETED", message: "entity is deleted", fields: [] },
              ],
            };
          }
          Object.assign(existing, values, { LastModifiedDate: salesforceTime(Date.now()) });
          return { id: existing.Id, success: true, errors: [] };
        }
        const email = values.Email?.toLowerCase() ?? "";
        if (sim.rejectEmails.has(email)) {
          return {
            success: false,
            errors: [
              {
                statusCode: "INVALID_EMAIL_ADDRESS",
                message: `Email: invalid email address: ${email}`,
                fields: ["Email"],
              },
            ],
          };
        }
        const missing = FIELDS[object]
          .filter((x) => !x.nillable && x.createable && !x.defaultedOnCreate && !values[x.name])
          .map((x) => x.name);
        if (missing.length > 0) {
          return {
            success: false,
            errors: [
              {
                statusCode: "REQUIRED_FIELD_MISSING",
                message: `Required fields are missing: [${missing.join(", ")}]`,
                fields: missing,
              },
            ],
          };
        }
        const id = nextId(object);
        records[object].set(id, {
          ...values,
          Id: id,
          LastModifiedDate: salesforceTime(Date.now()),
        });
        return { id, success: true, errors: [] };
      });
      return send(res, 200, results);
    }
    return send(res, 404, [
      { message: "The requested resource does not exist", errorCode: "NOT_FOUND" },
    ]);
  }

  const server = createServer((req, res) => {
    calls.push({ method: req.method ?? "", path: req.url ?? "", status: 0, records: 0 });
    const call = calls.length - 1;
    handle(req, res, call).then(
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
