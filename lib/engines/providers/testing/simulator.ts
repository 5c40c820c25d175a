import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * Local simulators of the providers' APIs (docs/providers.md), on one loopback server: each
 * provider's documented paths, auth header, request parameters and answers (found, not found,
 * out of credits, rate-limited, slow, down, failing with a 5xx, malformed), so the product's connectors and
 * waterfall are tested against what the real APIs say and nothing leaves the machine. The
 * simulator records every call (who was asked, with which key) and the most calls each
 * provider had in flight at once.
 */

export type Mode =
  | "normal"
  | "out_of_credits"
  | "rate_limited"
  | "down"
  | "failing"
  | "malformed"
  | "slow";

export interface SimulatedPerson {
  fn: string;
  ln: string;
  domain: string;
  company?: string;
  title?: string;
  workEmail?: string;
  personalEmail?: string;
  mobile?: string;
  /** The providers that know this person; all of them when absent. */
  knownBy?: string[];
}

export interface SimulatorCall {
  provider: string;
  key: string | undefined;
  query: Record<string, string>;
  body: unknown;
}

export interface ProviderSimulator {
  /** Base URL to give every connector (`AskOptions.baseUrl`). */
  url: string;
  people: SimulatedPerson[];
  mode: Record<string, Mode>;
  /** Answer delay per provider, ms: a fixed value or a [min, max] range. */
  delayMs: Record<string, number | [number, number]>;
  /** How long "slow" takes before answering, ms. */
  slowMs: number;
  /** The key every provider accepts (others get 401). */
  key: string;
  calls: SimulatorCall[];
  maxInFlight: Record<string, number>;
  /** Verifier answers by address: Hunter's statuses. */
  verdicts: Record<string, string>;
  /** How many times the verifier answers 202 ("still checking") for an address before its verdict. */
  pendingFor: Record<string, number>;
  close: () => Promise<void>;
}

type ProviderId = "pdl" | "hunter-finder" | "hunter-verifier" | "apollo" | "lusha";

const PROVIDER_OF: Record<string, { id: ProviderId; header: string; method: string }> = {
  "/v5/person/enrich": { id: "pdl", header: "x-api-key", method: "GET" },
  "/v2/email-finder": { id: "hunter-finder", header: "x-api-key", method: "GET" },
  "/v2/email-verifier": { id: "hunter-verifier", header: "x-api-key", method: "GET" },
  "/api/v1/people/match": { id: "apollo", header: "x-api-key", method: "POST" },
  "/v2/person": { id: "lusha", header: "api_key", method: "GET" },
  // The connection checks (Connector.check).
  "/v2/account": { id: "hunter-finder", header: "x-api-key", method: "GET" },
  "/api/v1/auth/health": { id: "apollo", header: "x-api-key", method: "GET" },
  "/v3/account/usage": { id: "lusha", header: "api_key", method: "GET" },
};

/** The checks' documented answers, for a key that works. */
const CHECK_ANSWERS: Record<string, unknown> = {
  "/v2/account": { data: { email: "owner@example.com", plan_name: "Starter" } },
  "/api/v1/auth/health": { healthy: true, is_logged_in: true },
  "/v3/account/usage": { credits: { total: 1000, used: 10, remaining: 990 } },
};

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

function lookup(
  sim: ProviderSimulator,
  provider: string,
  q: { fn?: string; ln?: string; company?: string; email?: string },
): SimulatedPerson | undefined {
  return sim.people.find(
    (p) =>
      (!p.knownBy || p.knownBy.includes(provider)) &&
      ((q.email !== undefined && (same(q.email, p.workEmail) || same(q.email, p.personalEmail))) ||
        (same(q.fn, p.fn) &&
          same(q.ln, p.ln) &&
          (same(q.company, p.domain) || same(q.company, p.company)))),
  );
}

