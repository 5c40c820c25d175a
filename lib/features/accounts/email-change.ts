import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { emailChanges, users } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import type { Actor } from "@/lib/core/context";
import { Conflict, InvalidRequest, NotFound } from "@/lib/core/errors";
import { queueEmail } from "@/lib/engines/mail/mail-job";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { accountLink, hashLinkToken, newLinkToken } from "./account-links";
import { EmailChangeSchema, type EmailChangeValues } from "./auth-schemas";
import { verifyPassword } from "./password";
import { MAX_WINDOW_MS, takeAttempt } from "./throttle";

/*
 * Changing a signed-in user's e-mail address, confirmed on both addresses: the new one gets a
 * link that makes the change (24 hours, once), the old one a notice whose link undoes it and
 * signs the account out everywhere (7 days). Sessions are kept through the change itself (the
 * session reads the address afresh on each request). Each step is in the user's audit log.
 */

/** The new address's confirmation link works this long, once. */
export const CONFIRM_TTL_MS = 24 * 60 * 60_000;
/** The old address's undo link works this long, once. */
export const UNDO_TTL_MS = 7 * 24 * 60 * 60_000;
/** Change requests per user an hour: each mails two addresses. */
export const EMAIL_CHANGE_MAX = 5;

interface UserCtx {
  db: Db;
  clock: Clock;
  accountId: string;
  userId: string;
  actor?: Actor;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Starts a change of the signed-in user's address: checks the password (when the login has
 * one), mails the confirmation link to the new address and the notice with the undo link to
 * the old one. An earlier change not yet confirmed stops working.
 */
export async function requestEmailChange(ctx: UserCtx, raw: EmailChangeValues): Promise<void> {
  const input = EmailChangeSchema.parse(raw);
  const now = ctx.clock.now();
  await takeAttempt(
    ctx.db,
    [{ key: `email-change:user:${ctx.userId}`, max: EMAIL_CHANGE_MAX, windowMs: MAX_WINDOW_MS }],
    now,
    "e-mail change",
  );
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.userId));
  if (!user) throw new NotFound("User");
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.password))) {
    throw new InvalidRequest("The current password is not right.", [
      { path: "password", message: "The current password is not right." },
    ]);
  }
  if (input.email === user.email) {
    throw new InvalidRequest("That is already your address.", [
      { path: "email", message: "That is already your address." },
    ]);
  }
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (taken) throw new Conflict("That address belongs to another Leadwise login.");
  const confirm = newLinkToken();
  const undo = newLinkToken();
  const confirmLink = accountLink("/confirm-email", confirm.token);
  const undoLink = accountLink("/undo-email-change", undo.token);
  await ctx.db.transaction(async (tx) => {
    // One change at a time: an unconfirmed earlier one stops working.
    await tx
      .delete(emailChanges)
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.confirmedAt)));
    await tx.insert(emailChanges).values({
      userId: user.id,
      oldEmail: user.email,
      newEmail: input.email,
      tokenHash: confirm.hash,
      undoTokenHash: undo.hash,
      expiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
      undoExpiresAt: new Date(now.getTime() + UNDO_TTL_MS),
      createdAt: now,
    });
    await queueEmail(tx, ctx.accountId, {
      to: [input.email],
      kind: "email-change-confirm",
      subject: "Confirm your new Leadwise address",
      text: `The Leadwise login ${user.email} asked to use this address (${input.email}) from now on.\n\nConfirm it here: ${confirmLink}\n\nThe link works once, for 24 hours. If you did not ask, ignore this e-mail: nothing changes.`,
      html: `<p>The Leadwise login <b>${escapeHtml(user.email)}</b> asked to use this address (${escapeHtml(input.email)}) from now on.</p><p><a href="${confirmLink}">Confirm the new address</a></p><p>The link works once, for 24 hours. If you did not ask, ignore this e-mail: nothing changes.</p>`,
    });
    await queueEmail(tx, ctx.accountId, {
      to: [user.email],
      kind: "email-change-notice",
      subject: "Your Leadwise address is being changed",
      text: `Someone signed in as ${user.email} asked to change the login's address to ${input.email}. It changes once that address confirms it.\n\nIf this was not you, undo it here: ${undoLink}\nUndoing cancels the change (or puts this address back), signs the login out everywhere, and you can then reset the password from this address. The link works once, for 7 days.`,
      html: `<p>Someone signed in as <b>${escapeHtml(user.email)}</b> asked to change the login's address to <b>${escapeHtml(input.email)}</b>. It changes once that address confirms it.</p><p>If this was not you, <a href="${undoLink}">undo the change and lock the login</a>: it cancels the change (or puts this address back) and signs the login out everywhere; you can then reset the password from this address. The link works once, for 7 days.</p>`,
    });
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: "auth.email_change_requested",
        target: { type: "user", id: user.id },
        summary: { from: user.email, to: input.email },
      },
    );
  });
}

