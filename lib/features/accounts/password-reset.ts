import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { authAttempts, passwordResets, users } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import { queueEmail } from "@/lib/engines/mail/mail-job";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { accountLink, hashLinkToken, newLinkToken } from "./account-links";
import { ForgotPasswordSchema, ResetPasswordSchema } from "./auth-schemas";
import { hashPassword } from "./password";
import { replacePassword } from "./sessions";
import { signInLimits } from "./sign-in";
import { MAX_WINDOW_MS, takeAttempt } from "./throttle";

/** A reset link works this long, once. */
export const RESET_TTL_MS = 60 * 60_000;
/** Reset e-mails per address an hour: enough for a lost message, too few to flood an inbox. */
export const RESET_ACCOUNT_MAX = 5;
/** Reset requests per client address an hour. */
export const RESET_ADDRESS_MAX = 20;

/**
 * Mails a password-reset link to the address when it has an account; answers the same (nothing)
 * either way, so the form tells nobody which addresses have accounts. Throttled per e-mail
 * address and per client address (TooManyAttempts), whether or not the address has an account.
 */
export async function requestPasswordReset(
  ctx: { db: Db; clock: Clock },
  input: { email: string; address?: string },
): Promise<void> {
  const { email } = ForgotPasswordSchema.parse(input);
  const now = ctx.clock.now();
  await takeAttempt(
    ctx.db,
    [
      { key: `reset:account:${email}`, max: RESET_ACCOUNT_MAX, windowMs: MAX_WINDOW_MS },
      ...(input.address
        ? [
            {
              key: `reset:address:${input.address}`,
              max: RESET_ADDRESS_MAX,
              windowMs: MAX_WINDOW_MS,
            },
          ]
        : []),
    ],
    now,
    "password-reset",
  );
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const { token, hash } = newLinkToken();
  const link = accountLink("/reset-password", token);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      createdAt: now,
    });
    await queueEmail(tx, user.accountId, {
      to: [user.email],
      kind: "password-reset",
      subject: "Reset your Leadwise password",
      text: `Someone (we hope you) asked to reset the password of the Leadwise account ${user.email}.\n\nChoose a new password here: ${link}\n\nThe link works once, for 1 hour. Using it signs the account out everywhere. If you did not ask, ignore this e-mail: nothing changes.`,
      html: `<p>Someone (we hope you) asked to reset the password of the Leadwise account <b>${user.email}</b>.</p><p><a href="${link}">Choose a new password</a></p><p>The link works once, for 1 hour. Using it signs the account out everywhere. If you did not ask, ignore this e-mail: nothing changes.</p>`,
    });
  });
}

export type ResetOutcome = { ok: true; email: string } | { ok: false; reason: "invalid" };

/**
 * Sets a new password from a reset link. The link is used up, and with it every other
 * outstanding reset link of the user; every session of the user ends. A used, expired or
 * unknown link answers "invalid" and changes nothing.
 */
export async function resetPassword(
  ctx: { db: Db; clock: Clock },
  input: { token: string; password: string; address?: string },
): Promise<ResetOutcome> {
  const { token, password } = ResetPasswordSchema.parse(input);
  const tokenHash = hashLinkToken(token);
  const live = and(
    eq(passwordResets.tokenHash, tokenHash),
    gt(passwordResets.expiresAt, ctx.clock.now()),
  );
  // Checked before hashing, so a bad link costs no hashing; claimed again below, atomically.
  const [found] = await ctx.db.select({ id: passwordResets.id }).from(passwordResets).where(live);
  if (!found) return { ok: false, reason: "invalid" };
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .delete(passwordResets)
      .where(live)
      .returning({ userId: passwordResets.userId });
    if (!claimed) return { ok: false, reason: "invalid" } as const;
    await tx.delete(passwordResets).where(eq(passwordResets.userId, claimed.userId));
    await replacePassword(tx, claimed.userId, passwordHash);
    // The link reached the address: it is the owner's, confirmed.
    const [user] = await tx
      .update(users)
      .set({
        emailVerified: sql`coalesce(${users.emailVerified}, ${ctx.clock.now().toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, claimed.userId))
      .returning({ email: users.email, accountId: users.accountId });
    if (!user) throw new Error("reset user vanished");
    await recordAudit(
      { db: tx, accountId: user.accountId, clock: ctx.clock },
      {
        action: "auth.password_reset",
        target: { type: "user", id: claimed.userId },
        actor: { userId: claimed.userId, address: input.address },
      },
    );
    // Whoever was guessing the old password no longer holds the owner up.
    const accountLimit = signInLimits(user.email, undefined)[0];
    if (accountLimit) await tx.delete(authAttempts).where(eq(authAttempts.key, accountLimit.key));
    return { ok: true, email: user.email } as const;
  });
}
