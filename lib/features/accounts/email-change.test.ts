import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, emailOutbox, users } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { Conflict, InvalidRequest, TooManyAttempts } from "@/lib/core/errors";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "./create-account";
import {
  confirmEmailChange,
  EMAIL_CHANGE_MAX,
  requestEmailChange,
  undoEmailChange,
} from "./email-change";
import { sessionState } from "./sessions";

/*
 * Changing one's address: confirmed by a link to the new address, undoable (with a sign-out
 * everywhere) from a notice to the old one; sessions kept through the change itself.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const APP_URL = "https://app.leadwise.example";
const PASSWORD = "old password 1";
let n = 0;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  process.env.APP_URL = APP_URL;
  resetEnvCache();
  ({ db } = await createTestDb());
});
afterAll(async () => {
  delete process.env.APP_URL;
  resetEnvCache();
  await stopBoss();
});

async function someone() {
  const email = `me${n++}@old.test`;
  const a = await createAccount(db, { email, password: PASSWORD });
  const ctx = {
    db,
    clock: systemClock,
    accountId: a.accountId,
    userId: a.userId,
    actor: { userId: a.userId, address: "192.0.2.7" },
  };
  return { ...a, email, ctx };
}

/** The token of the newest link of this path mailed to an address. */
async function linkTo(email: string, path: string): Promise<string> {
  const [mail] = await db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(sql`${email} = any(${emailOutbox.to})`)
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(1);
  const token = new RegExp(`${APP_URL}${path}\\?token=([\\w-]+)`).exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no ${path} link mailed to ${email}`);
  return token;
}

const addressOf = async (userId: string) =>
  (await db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

const actions = async (accountId: string) =>
  (
    await db
      .select({ action: auditEvents.action, summary: auditEvents.summary })
      .from(auditEvents)
      .where(eq(auditEvents.accountId, accountId))
      .orderBy(auditEvents.id)
  ).filter((e) => e.action.startsWith("auth.email"));

describe("changing one's e-mail address", () => {
  it("takes effect only from the new address's link, keeping sessions, and is audited", async () => {
    const me = await someone();
    const next = `new${n++}@new.test`;
    await requestEmailChange(me.ctx, { email: next, password: PASSWORD });
    expect(await addressOf(me.userId)).toBe(me.email);
    const confirm = await linkTo(next, "/confirm-email");
    await linkTo(me.email, "/undo-email-change");

    expect(await confirmEmailChange(me.ctx, confirm)).toEqual({ ok: true, email: next });
    expect(await addressOf(me.userId)).toBe(next);
    // The session goes on, now showing the new address.
    expect(
      await sessionState(db, { userId: me.userId, accountId: me.accountId, version: 0 }),
    ).toEqual({ role: "owner", email: next });
    // The link works once.
    expect(await confirmEmailChange(me.ctx, confirm)).toEqual({ ok: false, reason: "invalid" });
    expect(await actions(me.accountId)).toEqual([
      { action: "auth.email_change_requested", summary: { from: me.email, to: next } },
      { action: "auth.email_changed", summary: { from: me.email, to: next } },
    ]);
  });

  it("refuses a wrong password, the same address and one another login has", async () => {
    const me = await someone();
    const other = await someone();
    await expect(
      requestEmailChange(me.ctx, { email: "x@new.test", password: "wrong" }),
    ).rejects.toThrow(InvalidRequest);
    await expect(
      requestEmailChange(me.ctx, { email: me.email, password: PASSWORD }),
    ).rejects.toThrow(InvalidRequest);
    await expect(
      requestEmailChange(me.ctx, { email: other.email, password: PASSWORD }),
    ).rejects.toThrow(Conflict);
  });

  it("undone from the old address: the old address back, every session ended", async () => {
    const me = await someone();
    const next = `new${n++}@new.test`;
    await requestEmailChange(me.ctx, { email: next, password: PASSWORD });
    await confirmEmailChange(me.ctx, await linkTo(next, "/confirm-email"));
    const undo = await linkTo(me.email, "/undo-email-change");

    expect(await undoEmailChange(me.ctx, undo)).toEqual({ ok: true, email: me.email });
    expect(await addressOf(me.userId)).toBe(me.email);
    expect(
      await sessionState(db, { userId: me.userId, accountId: me.accountId, version: 0 }),
    ).toBeUndefined();
    expect(await undoEmailChange(me.ctx, undo)).toEqual({ ok: false, reason: "invalid" });
    const [, , undone] = await actions(me.accountId);
    expect(undone).toMatchObject({
      action: "auth.email_change_undone",
      summary: { wasConfirmed: true, restored: true, signedOutEverywhere: true },
    });
  });

  it("undone before it was confirmed: the confirmation link opens nothing", async () => {
    const me = await someone();
    const next = `new${n++}@new.test`;
    await requestEmailChange(me.ctx, { email: next, password: PASSWORD });
    const confirm = await linkTo(next, "/confirm-email");
    await undoEmailChange(me.ctx, await linkTo(me.email, "/undo-email-change"));
    expect(await confirmEmailChange(me.ctx, confirm)).toEqual({ ok: false, reason: "invalid" });
    expect(await addressOf(me.userId)).toBe(me.email);
  });

  it("a newer request replaces an unconfirmed one; requests are throttled per login", async () => {
    const me = await someone();
    await requestEmailChange(me.ctx, { email: `a${n}@new.test`, password: PASSWORD });
    const first = await linkTo(`a${n}@new.test`, "/confirm-email");
    await requestEmailChange(me.ctx, { email: `b${n}@new.test`, password: PASSWORD });
    expect(await confirmEmailChange(me.ctx, first)).toEqual({ ok: false, reason: "invalid" });
    for (let i = 2; i < EMAIL_CHANGE_MAX; i++) {
      await requestEmailChange(me.ctx, { email: `c${i}-${n}@new.test`, password: PASSWORD });
    }
    await expect(
      requestEmailChange(me.ctx, { email: `d${n}@new.test`, password: PASSWORD }),
    ).rejects.toThrow(TooManyAttempts);
  });

  it("refuses a confirmation when another login took the address meanwhile", async () => {
    const me = await someone();
    const next = `new${n++}@new.test`;
    await requestEmailChange(me.ctx, { email: next, password: PASSWORD });
    await createAccount(db, { email: next, password: "someone else 1" });
    expect(await confirmEmailChange(me.ctx, await linkTo(next, "/confirm-email"))).toEqual({
      ok: false,
      reason: "taken",
    });
    expect(await addressOf(me.userId)).toBe(me.email);
    expect(
      await db
        .select()
        .from(users)
        .where(and(eq(users.id, me.userId), eq(users.email, next))),
    ).toEqual([]);
  });
});
