import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { getDb } from "@/db/client";
import type { Counter } from "@/db/schema";
import { type Clock, systemClock } from "@/lib/core/clock";
import type { Actor, Ctx, TxCtx } from "@/lib/core/context";
import { env } from "@/lib/core/env";
import {
  Forbidden,
  InvalidRequest,
  NotFound,
  PayloadTooLarge,
  RateLimited,
  Unauthorized,
} from "@/lib/core/errors";
import { type Logger, logger } from "@/lib/core/logger";
import { requestSite } from "@/lib/core/security/origin";
import { authorise, type Principal } from "@/lib/edge/auth/authorise";
import { clientAddress } from "@/lib/edge/auth/client-address";
import { sessionFromRequest } from "@/lib/edge/auth/session";
import { isWarmUpRequest } from "@/lib/engines/health/route-warm-up";
import { findApiKey, touchApiKey } from "@/lib/features/accounts/api-keys";
import type { Permission } from "@/lib/features/accounts/permissions";
import { allowanceHeader, getUsage } from "@/lib/features/allowances/usage";
import { errorToResponse, INPUT_PARSE, problem, ruleOf, zodErrors } from "./problem";
import {
  type Bucket,
  peekTokens,
  type RateLimitState,
  rateLimitHeaders,
  takeToken,
} from "./rate-limit";
import { isResourceId } from "./resource-id";
import { assertStorable } from "./storable-input";

const MAX_BODY_BYTES = 1_000_000;

export interface ApiArgs<B, Q> {
  ctx: Ctx;
  body: B;
  query: Q;
  params: Record<string, string>;
  req: Request;
}

interface Options<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined> {
  /**
   * The permission the route needs (lib/features/accounts/permissions.ts): a session's role or
   * a key's scopes must grant it, else 403 `insufficient_role` or `insufficient_scope`.
   */
  permission: Permission;
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
  /**
   * Process-wide set-up the route's first accepted call would otherwise wait for, run on the
   * start-up warm-up's call (lib/engines/health/route-warm-up.ts). It must act for no account.
   */
  warmUp?: () => Promise<unknown>;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type RouteContext = { params: Promise<Record<string, string | string[]>> };

function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id");
  return given && /^[\w.-]{8,100}$/.test(given) ? given : randomUUID();
}

/** Who the request acts for, filled in as authentication learns it (a failure keeps what it knew). */
type Caller = {
  accountId?: string;
  actor?: Actor;
  bucket?: Bucket;
  bucketState?: RateLimitState;
};

/**
 * The account the request acts for and who asks; `caller` hears of the API key's rate-limit bucket, and of
 * its state once a token is drawn (before a refusal, so a 429 carries the RateLimit fields too).
 */
