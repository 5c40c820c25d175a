import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { providerConfigs } from "@/db/schema";
import { NotFound } from "@/lib/core/errors";
import { baseUrlOf } from "./calls";
import type { Connector } from "./connector";
import { CONNECTORS } from "./connectors";
import { openKey } from "./keys";

/** What "Test connection" found, in the provider's own terms. */
export type ConnectionResult =
  | "ok"
  | "bad_key"
  | "out_of_credits"
  | "rate_limited"
  | "unreachable"
  | "error";

export const CONNECTION_WORDS: Record<ConnectionResult, string> = {
  ok: "Connected: the key works.",
  bad_key: "The provider refused the key.",
  out_of_credits: "The key works, but its credits are used up.",
  rate_limited: "The key works, but the provider is limiting calls right now: try again later.",
  unreachable: "The provider could not be reached.",
  error: "The provider answered with an error.",
};

/**
 * Makes the connector's check call (one cheap call its documentation names) with `key`, and
 * reads the answer. Never throws; the key goes only in the auth header and in no result.
 */
export async function checkConnection(
  connector: Connector,
  key: string,
  options: { baseUrl: string; timeoutMs: number },
): Promise<ConnectionResult> {
  const call = connector.check.request;
  const url = new URL(call.path, options.baseUrl);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  let answer: { status: number; body: unknown };
  try {
    const response = await fetch(url, {
      method: call.method,
      headers: { accept: "application/json", ...connector.authHeader(key) },
      redirect: "error",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    answer = { status: response.status, body };
  } catch {
    return "unreachable";
  }
  if (answer.status === 401) return "bad_key";
  const read = connector.check.read?.(answer);
  if (read) return read;
  const outcome = connector.classify(answer);
  switch (outcome.kind) {
    case "found":
    case "not_found":
      return "ok";
    case "out_of_credits":
    case "rate_limited":
      return outcome.kind;
    case "error":
      return "error";
  }
}

/**
 * "Test connection" for one of the account's providers (or the operator's, `accountId` null):
 * its saved key, its timeout, where the waterfall reaches it. Answers the result and its words.
 */
export async function testProviderConnection(
  scope: { db: DbOrTx; accountId: string | null },
  id: string,
): Promise<{ result: ConnectionResult | "unreadable_key"; message: string }> {
  const [row] = await scope.db
    .select()
    .from(providerConfigs)
    .where(
      and(
        eq(providerConfigs.id, id),
        scope.accountId === null
          ? isNull(providerConfigs.accountId)
          : eq(providerConfigs.accountId, scope.accountId),
      ),
    );
  const connector = row ? CONNECTORS[row.provider] : undefined;
  if (!row || !connector) throw new NotFound("Provider");
  const key = openKey(row.keySealed);
  if (key === null) {
    return {
      result: "unreadable_key",
      message: "The saved key cannot be read (the server's secret changed): save the key again.",
    };
  }
  const result = await checkConnection(connector, key, {
    baseUrl: baseUrlOf(connector),
    timeoutMs: row.timeoutMs,
  });
  return { result, message: CONNECTION_WORDS[result] };
}