/** People Data Labs: person enrichment by name and company, or by e-mail. */
function answerPdl(sim: ProviderSimulator, query: Record<string, string>) {
  const p = lookup(sim, "pdl", {
    fn: query.first_name,
    ln: query.last_name,
    company: query.company,
    email: query.email,
  });
  if (!p)
    return [
      404,
      {
        status: 404,
        error: { type: "not_found", message: "No records were found matching your request" },
      },
    ] as const;
  return [
    200,
    {
      status: 200,
      likelihood: 9,
      data: {
        full_name: `${p.fn} ${p.ln}`.toLowerCase(),
        first_name: p.fn.toLowerCase(),
        last_name: p.ln.toLowerCase(),
        job_title: p.title ?? null,
        job_company_name: p.company ?? null,
        job_company_website: p.domain,
        work_email: p.workEmail ?? null,
        personal_emails: p.personalEmail ? [p.personalEmail] : [],
        mobile_phone: p.mobile ?? null,
      },
    },
  ] as const;
}

/** Hunter's e-mail finder: an address for a name at a domain (null when unknown). */
function answerHunterFinder(sim: ProviderSimulator, query: Record<string, string>) {
  const p = lookup(sim, "hunter-finder", {
    fn: query.first_name,
    ln: query.last_name,
    company: query.domain ?? query.company,
  });
  return [
    200,
    {
      data: {
        first_name: query.first_name,
        last_name: query.last_name,
        email: p?.workEmail ?? null,
        score: p?.workEmail ? 91 : null,
        domain: query.domain ?? null,
        position: p?.title ?? null,
        linkedin_url: null,
      },
      meta: { params: query },
    },
  ] as const;
}

/**
 * Hunter's verifier: 202 while "still checking" (`pendingFor`), then the verdict set for the
 * address.
 */
function answerHunterVerifier(sim: ProviderSimulator, query: Record<string, string>) {
  const email = query.email?.toLowerCase() ?? "";
  const pending = sim.pendingFor[email] ?? 0;
  if (pending > 0) {
    sim.pendingFor[email] = pending - 1;
    return [202, { data: null, meta: { params: query } }] as const;
  }
  const status = sim.verdicts[query.email?.toLowerCase() ?? ""] ?? "unknown";
  return [
    200,
    {
      data: {
        status,
        result: status === "valid" ? "deliverable" : "risky",
        email: query.email,
        webmail: status === "webmail",
        disposable: status === "disposable",
      },
      meta: { params: query },
    },
  ] as const;
}

/**
 * Apollo's people match (a POST body): `person: null` when unknown, a locked e-mail placeholder
 * when it has none.
 */
function answerApollo(sim: ProviderSimulator, _query: Record<string, string>, body: unknown) {
  const b = (body ?? {}) as Record<string, string | undefined>;
  const p = lookup(sim, "apollo", {
    fn: b.first_name,
    ln: b.last_name,
    company: b.domain ?? b.organization_name,
    email: b.email,
  });
  if (!p) return [200, { person: null }] as const;
  return [
    200,
    {
      person: {
        first_name: p.fn,
        last_name: p.ln,
        name: `${p.fn} ${p.ln}`,
        title: p.title ?? null,
        email: p.workEmail ?? "email_not_unlocked@domain.com",
        personal_emails: p.personalEmail ? [p.personalEmail] : [],
        organization: p.company ? { name: p.company, website_url: `http://www.${p.domain}` } : null,
      },
    },
  ] as const;
}

/** Lusha's person API: EMPTY_DATA, not charged, when it has no e-mail nor mobile. */
function answerLusha(sim: ProviderSimulator, query: Record<string, string>) {
  const p = lookup(sim, "lusha", {
    fn: query.firstName,
    ln: query.lastName,
    company: query.companyDomain ?? query.companyName,
    email: query.email,
  });
  if (!p || (!p.mobile && !p.workEmail)) {
    return [
      200,
      {
        contact: {
          error: { code: 3, name: "EMPTY_DATA", message: "Could not find requested data" },
          isCreditCharged: false,
        },
      },
    ] as const;
  }
  return [
    200,
    {
      contact: {
        data: {
          firstName: p.fn,
          lastName: p.ln,
          fullName: `${p.fn} ${p.ln}`,
          emailAddresses: p.workEmail
            ? [{ email: p.workEmail, emailType: "work", emailConfidence: "A" }]
            : [],
          phoneNumbers: p.mobile
            ? [{ number: p.mobile, phoneType: "mobile", doNotCall: false }]
            : [],
          company: p.company ? { name: p.company } : null,
        },
        isCreditCharged: true,
      },
    },
  ] as const;
}