async function authenticate(
  req: Request,
  requestId: string,
  limited: boolean,
  caller: Caller,
  bodyType: string,
): Promise<{ accountId: string; principal: Principal; userId?: string }> {
  const auth = req.headers.get("authorization");
  const key =
    (auth?.toLowerCase().startsWith("bearer ") ? auth.slice(7).trim() : undefined) ??
    req.headers.get("x-api-key")?.trim();
  const db = getDb();
  if (key) {
    const found = await findApiKey(db, key);
    if (!found) throw new Unauthorized("Invalid or revoked API key.", "invalid_token");
    const bucket = { keyId: found.keyId, accountId: found.accountId, perSecond: found.rateLimit };
    caller.bucket = bucket;
    caller.actor = { apiKeyId: found.keyId, apiKeyMaker: found.createdBy };
    if (limited) {
      const drawn = await takeToken(db, bucket);
      caller.bucketState = drawn.state;
      if (!drawn.granted) throw new RateLimited(drawn.retryAfterSeconds);
    }
    touchApiKey(db, found.keyId, found.lastUsedAt, new Date()).catch((err) =>
      logger.warn({ err, requestId }, "could not record API key use"),
    );
    return {
      accountId: found.accountId,
      principal: { kind: "key", permissions: found.permissions },
    };
  }
  const session = await sessionFromRequest(req);
  if (session) {
    assertSameOriginBody(req, bodyType);
    caller.actor = { userId: session.userId };
    return {
      accountId: session.accountId,
      principal: { kind: "session", role: session.role },
      userId: session.userId,
    };
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

/** The input parsed by its schema, else a 400 naming each invalid field (`what` says where). */
function parsed<S extends z.ZodType>(schema: S, raw: unknown, what: string): z.output<S> {
  const result = schema.safeParse(raw, INPUT_PARSE);
  if (result.success) return result.data;
  const errors = zodErrors(result.error);
  throw new InvalidRequest(
    `Invalid ${what}: ${errors.map((e) => `${e.path}: ${e.message}`).join("; ")}`,
    errors,
    ruleOf(result.error),
  );
}

function queryOf(req: Request): Record<string, string> {
  const raw = Object.fromEntries(new URL(req.url).searchParams);
  assertStorable(raw);
  return raw;
}

/**
 * The path's ids, each of the form this service hands out (resource-id.ts), else 404: a NUL,
 * an over-long or a foreign string names nothing, and never reaches a query. A catch-all
 * segment's parts are joined back into its path. Next passes no params at all to routes without
 * dynamic segments.
 */
function paramsOf(raw: Record<string, string | string[]> | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    const joined = Array.isArray(value) ? value.join("/") : value;
    if (!isResourceId(joined)) throw new NotFound();
    params[name] = joined;
  }
  return params;
}

/**
 * Handlers may set X-Allowance-* themselves, from the state they just wrote, but only the
 * route's own counters are reported (and documented): the others are dropped. Answers the
 * route's counters the handler left unreported.
 */
function keepOwnAllowanceHeaders(response: Response, consumes: readonly Counter[]): Counter[] {
  for (const name of [...response.headers.keys()]) {
    const counter = name.startsWith("x-allowance-") ? name.slice(12) : undefined;
    if (counter && !consumes.includes(counter as Counter)) response.headers.delete(name);
  }
  return consumes.filter((counter) => !response.headers.has(`x-allowance-${counter}`));
}

/** Best effort: a failure to read them costs the headers, not the answer. */
async function setUsageHeaders(
  response: Response,
  counters: readonly Counter[],
  ctx: TxCtx,
  log: Logger,
): Promise<void> {
  try {
    const usage = await getUsage(ctx);
    for (const counter of counters) {
      response.headers.set(`x-allowance-${counter}`, allowanceHeader(usage[counter]));
    }
  } catch (err) {
    log.warn({ err }, "could not read allowance headers");
  }
}

/** The bucket as it is, for a request that drew no token (polling); undefined when unreadable. */
async function peekedBucket(bucket: Bucket, log: Logger): Promise<RateLimitState | undefined> {
  try {
    return await peekTokens(getDb(), bucket);
  } catch (err) {
    log.warn({ err }, "could not read the rate-limit bucket");
    return undefined;
  }
}

/**
 * A call of this process's start-up warm-up (lib/engines/health/route-warm-up.ts): the route's schemas parse
 * its sample, so that zod has compiled them before the first user's request. It acts for no
 * account: nothing is authenticated, debited, drawn, written or logged.
 */
async function answerWarmUp(
  req: Request,
  options: Options<z.ZodType | undefined, z.ZodType | undefined>,
): Promise<Response> {
  options.body?.safeParse(await readJson(req).catch(() => ({})));
  options.query?.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  await options.warmUp?.().catch((err) => logger.warn({ err }, "warm-up set-up failed"));
  return new Response(null, { status: 204 });
}

/**
 * Every /v1 route goes through here: request id, authentication (API key or session), rate
 * limit, zod parsing of body and query, allowance headers, and errors as problem+json. The
 * steps are inline and the helpers synchronous where they can be: this runs on every request,
 * and each extra await is a promise and a turn of the microtask queue.
 */
export function withApi<
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
>(
  options: Options<BS, QS>,
  handler: (args: ApiArgs<Out<BS>, Out<QS>>) => Promise<Response | unknown>,
) {
  const clock = options.clock ?? systemClock;
  const bodyType = options.bodyType ?? "application/json";
  const consumes = options.consumes ?? [];
  const handle = async (req: Request, route?: RouteContext): Promise<Response> => {
    if (isWarmUpRequest(req.headers)) return answerWarmUp(req, options);
    const requestId = requestIdOf(req);
    const started = performance.now();
    const log = logger.child({ requestId });
    const caller: Caller = {};
    let response: Response;
    try {
      // Before authentication: a malformed id is refused without a single query.
      const params = paramsOf(route ? await route.params : undefined);
      const who = await authenticate(req, requestId, !options.unlimited, caller, bodyType);
      const accountId = who.accountId;
      caller.accountId = accountId;
      authorise(who.principal, options.permission);
      const actor = { ...caller.actor, address: clientAddress(req.headers) };
      const ctx: Ctx = { db: getDb(), accountId, clock, log, requestId, actor };
      if (who.userId && who.principal.kind === "session") {
        ctx.userId = who.userId;
        ctx.role = who.principal.role;
      }
      const body = options.body && parsed(options.body, await readJson(req), "request body");
      const query = options.query && parsed(options.query, queryOf(req), "query");
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
    const unreported = keepOwnAllowanceHeaders(response, consumes);
    if (caller.accountId && unreported.length > 0) {
      await setUsageHeaders(
        response,
        unreported,
        { db: getDb(), accountId: caller.accountId, clock },
        log,
      );
    }
    if (caller.bucket) {
      // A request that drew a token reports the bucket as its draw left it.
      const state = caller.bucketState ?? (await peekedBucket(caller.bucket, log));
      if (state) {
        for (const [name, value] of Object.entries(rateLimitHeaders(state))) {
          response.headers.set(name, value);
        }
      }
    }
    response.headers.set("x-request-id", requestId);
    log.info(
      {
        method: req.method,
        path: new URL(req.url).pathname,
        status: response.status,
        ms: Math.round(performance.now() - started),
        accountId: caller.accountId,
        client: clientAddress(req.headers),
      },
      "request",
    );
    return response;
  };
  // The schemas the route parses with, for the test that holds the document's 400s to them;
  // the permission it needs, for the role matrix test and the document's 403s.
  return Object.assign(handle, {
    schemas: { body: options.body, query: options.query },
    permission: options.permission,
    bodyType,
  });
}

/** Answer for methods a route does not implement. */
export function methodNotAllowed(): Response {
  return problem(405, "method_not_allowed", "This method is not allowed on this path.");
}
