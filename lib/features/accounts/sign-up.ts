import { and, eq, gt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { pendingSignUps, users } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import { Conflict } from "@/lib/core/errors";
import { publicOrigin } from "@/lib/core/public-url";
import { queueEmail } from "@/lib/engines/mail/mail-job";
import { accountLink, hashLinkToken, newLinkToken } from "./account-links";
import { createAccount } from "./create-account";
import { hashPassword } from "./password";
import { MAX_WINDOW_MS, takeAttempt } from "./throttle";

const WINDOW_MS = MAX_WINDOW_MS;
/** A confirmation link works this long. */
export const SIGN_UP_LINK_TTL_MS = 24 * 3600_000;

/**
 * A sign-up from the form, throttled per e-mail address and per client address
 * (TooManyAttempts): every attempt counts, so neither account farming nor probing goes fast.
 * It answers the same, after the same password hashing, whether or not the address has an
 * account: a new address is mailed a link that creates the account (confirmSignUp), an address
 * with an account is mailed its owner a note instead. The answer tells nobody which it was.
 */
export async function signUp(
  db: Db,
  input: { name: string; email: string; password: string; address?: string },
  clock: Clock,
): Promise<void> {
  const now = clock.now();
  await takeAttempt(
    db,
    [
      { key: `sign-up:account:${input.email}`, max: 5, windowMs: WINDOW_MS },
      ...(input.address
        ? [{ key: `sign-up:address:${input.address}`, max: 20, windowMs: WINDOW_MS }]
        : []),
    ],
    now,
    "sign-up",
  );
  const passwordHash = await hashPassword(input.password);
  const { token, hash } = newLinkToken();
  await db.transaction(async (tx) => {
    const [owner] = await tx.select().from(users).where(eq(users.email, input.email));
    if (owner) {
      const origin = publicOrigin();
      await queueEmail(tx, owner.accountId, {
        to: [owner.email],
        kind: "sign-up.existing",
        subject: "Someone tried to sign up to Leadwise with your address",
        text: `Someone (perhaps you) tried to create a Leadwise account for ${owner.email}, which already has one, so nothing was created.\n\nSign in: ${origin}/sign-in\nForgot your password? Reset it: ${origin}/forgot-password\n\nIf this was not you, you can ignore this e-mail.`,
        html: `<p>Someone (perhaps you) tried to create a Leadwise account for <b>${owner.email}</b>, which already has one, so nothing was created.</p><p><a href="${origin}/sign-in">Sign in</a> or, if you forgot your password, <a href="${origin}/forgot-password">reset it</a>.</p><p>If this was not you, you can ignore this e-mail.</p>`,
      });
      return;
    }
    await tx.insert(pendingSignUps).values({
      email: input.email,
      name: input.name,
      passwordHash,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + SIGN_UP_LINK_TTL_MS),
      createdAt: now,
    });
    const link = accountLink("/verify-email", token);
    await queueEmail(tx, null, {
      to: [input.email],
      kind: "sign-up.verify",
      subject: "Confirm your address to finish signing up to Leadwise",
      text: `Welcome to Leadwise. Confirm that ${input.email} is yours to create your account:\n\n${link}\n\nThe link works for 24 hours. If you did not sign up, ignore this e-mail: no account is created.`,
      html: `<p>Welcome to Leadwise. Confirm that <b>${input.email}</b> is yours to create your account:</p><p><a href="${link}">Confirm my address</a></p><p>The link works for 24 hours. If you did not sign up, ignore this e-mail: no account is created.</p>`,
    });
  });
}

export type ConfirmSignUpOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: "invalid" | "taken"; email?: string };

/**
 * Creates the account a confirmation link stands for, with the sign-up's name and password
 * and its address verified. The link is used up with every other pending sign-up of the
 * address; an unknown, used or expired link answers "invalid", and an address that got an
 * account meanwhile (another link of it, the admin CLI) "taken".
 */
export async function confirmSignUp(
  ctx: { db: Db; clock: Clock },
  token: string,
): Promise<ConfirmSignUpOutcome> {
  if (token.length === 0 || token.length > 200) return { ok: false, reason: "invalid" };
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingSignUps)
      .where(
        and(eq(pendingSignUps.tokenHash, hashLinkToken(token)), gt(pendingSignUps.expiresAt, now)),
      )
      .returning();
    if (!pending) return { ok: false, reason: "invalid" } as const;
    await tx.delete(pendingSignUps).where(eq(pendingSignUps.email, pending.email));
    try {
      await createAccount(
        tx,
        { email: pending.email, name: pending.name, plan: "free" },
        { passwordHash: pending.passwordHash, emailVerified: now },
      );
    } catch (error) {
      // The link is used up all the same: the address has its account.
      if (error instanceof Conflict)
        return { ok: false, reason: "taken", email: pending.email } as const;
      throw error;
    }
    return { ok: true, email: pending.email } as const;
  });
}
