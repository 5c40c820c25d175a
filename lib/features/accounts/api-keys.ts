import { and, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { accounts, apiKeys, memberships, type Role, users } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { InsufficientRole, NotFound } from "@/lib/core/errors";
import { ttlCache } from "@/lib/core/ttl-cache";
import {
  PERMISSIONS,
  type Permission,
  ROLE_PERMISSIONS,
  roleGrants,
  roleNeeded,
  scopesOf,
} from "./permissions";
import { generateApiKey, hashApiKey } from "./secrets";

/**
 * A new key. `createdBy`: the member it acts for (none for the operator's keys: admin CLI, demo,
 * benchmarks, which have every permission); `scopes`: what it may do, null for all its maker's
 * role allows. `createMemberKey` is the one members use: it holds scopes to the maker's role.
 */
export async function createApiKey(
  db: DbOrTx,
  accountId: string,
  name = "API key",
  made: { createdBy?: string; scopes?: Permission[] | null } = {},
) {
  const { key, prefix, hash } = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      accountId,
      name,
      prefix,
      hash,
      createdBy: made.createdBy ?? null,
      scopes: made.scopes ?? null,
    })
    .returning({ id: apiKeys.id, createdAt: apiKeys.createdAt });
  if (!row) throw new Error("api key insert returned nothing");
  return { id: row.id, apiKey: key, prefix, name, createdAt: row.createdAt };
}

export const KeyInput = z.object({
  name: z.string().trim().min(1, "Give the key a name.").max(80, "Use at most 80 characters."),
  /** Omitted: every permission the maker's role has now. */
  scopes: z
    .array(z.enum(PERMISSIONS))
    .min(1, "Choose at least one scope.")
    .max(PERMISSIONS.length)
    .optional(),
});
export type KeyInput = z.input<typeof KeyInput>;

/**
 * A key made by the signed-in member, with scopes their role allows (else 403 naming the role
 * a scope needs); without scopes, all their role allows now.
 */
export async function createMemberKey(
  ctx: Pick<TxCtx, "db" | "accountId"> & { userId: string },
  raw: KeyInput,
) {
  const input = KeyInput.parse(raw);
  const [member] = await ctx.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.accountId, ctx.accountId), eq(memberships.userId, ctx.userId)));
  const role = member?.role;
  if (!role) throw new NotFound("Member");
  const beyond = input.scopes?.find((scope) => !roleGrants(role, scope));
  if (beyond) throw new InsufficientRole(roleNeeded(beyond), beyond);
  // Kept as a list even when it is the whole role: a demotion below it stops the key.
  const scopes = input.scopes
    ? PERMISSIONS.filter((p) => input.scopes?.includes(p))
    : PERMISSIONS.filter((p) => roleGrants(role, p));
  return createApiKey(ctx.db, ctx.accountId, input.name, { createdBy: ctx.userId, scopes });
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
      scopes: apiKeys.scopes,
      maker: users.email,
      makerId: apiKeys.createdBy,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(desc(apiKeys.createdAt));
}

/** Revokes a key of the account; `madeBy`: only when that member made it (else not found). */
export async function revokeApiKey(db: DbOrTx, accountId: string, id: string, madeBy?: string) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiKeys.id, id),
        eq(apiKeys.accountId, accountId),
        isNull(apiKeys.revokedAt),
        madeBy === undefined ? undefined : eq(apiKeys.createdBy, madeBy),
      ),
    )
    .returning({ id: apiKeys.id });
  if (rows.length === 0) throw new NotFound("API key");
  keyCache.forgetWhere((found) => found?.keyId === id);
}

type FoundKey = {
  keyId: string;
  accountId: string;
  /** The member the key acts for (null: an operator's key); a key's maker never changes. */
  createdBy: string | null;
  rateLimit: number;
  lastUsedAt: Date | null;
  /** What the key may do: its scopes within its maker's role as it is now. */
  permissions: ReadonlySet<Permission>;
};

/**
 * A key's permissions as of now: its scopes (or all of its maker's role), undefined when the
 * key no longer works: its maker left the workspace, or lost a permission among its scopes.
 */
function keyPermissions(row: {
  createdBy: string | null;
  makerRole: Role | null;
  scopes: string[] | null;
}): ReadonlySet<Permission> | undefined {
  const scopes = scopesOf(row.scopes);
  if (row.createdBy === null) return new Set(scopes ?? PERMISSIONS);
  if (row.makerRole === null) return undefined;
  const granted = ROLE_PERMISSIONS[row.makerRole];
  if (scopes === null) return granted;
  return scopes.every((scope) => granted.has(scope)) ? new Set(scopes) : undefined;
}

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
        createdBy: apiKeys.createdBy,
        scopes: apiKeys.scopes,
        makerRole: memberships.role,
      })
      .from(apiKeys)
      .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
      .leftJoin(
        memberships,
        and(
          eq(memberships.accountId, apiKeys.accountId),
          eq(memberships.userId, apiKeys.createdBy),
        ),
      )
      .where(and(eq(apiKeys.hash, hash), isNull(apiKeys.revokedAt)));
    if (!row) return undefined;
    const permissions = keyPermissions(row);
    if (!permissions) return undefined;
    const { keyId, accountId, createdBy, rateLimit, lastUsedAt } = row;
    return { keyId, accountId, createdBy, rateLimit, lastUsedAt, permissions };
  },
  keep: (found) => found !== undefined,
});

/**
 * Forgets the cached keys a member made (they were removed, or their role changed), so that the
 * change holds at once in this process and within the cache's 2 s on every other.
 */
export function forgetKeysOf(accountId: string): void {
  keyCache.forgetWhere((found) => found?.accountId === accountId);
}

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
