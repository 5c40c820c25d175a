import { ZodError, type z } from "zod";
import {
  DomainError,
  InvalidRequest,
  RateLimited,
  TooManyAttempts,
  Unauthorized,
} from "@/lib/core/errors";
import { logger } from "@/lib/core/logger";
import { PROBLEM_BASE, ruleType, type SemanticRule } from "@/lib/core/semantic-rules";
import { isDatabaseUnavailable, suspectDatabase } from "@/lib/core/sql/database-state";

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function problem(
  status: number,
  code: string,
  detail: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  type = `${PROBLEM_BASE}${code.replaceAll("_", "-")}`,
): Response {
  // The problem's own fields win: an extra named `status` or `code` must not contradict them.
  const body = {
    ...extra,
    type,
    title: TITLES[status] ?? "Error",
    status,
    detail,
    message: detail,
    code,
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/problem+json", ...headers },
  });
}

/**
 * Parse options for a request's input: a field that is missing is said to be required, where
 * zod's own words are "Invalid input: expected array, received undefined". A schema's own
 * message for a field still wins.
 */
export const INPUT_PARSE: z.core.ParseContext<z.core.$ZodIssue> = {
  error: (issue) =>
    issue.code === "invalid_type" && issue.input === undefined
      ? `Required (${issue.expected}).`
      : undefined,
};

export function zodErrors(error: ZodError): { path: string; message: string }[] {
  // An unknown key is reported at the key itself (`filters.colour`), not at its parent object.
  return error.issues.flatMap((i) =>
    i.code === "unrecognized_keys"
      ? i.keys.map((key) => ({
          path: [...i.path, key].join("."),
          message: `Unknown key "${key}".`,
        }))
      : [{ path: i.path.join(".") || "(root)", message: i.message }],
  );
}

/**
 * The semantic rule a failed parse broke, when every issue is one of those refinements: the
 * body's shape is then one the document accepts, and the 400 must say which rule it broke.
 */
export function ruleOf(error: ZodError): SemanticRule | undefined {
  const rules = error.issues.map((i) =>
    i.code === "custom" ? (i.params?.rule as SemanticRule | undefined) : undefined,
  );
  return rules.every(Boolean) ? rules[0] : undefined;
}

/** Supervised, an embedded database is back within seconds (db/embedded.ts). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** A problem+json answer before it is a Response: what withApi and withAction both report. */
export interface Problem {
  status: number;
  code: string;
  detail: string;
  extra: Record<string, unknown>;
  headers: Record<string, string>;
  /** The `type` URI when it is not the code's (a semantic rule's). */
  type?: string;
}

/**
 * The one place errors become problems, for the /v1 routes and the server actions alike;
 * unknown errors are logged and become a generic 500. `traceId` is the request's log id
 * (X-Request-Id): named apart from an enrichment's `requestId`, which names accepted work.
 */
export function problemOf(error: unknown, traceId: string): Problem {
  const extra = { traceId };
  const of = (
    status: number,
    code: string,
    detail: string,
    more: Record<string, unknown> = extra,
    headers: Record<string, string> = {},
    type?: string,
  ): Problem => ({ status, code, detail, extra: more, headers, ...(type ? { type } : {}) });
  if (error instanceof ZodError) {
    const errors = zodErrors(error);
    const rule = ruleOf(error);
    return of(
      400,
      "invalid_request",
      `Invalid request: ${errors.map((e) => `${e.path}: ${e.message}`).join("; ")}`,
      { ...extra, errors },
      {},
      rule && ruleType(rule),
    );
  }
  if (error instanceof InvalidRequest) {
    return of(
      error.status,
      error.code,
      error.message,
      { ...error.extra, ...extra },
      {},
      error.rule && ruleType(error.rule),
    );
  }
  if (error instanceof RateLimited || error instanceof TooManyAttempts) {
    return of(error.status, error.code, error.message, extra, {
      "retry-after": String(error.retryAfterSeconds),
    });
  }
  if (error instanceof Unauthorized) {
    const challenge = error.bearerError
      ? `Bearer realm="leadwise", error="${error.bearerError}"`
      : 'Bearer realm="leadwise"';
    return of(error.status, error.code, error.message, extra, {
      "www-authenticate": challenge,
    });
  }
  if (error instanceof DomainError) {
    return of(error.status, error.code, error.message, { ...error.extra, ...extra });
  }
  if (isDatabaseUnavailable(error)) {
    suspectDatabase();
    logger.warn({ err: error, requestId: traceId }, "database unreachable");
    return of(
      503,
      "database_unavailable",
      "The database is unreachable for a moment; retry shortly.",
      extra,
      { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  logger.error({ err: error, requestId: traceId }, "unhandled error");
  return of(500, "internal_error", "Something went wrong on our side; it has been logged.");
}

/** An error as the problem+json answer of a /v1 route. */
export function errorToResponse(error: unknown, traceId: string): Response {
  const p = problemOf(error, traceId);
  return problem(p.status, p.code, p.detail, p.extra, p.headers, p.type);
}
