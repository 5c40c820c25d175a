import { randomBytes, timingSafeEqual } from "node:crypto";
import { logger } from "@/lib/core/logger";
import { readyAfter } from "./readiness";

/**
 * The first request of each route in a fresh process costs far more than the later ones:
 * Next.js sets up the route's module graph and request path on first use, zod compiles each
 * schema at its first parse, the first query opens a database connection and prepares its
 * statement. A web server therefore calls its own hot routes once before /healthz says ready,
 * so no user's request pays for it (docs/architecture.md "Start-up").
 *
 * The calls must touch no account: they carry a token only this process knows, on which
 * `withApi` parses the route's sample body and query with the route's schemas and answers 204
 * before authenticating (no account, no allowance, no rate-limit token, no log line, nothing
 * written). One more call with an API key nobody has prepares the key lookup and answers 401;
 * the pages are fetched signed out.
 */
export const WARM_UP_HEADER = "x-leadwise-warm-up";

/** Each call's bound, and the whole warm-up's: it delays readiness, never prevents it. */
const CALL_WITHIN_MS = 5_000;
const WARM_UP_WITHIN_MS = 20_000;

/** An API key's shape (lib/features/accounts/secrets.ts) that no key has: it is looked up and refused. */
const UNKNOWN_KEY = `lw_live_warm_up_${"0".repeat(32)}`;

interface WarmUpCall {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  /**
   * `token`: this process's warm-up token (the /v1 routes); `unknown-key`: an API key nobody
   * has; `none`: as any signed-out visitor (pages).
   */
  as: "token" | "unknown-key" | "none";
}

const filters = {
  locations: { countries: ["US"] },
  seniorities: ["director"],
  titles: { include: ["engineer"] },
  skills: { any: ["sales"] },
};
const person = { SourceUrl: "https://www.linkedin.com/in/warm-up" };

/** The routes users and scripts call hot, each with a body of the shape real calls send. */
export const WARM_UP_CALLS: WarmUpCall[] = [
  { method: "POST", path: "/v1/estimate", body: { filters, sample: 3 }, as: "token" },
  { method: "POST", path: "/v1/contact/search", body: { filters, limit: 25 }, as: "token" },
  { method: "POST", path: "/v1/contact/enrich", body: { profile: person }, as: "token" },
  { method: "GET", path: "/v1/contact/enrich?id=warm-up", as: "token" },
  { method: "POST", path: "/v1/contact/bulk", body: { profiles: [person] }, as: "token" },
  // Its body is a CSV, which the token's answer never reads: the query is the route's schema.
  { method: "POST", path: "/v1/contact/import?email=E-mail&fn=First%20Name", as: "token" },
  { method: "GET", path: "/v1/campaigns", as: "token" },
  { method: "GET", path: "/v1/lists", as: "token" },
  { method: "GET", path: "/v1/usage", as: "token" },
  { method: "GET", path: "/v1/filters", as: "token" },
  { method: "GET", path: "/v1/usage", as: "unknown-key" },
  { method: "GET", path: "/sign-in", as: "none" },
  { method: "GET", path: "/campaigns", as: "none" },
  { method: "GET", path: "/campaigns/new", as: "none" },
];

// The web server (run by tsx) sets the token, the routes (compiled by Next.js) check it: two
// copies of this module, one globalThis.
const holder = globalThis as unknown as { __leadwiseWarmUpToken?: Buffer };

/** Whether `headers` carry this process's warm-up token (none exists outside a warm-up). */
export function isWarmUpRequest(headers: Headers): boolean {
  const token = holder.__leadwiseWarmUpToken;
  const given = headers.get(WARM_UP_HEADER);
  if (!token || !given) return false;
  const bytes = Buffer.from(given, "hex");
  return bytes.length === token.length && timingSafeEqual(bytes, token);
}

async function call(origin: string, { method, path, body, as }: WarmUpCall): Promise<void> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const token = holder.__leadwiseWarmUpToken;
  if (as === "token" && token) headers[WARM_UP_HEADER] = token.toString("hex");
  if (as === "unknown-key") headers.authorization = `Bearer ${UNKNOWN_KEY}`;
  const res = await fetch(new URL(path, origin), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
    signal: AbortSignal.timeout(CALL_WITHIN_MS),
  });
  const text = await res.text();
  if (res.status >= 500) {
    throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  }
}

/**
 * Calls every warm-up route of the server at `origin` once, in turn. Never throws: a call that
 * fails is logged and the others still run; what is left after WARM_UP_WITHIN_MS is given up.
 */
export async function warmUp(origin: string, calls: WarmUpCall[] = WARM_UP_CALLS): Promise<void> {
  const startedAt = performance.now();
  const deadline = startedAt + WARM_UP_WITHIN_MS;
  holder.__leadwiseWarmUpToken = randomBytes(32);
  let done = 0;
  for (const each of calls) {
    if (performance.now() > deadline) break;
    await call(origin, each).then(
      () => done++,
      (err) => logger.warn({ err, path: each.path }, "warm-up call failed"),
    );
  }
  holder.__leadwiseWarmUpToken = undefined;
  const ms = Math.round(performance.now() - startedAt);
  logger.info({ ms, calls: calls.length, answered: done }, "warm-up done");
}
/**
 * Makes the warm-up a start-up task at once (/healthz lists it in `pending` until it is done):
 * returns the function that runs it against the server at `origin`, once that serves.
 */
export function warmUpBeforeReady(): (origin: string) => Promise<void> {
  let start: (origin: string) => void = () => {};
  const done = new Promise<string>((resolve) => {
    start = resolve;
  }).then((origin) => warmUp(origin));
  readyAfter("warm-up", done);
  return (origin) => {
    start(origin);
    return done;
  };
}
