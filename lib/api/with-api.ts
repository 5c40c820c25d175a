import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { getDb } from "@/db/client";
import type { Counter } from "@/db/schema";
import { findApiKey, touchApiKey } from "@/lib/accounts/api-keys";
import { allowanceHeader, getUsage } from "@/lib/allowances/usage";
import { sessionFromRequest } from "@/lib/auth/session";
import { type Clock, systemClock } from "@/lib/clock";
import type { Ctx } from "@/lib/context";
import { env } from "@/lib/env";
import {
  Forbidden,
  InvalidRequest,
  PayloadTooLarge,
  RateLimited,
  Unauthorized,
} from "@/lib/errors";
import { isWarmUpRequest } from "@/lib/health/warm-up";
import { logger } from "@/lib/logger";
import { requestSite } from "@/lib/security/origin";
import { errorToResponse, problem, ruleOf, zodErrors } from "./problem";
import {
  type Bucket,
  peekTokens,
  type RateLimitState,
  rateLimitHeaders,
  takeToken,
} from "./rate-limit";

const MAX_BODY_BYTES = 1_000_000;

export interface ApiArgs<B, Q> {
  ctx: Ctx;
  body: B;
  query: Q;
  params: Record<string, string>;
  req: Request;
}

interface Options<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined> {
  body?: BS;
  query?: QS;
  /** Counters whose X-Allowance-* headers this route reports; it sends no others. */
  consumes?: Counter[];
  /**
   * Requests the per-key rate limit never refuses (polling, which the interface spec makes free
   * and unlimited): they draw no token, and their RateLimit fields report the bucket as it is.
   */
  unlimited?: boolean;
  /**
   * The body's media type, which a session's state-changing call must send (default JSON). It
   * must not be one a cross-site form can send without a CORS preflight (text/plain, form data).
   */
  bodyType?: "application/json" | "text/csv";
  clock?: Clock;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type RouteContext = { params: Promise<Record<string, string | string[]>> };

function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id");
  return given && /^[\w.-]{8,100}$/.test(given) ? given : randomUUID();
}

/**
 * The account the request acts for; `onBucket` hears of the API key's rate-limit bucket, and
 * of its state once a token is drawn.
 */
async function authenticate(
  req: Request,
  requestId: string,
  limited: boolean,
  onBucket: (bucket: Bucket, state?: RateLimitState) => void,
  bodyType: string,
): Promise<string> {
  const auth = req.headers.get("authorization");
  const key =
    (auth?.toLowerCase().startsWith("bearer ") ? auth.slice(7).trim() : undefined) ??
    req.headers.get("x-api-key")?.trim();
  const db = getDb();
  if (key) {
    const found = await findApiKey(db, key);
    if (!found) throw new Unauthorized("Invalid or revoked API key.", "invalid_token");
    const bucket = { keyId: found.keyId, accountId: found.accountId, perSecond: found.rateLimit };
    onBucket(bucket);
    if (limited) {
      const drawn = await takeToken(db, bucket);
      // Known before a refusal, so a 429 carries the RateLimit fields too.
      onBucket(bucket, drawn.state);
      if (!drawn.granted) throw new RateLimited(drawn.retryAfterSeconds);
    }
    touchApiKey(db, found.keyId, found.lastUsedAt, new Date()).catch((err) =>
      logger.warn({ err, requestId }, "could not record API key use"),
    );
    return found.accountId;
  }
  const session = await sessionFromRequest(req);
  if (session) {
    assertSameOriginBody(req, bodyType);
    return session.accountId;
  }
  throw new Unauthorized();
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers attach the session cookie to requests any site makes them send, and a form or a
 * `no-cors` fetch can POST text/plain without asking. So a session may only change state from
 * the app's own pages: the browser must say the request is same-origin (Sec-Fetch-Site, or
 * Origin where that is missing) and the body must be of the route's type (JSON, or a CSV
 * upload), which another site cannot send without a CORS preflight that this app never grants. API keys are not ambient: unaffected.
 */
function assertSameOriginBody(req: Request, bodyType: string): void {
  if (SAFE_METHODS.has(req.method)) return;
  if (requestSite(req.headers, req.url, env().APP_URL) !== "same-origin") {
    throw new Forbidden(
      "Cross-site request refused: calls that change state with the session cookie must come from this app's pages. Other clients use an API key.",
    );
  }
  const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== bodyType) {
    throw new Forbidden(
      `Calls that change state with the session cookie must send Content-Type: ${bodyType}.`,
    );
  }
}

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes("\u0000") || UNPAIRED_SURROGATE.test(text);
const MAX_DEPTH = 64;

/**
 * Refuses (400) what would otherwise fail later as a 500: text PostgreSQL cannot store
 * (U+0000, unpaired UTF-16 surrogates) and nesting deep enough to exhaust the stack of the
 * code that walks it. Iterative, so any depth JSON.parse accepts is safe to inspect.
 */
