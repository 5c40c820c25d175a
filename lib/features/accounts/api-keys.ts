import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { accounts, apiKeys } from "@/db/schema";
import { NotFound } from "@/lib/core/errors";
import { ttlCache } from "@/lib/core/ttl-cache";
import { generateApiKey, hashApiKey } from "./secrets";

export async function createApiKey(db: DbOrTx, accountId: string, name = "API key") {
  const { key, prefix, hash } = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({ accountId, name, prefix, hash })
    .returning({ id: apiKeys.id, createdAt: apiKeys.createdAt });
  if (!row) throw new Error("api key insert returned nothing");
  return { id: row.id, apiKey: key, prefix, name, createdAt: row.createdAt };
}

export async function listApiKeys(db: DbOrTx, accountId: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(desc(apiKeys.createdAt));
}

export async function revokeApiKey(db: DbOrTx, accountId: string, id: string) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (rows.length === 0) throw new NotFound("API key");
  keyCache.forgetWhere((found) => found?.keyId === id);
}

type FoundKey = {
  keyId: string;
  accountId: string;
  rateLimit: number;
  lastUsedAt: Date | null;
};

/*
 * Keys looked up in the last seconds, by hash: authentication is otherwise one query on every
 * API request, the largest share of a cheap request's database work. A revocation takes effect
 * at once in the process that revokes and within 2 s elsewhere. An unknown key is not kept, so
 * a key is found as soon as it is created.
 */
const keyCache = ttlCache<DbOrTx, FoundKey | undefined>({
  name: "api-keys",
  ttlMs: 2_000,
  maxEntries: 10_000,
  load: async (db, hash) => {
    const [row] = await db
      .select({
        keyId: apiKeys.id,
        accountId: apiKeys.accountId,
        rateLimit: accounts.rateLimit,
        lastUsedAt: apiKeys.lastUsedAt,
      })
      .from(apiKeys)
      .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
      .where(and(eq(apiKeys.hash, hash), isNull(apiKeys.revokedAt)));
    return row;
  },
  keep: (found) => found !== undefined,
});

/** The account and key a presented API key belongs to, or undefined when unknown or revoked. */
export function findApiKey(db: DbOrTx, key: string): Promise<FoundKey | undefined> {
  return keyCache.read(db, hashApiKey(key));
}

/** Records use at most once a minute per key, so hot keys don't write on every request. */
export async function touchApiKey(db: DbOrTx, keyId: string, lastUsedAt: Date | null, now: Date) {
  if (lastUsedAt && now.getTime() - lastUsedAt.getTime() < 60_000) return;
  for (const found of keyCache.values()) if (found?.keyId === keyId) found.lastUsedAt = now;
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
}
