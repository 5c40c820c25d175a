import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import { openSecret } from "./endpoint-secret";

/**
 * The secrets that sign the endpoints' deliveries now, by endpoint id: its own, and its
 * previous one while a rotation's overlap lasts. A secret sealed under another AUTH_SECRET
 * opens to "": the attempt goes, its signature verifies with nothing, and the account rotates.
 */
export async function secretsOfEndpoints(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, { secret: string; previousSecret: string | null }>> {
  const found = new Map<string, { secret: string; previousSecret: string | null }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      sealed: webhookEndpoints.secretSealed,
      previous: sql<string | null>`case when ${webhookEndpoints.previousSecretUntil} > now()
        then ${webhookEndpoints.previousSecretSealed} end`,
    })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, [...new Set(ids)]));
  for (const r of rows) {
    found.set(r.id, {
      secret: openSecret(r.sealed) ?? "",
      previousSecret: r.previous ? openSecret(r.previous) : null,
    });
  }
  return found;
}