function assertStorable(root: unknown): void {
  const stack: [unknown, string, number][] = [[root, "", 0]];
  const refuse = (at: string, message: string) => {
    throw new InvalidRequest(`${at || "(root)"}: ${message}.`, [{ path: at || "(root)", message }]);
  };
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop() as [unknown, string, number];
    if (typeof value === "string") {
      if (unstorable(value)) refuse(path, "contains a NUL character or an unpaired surrogate");
      continue;
    }
    if (!value || typeof value !== "object") continue;
    if (depth >= MAX_DEPTH) refuse(path, `is nested more than ${MAX_DEPTH} levels deep`);
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${k}` : k;
      if (unstorable(k)) refuse(at, "contains a NUL character or an unpaired surrogate");
      stack.push([v, at, depth + 1]);
    }
  }
}

/** The body as text, refused (413) as soon as it passes the limit: never held whole in memory. */
async function readCapped(req: Request): Promise<string> {
  if (Number(req.headers.get("content-length")) > MAX_BODY_BYTES) {
    throw new PayloadTooLarge(MAX_BODY_BYTES);
  }
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLarge(MAX_BODY_BYTES);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readJson(req: Request): Promise<unknown> {
  const text = await readCapped(req);
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidRequest("Request body is not valid JSON.");
  }
  assertStorable(value);
  return value;
}

/**
 * A call of this process's start-up warm-up (lib/health/warm-up.ts): the route's schemas parse
 * its sample, so that zod has compiled them before the first user's request. It acts for no
 * account: nothing is authenticated, debited, drawn, written or logged.
 */
async function answerWarmUp(
  req: Request,
  options: Options<z.ZodType | undefined, z.ZodType | undefined>,
): Promise<Response> {
  options.body?.safeParse(await readJson(req).catch(() => ({})));
  options.query?.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  return new Response(null, { status: 204 });
}

/**
 * Every /v1 route goes through here: request id, authentication (API key or session), rate
 * limit, zod parsing of body and query, allowance headers, and errors as problem+json.
 */
export function withApi<
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
>(
  options: Options<BS, QS>,
  handler: (args: ApiArgs<Out<BS>, Out<QS>>) => Promise<Response | unknown>,
) {
  return async (req: Request, route?: RouteContext): Promise<Response> => {
    if (isWarmUpRequest(req.headers)) return answerWarmUp(req, options);
    const requestId = requestIdOf(req);
    const started = performance.now();
    const log = logger.child({ requestId });
    let response: Response;
    let accountId: string | undefined;
    let bucket: Bucket | undefined;
    let bucketState: RateLimitState | undefined;
    try {
      accountId = await authenticate(
        req,
        requestId,
        !options.unlimited,
        (b, state) => {
          bucket = b;
          bucketState = state;
        },
        options.bodyType ?? "application/json",
      );
      const ctx: Ctx = {
        db: getDb(),
        accountId,
        clock: options.clock ?? systemClock,
        log,
        requestId,
      };
      let body: unknown;
      if (options.body) {
        const parsed = options.body.safeParse(await readJson(req));
        if (!parsed.success) {
          const errors = zodErrors(parsed.error);
          throw new InvalidRequest(
            `Invalid request body: ${errors.map((e) => `${e.path}: ${e.message}`).join("; ")}`,
            errors,
            ruleOf(parsed.error),
          );
        }
        body = parsed.data;
      }
      let query: unknown;
      if (options.query) {
        const raw = Object.fromEntries(new URL(req.url).searchParams);
        assertStorable(raw);
        const parsed = options.query.safeParse(raw);
        if (!parsed.success) {
          const errors = zodErrors(parsed.error);
          throw new InvalidRequest(
            `Invalid query: ${errors.map((e) => `${e.path}: ${e.message}`).join("; ")}`,
            errors,
            ruleOf(parsed.error),
          );
        }
        query = parsed.data;
      }
      // Next passes no params at all to routes without dynamic segments.
      const rawParams = (route ? await route.params : undefined) ?? {};
      const params = Object.fromEntries(
        Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
      );
      const result = await handler({
        ctx,
        body: body as Out<BS>,
        query: query as Out<QS>,
        params,
        req,
      });
      response = result instanceof Response ? result : Response.json(result);
    } catch (error) {
      response = errorToResponse(error, requestId);
    }
    // Handlers may set the headers themselves, from the state they just wrote, but only the
    // route's own counters are reported (and documented).
    const consumes = options.consumes ?? [];
    for (const name of [...response.headers.keys()]) {
      const counter = name.startsWith("x-allowance-") ? name.slice(12) : undefined;
      if (counter && !consumes.includes(counter as Counter)) response.headers.delete(name);
    }
    const unreported = consumes.filter(
      (counter) => !response.headers.has(`x-allowance-${counter}`),
    );
    if (accountId && unreported.length) {
      try {
        const usage = await getUsage({
          db: getDb(),
          accountId,
          clock: options.clock ?? systemClock,
        });
        for (const counter of unreported) {
          response.headers.set(`x-allowance-${counter}`, allowanceHeader(usage[counter]));
        }
      } catch (err) {
        log.warn({ err }, "could not read allowance headers");
      }
    }
    if (bucket) {
      try {
        // A request that drew a token reports the bucket as its draw left it; one that draws
        // none (polling) reads it.
        const state = bucketState ?? (await peekTokens(getDb(), bucket));
        for (const [name, value] of Object.entries(rateLimitHeaders(state))) {
          response.headers.set(name, value);
        }
      } catch (err) {
        log.warn({ err }, "could not read the rate-limit bucket");
      }
    }
    response.headers.set("x-request-id", requestId);
    log.info(
      {
        method: req.method,
        path: new URL(req.url).pathname,
        status: response.status,
        ms: Math.round(performance.now() - started),
        accountId,
      },
      "request",
    );
    return response;
  };
}

/** Answer for methods a route does not implement. */
export function methodNotAllowed(): Response {
  return problem(405, "method_not_allowed", "This method is not allowed on this path.");
}
