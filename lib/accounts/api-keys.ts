import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { accounts, apiKeys } from "@/db/schema";
import { NotFound } from "@/lib/errors";
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
  for (const [hash, { found }] of keyCache) if (found.keyId === id) keyCache.delete(hash);
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
 * at once in the process that revokes and within KEY_CACHE_MS elsewhere.
 */
const KEY_CACHE_MS = 2_000;
const KEY_CACHE_MAX = 10_000;
// On globalThis: Next bundles route handlers and server actions separately, and a revocation made
// in an action must evict the entry the routes read.
const cacheHolder = globalThis as unknown as {
  __leadwiseKeyCache?: Map<string, { found: FoundKey; until: number }>;
};
cacheHolder.__leadwiseKeyCache ??= new Map();
const keyCache = cacheHolder.__leadwiseKeyCache;

/** The account and key a presented API key belongs to, or undefined when unknown or revoked. */
export async function findApiKey(db: DbOrTx, key: string): Promise<FoundKey | undefined> {
  const hash = hashApiKey(key);
  const now = Date.now();
  const cached = keyCache.get(hash);
  if (cached && cached.until > now) return cached.found;
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
  keyCache.delete(hash);
  if (row) {
    if (keyCache.size >= KEY_CACHE_MAX) keyCache.delete(keyCache.keys().next().value ?? "");
    keyCache.set(hash, { found: row, until: now + KEY_CACHE_MS });
  }
  return row;
}

/** Records use at most once a minute per key, so hot keys don't write on every request. */
export async function touchApiKey(db: DbOrTx, keyId: string, lastUsedAt: Date | null, now: Date) {
  if (lastUsedAt && now.getTime() - lastUsedAt.getTime() < 60_000) return;
  for (const { found } of keyCache.values()) if (found.keyId === keyId) found.lastUsedAt = now;
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
}
