import pino, { type DestinationStream } from "pino";

/** Keys of a failed query's error that hold its parameters (postgres.js; drizzle's `params`). */
const PARAMETER_KEYS = new Set(["params", "parameters", "args"]);

/** API keys (lib/features/accounts/secrets.ts) and webhook secrets, wherever an error message quotes one. */
const SECRET_SHAPED = /\b(lw_live_|whsec_)[A-Za-z0-9+/=_-]+/g;

/**
 * Errors of failed queries carry the query's parameters, which can be an API key's hash, a
 * password hash or a webhook secret: logged without them (drizzle also prints them in the
 * message, after "params:"). PostgreSQL quotes a bad value in its message, so anything shaped
 * like a key or a secret is hidden too.
 */
function errorWithoutParameters(err: Error): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pino.stdSerializers.err(err))) {
    if (PARAMETER_KEYS.has(key)) continue;
    out[key] =
      typeof value === "string"
        ? value.replace(/^params: .*$/gm, "params: [hidden]").replace(SECRET_SHAPED, "$1[hidden]")
        : value;
  }
  return out;
}

/** Structured JSON logs; every request and job logs through a child carrying its id. */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = {
    level,
    base: { service: "leadwise" },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: errorWithoutParameters },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger(
  process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
);

export type Logger = typeof logger;