export type EmailLinkOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: "invalid" | "taken" };

const tokenOk = (token: string) => token.length >= 20 && token.length <= 100;

/**
 * Makes the change a confirmation link names: the user's address becomes the new one (verified
 * by this link), their sessions kept. A used, expired, undone or unknown link, or one whose
 * login no longer has the old address, changes nothing ("invalid"); "taken" when another login
 * took the new address meanwhile.
 */
export async function confirmEmailChange(
  ctx: { db: Db; clock: Clock; actor?: Actor },
  token: string,
): Promise<EmailLinkOutcome> {
  if (!tokenOk(token)) return { ok: false, reason: "invalid" };
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.tokenHash, hashLinkToken(token)),
          isNull(emailChanges.confirmedAt),
          isNull(emailChanges.undoneAt),
          gt(emailChanges.expiresAt, now),
        ),
      )
      .for("update");
    if (!change) return { ok: false, reason: "invalid" } as const;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, change.newEmail));
    if (taken) return { ok: false, reason: "taken" } as const;
    const [user] = await tx
      .update(users)
      .set({ email: change.newEmail, emailVerified: now })
      .where(and(eq(users.id, change.userId), eq(users.email, change.oldEmail)))
      .returning({ id: users.id, accountId: users.accountId });
    if (!user) return { ok: false, reason: "invalid" } as const;
    await tx.update(emailChanges).set({ confirmedAt: now }).where(eq(emailChanges.id, change.id));
    await recordAudit(
      { db: tx, clock: ctx.clock, accountId: user.accountId },
      {
        action: "auth.email_changed",
        target: { type: "user", id: user.id },
        summary: { from: change.oldEmail, to: change.newEmail },
        actor: { userId: user.id, address: ctx.actor?.address },
      },
    );
    return { ok: true, email: change.newEmail } as const;
  });
}

/**
 * The old address's undo link: cancels the change, or puts the old address back when it was
 * confirmed (unless another login took it meanwhile), and signs the login out everywhere
 * (whoever asked for the change is out). Answers the address the login now has.
 */
export async function undoEmailChange(
  ctx: { db: Db; clock: Clock; actor?: Actor },
  token: string,
): Promise<EmailLinkOutcome> {
  if (!tokenOk(token)) return { ok: false, reason: "invalid" };
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.undoTokenHash, hashLinkToken(token)),
          isNull(emailChanges.undoneAt),
          gt(emailChanges.undoExpiresAt, now),
        ),
      )
      .for("update");
    if (!change) return { ok: false, reason: "invalid" } as const;
    await tx.update(emailChanges).set({ undoneAt: now }).where(eq(emailChanges.id, change.id));
    const [oldTaken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, change.oldEmail), sql`${users.id} <> ${change.userId}`));
    const restore = change.confirmedAt !== null && !oldTaken;
    const [user] = await tx
      .update(users)
      .set({
        sessionVersion: sql`${users.sessionVersion} + 1`,
        ...(restore ? { email: change.oldEmail } : {}),
      })
      .where(eq(users.id, change.userId))
      .returning({ id: users.id, accountId: users.accountId, email: users.email });
    if (!user) return { ok: false, reason: "invalid" } as const;
    await recordAudit(
      { db: tx, clock: ctx.clock, accountId: user.accountId },
      {
        action: "auth.email_change_undone",
        target: { type: "user", id: user.id },
        summary: {
          from: change.oldEmail,
          to: change.newEmail,
          wasConfirmed: change.confirmedAt !== null,
          restored: restore,
          signedOutEverywhere: true,
        },
        actor: { userId: user.id, address: ctx.actor?.address, label: change.oldEmail },
      },
    );
    return { ok: true, email: user.email } as const;
  });
}

/** The user's address and whether the login has a password (single sign-on ones may not). */
export async function loginOf(db: Db, userId: string) {
  const [user] = await db
    .select({ email: users.email, hasPassword: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new NotFound("User");
  return user;
}