type Answer = (
  sim: ProviderSimulator,
  query: Record<string, string>,
  body: unknown,
) => readonly [number, unknown];

/** The documented "found" and "not found" answers of each provider. */
const ANSWERS: Record<ProviderId, Answer> = {
  pdl: answerPdl,
  "hunter-finder": answerHunterFinder,
  "hunter-verifier": answerHunterVerifier,
  apollo: answerApollo,
  lusha: answerLusha,
};

/** Each provider's documented answer for a spent quota and for its rate limit. */
const LIMITS: Record<string, { credits: [number, unknown]; rate: [number, unknown] }> = {
  pdl: {
    credits: [
      402,
      {
        status: 402,
        error: { type: "payment_required", message: "You have hit your account maximum" },
      },
    ],
    rate: [
      429,
      { status: 429, error: { type: "rate_limit_error", message: "Rate limit exceeded" } },
    ],
  },
  "hunter-finder": {
    credits: [
      429,
      {
        errors: [
          { id: "too_many_requests", code: 429, details: "You have reached your usage limit" },
        ],
      },
    ],
    rate: [
      403,
      {
        errors: [
          { id: "restricted_account", code: 403, details: "You have reached the rate limit" },
        ],
      },
    ],
  },
  "hunter-verifier": {
    credits: [
      429,
      {
        errors: [
          { id: "too_many_requests", code: 429, details: "You have reached your usage limit" },
        ],
      },
    ],
    rate: [
      403,
      {
        errors: [
          { id: "restricted_account", code: 403, details: "You have reached the rate limit" },
        ],
      },
    ],
  },
  apollo: {
    credits: [422, { error: "You have insufficient credits to perform this action" }],
    rate: [
      429,
      {
        message:
          "The maximum number of api calls allowed for api/v1/people/match is 100 times per minute",
      },
    ],
  },
  lusha: {
    credits: [402, { message: "Insufficient credits" }],
    rate: [429, { message: "Too many requests" }],
  },
};

export async function startSimulator(
  options: { people?: SimulatedPerson[]; key?: string } = {},
): Promise<ProviderSimulator> {
  const inFlight: Record<string, number> = {};
  const sim: ProviderSimulator = {
    url: "",
    people: options.people ?? [],
    mode: {},
    delayMs: {},
    slowMs: 5_000,
    key: options.key ?? "sim-key",
    calls: [],
    maxInFlight: {},
    verdicts: {},
    pendingFor: {},
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://simulator");
    const route = PROVIDER_OF[url.pathname];
    if (!route || req.method !== route.method) return send(res, 404, { error: "no such endpoint" });
    const provider = route.id;
    const body = await readBody(req);
    const key = req.headers[route.header] as string | undefined;
    const query = Object.fromEntries(url.searchParams);
    sim.calls.push({ provider, key, query, body });
    inFlight[provider] = (inFlight[provider] ?? 0) + 1;
    sim.maxInFlight[provider] = Math.max(sim.maxInFlight[provider] ?? 0, inFlight[provider] ?? 0);
    try {
      const mode = sim.mode[provider] ?? "normal";
      const delay = sim.delayMs[provider] ?? 0;
      const wait = Array.isArray(delay) ? delay[0] + Math.random() * (delay[1] - delay[0]) : delay;
      await new Promise((r) => setTimeout(r, mode === "slow" ? sim.slowMs : wait));
      if (mode === "down") {
        req.socket.destroy();
        return;
      }
      if (key !== sim.key) return send(res, 401, { error: "invalid api key" });
      // A server error, as PDL documents its 500 (the others' 5xx bodies are not read).
      if (mode === "failing") {
        return send(res, 500, {
          status: 500,
          error: { type: "error", message: "An internal error occurred" },
        });
      }
      if (mode === "malformed") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"data": {"full_name": "tru');
        return;
      }
      const limits = LIMITS[provider];
      if (mode === "out_of_credits" && limits) return send(res, ...limits.credits);
      if (mode === "rate_limited" && limits) return send(res, ...limits.rate);
      const check = CHECK_ANSWERS[url.pathname];
      if (check) return send(res, 200, check);
      const [status, payload] = ANSWERS[provider](sim, query, body);
      send(res, status, payload);
    } finally {
      inFlight[provider] = (inFlight[provider] ?? 1) - 1;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sim.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return sim;
}
