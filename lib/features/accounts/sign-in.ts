import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import { queueEmail } from "@/lib/engines/mail/mail-job";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { signInWorkspace } from "./memberships";
import { hashPassword, verifyPassword } from "./password";
import { type AttemptLimit, takeAttempt } from "./throttle";

const WINDOW_MS = 15 * 60_000;
/** Failed sign-ins per e-mail address in the window: online guessing gets 10 tries. */
export const SIGN_IN_ACCOUNT_MAX = 10;
/** Per client address: credential stuffing across accounts, with room for a shared NAT. */
export const SIGN_IN_ADDRESS_MAX = 100;

export function signInLimits(email: string, address: string | undefined): AttemptLimit[] {
  return [
    { key: `sign-in:account:${email}`, max: SIGN_IN_ACCOUNT_MAX, windowMs: WINDOW_MS },
    ...(address
      ? [{ key: `sign-in:address:${address}`, max: SIGN_IN_ADDRESS_MAX, windowMs: WINDOW_MS }]
      : []),
  ];
}

let dummyHash: Promise<string> | undefined;

export interface SignedInUser {
  id: string;
  email: string;
  name: string | null;
  accountId: string;
  sessionVersion: number;
}

/**
 * E-mail and password sign-in, throttled per e-mail address and per client address (throws
 * TooManyAttempts, even for the right password, while either is over its limit). An unknown
 * e-mail costs the same password verification as a known one, so the answer's timing does not
 * tell which addresses have accounts. The owner is told by e-mail when their account's limit is
 * reached.
 */
export async function signInWithPassword(
  db: Db,
  input: { email: string; password: string; address?: string },
  clock: Clock,
): Promise<SignedInUser | null> {
  const now = clock.now();
  const attempt = await takeAttempt(db, signInLimits(input.email, input.address), now, "sign-in");
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  dummyHash ??= hashPassword(crypto.randomUUID());
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (user?.passwordHash && ok) {
    await attempt.succeeded(signInLimits(input.email, undefined)[0]?.key);
    await recordAudit(
      { db, accountId: user.accountId, clock },
      { action: "auth.signed_in", actor: { userId: user.id, address: input.address } },
    );
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      // The workspace last opened, else the first the user belongs to (docs/teams.md).
      accountId: (await signInWorkspace(db, user.id)) ?? user.accountId,
      sessionVersion: user.sessionVersion,
    };
  }
  if (user) {
    await recordAudit(
      { db, accountId: user.accountId, clock },
      {
        action: "auth.sign_in_failed",
        target: { type: "user", id: user.id },
        actor: { address: input.address, label: user.email },
      },
    );
  }
  if (user && attempt.counts[0] === SIGN_IN_ACCOUNT_MAX) {
    await queueEmail(db, user.accountId, {
      to: [user.email],
      kind: "sign-in-throttled",
      subject: "Repeated failed sign-ins to your Leadwise account",
      text: `There were ${SIGN_IN_ACCOUNT_MAX} failed attempts to sign in as ${user.email} in the last 15 minutes, so sign-in is paused for a while. If this was not you, someone may be guessing your password: choose a long, unique one.`,
      html: `<p>There were ${SIGN_IN_ACCOUNT_MAX} failed attempts to sign in as <b>${user.email}</b> in the last 15 minutes, so sign-in is paused for a while.</p><p>If this was not you, someone may be guessing your password: choose a long, unique one.</p>`,
      dedupeKey: `sign-in-throttled:${user.id}:${Math.floor(now.getTime() / WINDOW_MS)}`,
    });
  }
  return null;
}
