import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { accounts, memberships, ROLES, type Role, users } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { signInWorkspace } from "./memberships";
import type { SignedInUser } from "./sign-in";

/*
 * Single sign-on (OpenID Connect, configured by the operator: docs/teams.md). The identity
 * provider vouches for an e-mail address; this decides what that address may open here.
 */

/** One "users of this e-mail domain join this workspace as this role" rule. */
export interface AutoJoinRule {
  domain: string;
  accountId: string;
  role: Role;
}

const Rule = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, "an e-mail domain such as acme.com"),
  accountId: z.string().trim().min(1).max(100),
  role: z.enum(ROLES),
});

/**
 * OIDC_AUTO_JOIN's rules: `domain:workspaceId:role`, several separated by commas. Throws naming
 * the bad entry, so a mistyped rule stops the app at start rather than letting no one in.
 */
export function parseAutoJoin(value: string | undefined): AutoJoinRule[] {
  if (!value?.trim()) return [];
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [domain, accountId, role, ...rest] = entry.split(":");
      const parsed = Rule.safeParse({ domain, accountId, role });
      if (rest.length > 0 || !parsed.success) {
        throw new Error(`OIDC_AUTO_JOIN entry "${entry}" is not domain:workspaceId:role`);
      }
      return parsed.data;
    });
}

/** The identity the provider's ID token vouches for. */
export const OidcIdentity = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
  /** The provider's `email_verified` claim; an unverified address is never trusted. */
  emailVerified: z.boolean(),
  name: z.string().trim().max(200).nullish(),
});

export type OidcSignIn =
  | { ok: true; user: SignedInUser; joined?: { accountId: string; role: Role } }
  | { ok: false; reason: "unverified" | "no-account" };

/**
 * Signs in the user the provider vouches for. A known address signs in to the workspace it last
 * opened (as with a password). An unknown one is let in only when an auto-join rule covers its
 * domain: the user is made, a member of that rule's workspace with its role; otherwise nothing
 * is created and the answer says why.
 */
export async function signInWithOidc(
  db: Db,
  raw: z.input<typeof OidcIdentity>,
  options: { rules: AutoJoinRule[]; address?: string },
  clock: Clock,
): Promise<OidcSignIn> {
  const identity = OidcIdentity.safeParse(raw);
  if (!identity.success || !identity.data.emailVerified) return { ok: false, reason: "unverified" };
  const { email, name } = identity.data;
  const [known] = await db.select().from(users).where(eq(users.email, email));
  if (known) {
    const accountId = (await signInWorkspace(db, known.id)) ?? known.accountId;
    await recordAudit(
      { db, accountId, clock },
      {
        action: "auth.signed_in",
        actor: { userId: known.id, address: options.address },
        summary: { method: "oidc" },
      },
    );
    return {
      ok: true,
      user: {
        id: known.id,
        email: known.email,
        name: known.name,
        accountId,
        sessionVersion: known.sessionVersion,
      },
    };
  }
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const rule = options.rules.find((r) => r.domain === domain);
  if (!rule) return { ok: false, reason: "no-account" };
  const now = clock.now();
  const user = await db.transaction(async (tx) => {
    const [workspace] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, rule.accountId));
    if (!workspace) return undefined;
    // Two first sign-ins at once: the second finds the user the first made.
    const [made] = await tx
      .insert(users)
      .values({ accountId: rule.accountId, email, name: name ?? null, emailVerified: now })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!made) return undefined;
    await tx
      .insert(memberships)
      .values({ accountId: rule.accountId, userId: made.id, role: rule.role, createdAt: now })
      .onConflictDoNothing();
    await recordAudit(
      { db: tx, accountId: rule.accountId, clock },
      {
        action: "member.joined",
        target: { type: "user", id: made.id },
        actor: { userId: made.id, address: options.address, label: email },
        summary: { role: rule.role, method: "oidc", domain },
      },
    );
    return made;
  });
  if (!user) {
    // The rule names a workspace that does not exist, or the address was taken meanwhile.
    const [again] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (again) return signInWithOidc(db, raw, options, clock);
    return { ok: false, reason: "no-account" };
  }
  return {
    ok: true,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      accountId: rule.accountId,
      sessionVersion: user.sessionVersion,
    },
    joined: { accountId: rule.accountId, role: rule.role },
  };
}
