import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as usage } from "@/app/v1/usage/route";
import { emailOutbox, passwordResets } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { TooManyAttempts } from "@/lib/core/errors";
import { sessionCookie, useTestAuthSecret } from "@/lib/edge/auth/session-cookie.testing";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "./create-account";
import {
  RESET_ACCOUNT_MAX,
  RESET_ADDRESS_MAX,
  requestPasswordReset,
  resetPassword,
} from "./password-reset";
import { SIGN_IN_ACCOUNT_MAX, signInWithPassword } from "./sign-in";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const clock = fixedClock("2026-11-25T08:00:00Z");
const APP_URL = "https://app.leadwise.example";
let n = 0;

beforeAll(async () => {
  useTestAuthSecret();
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

/** A signed-in user with a fresh address, and a throttle of their own (a new client address). */
async function signedIn() {
  const email = `r${n++}-${randomBytes(3).toString("hex")}@example.com`;
  await createAccount(db, { email, password: "old password", plan: "free" });
  const user = await signInWithPassword(db, { email, password: "old password" }, clock);
  if (!user) throw new Error("sign-in failed");
  const cookie = await sessionCookie({ ...user, userId: user.id });
  return { user, email, cookie, address: `203.0.113.${n}` };
}

/** The tokens of the reset links mailed to an address, newest last. */
async function mailedTokens(email: string): Promise<string[]> {
  const mails = await db
    .select({ text: emailOutbox.text, html: emailOutbox.html })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "password-reset"), sql`${email} = any(${emailOutbox.to})`))
    .orderBy(emailOutbox.createdAt);
  return mails.map((m) => {
    const link = new RegExp(`${APP_URL}/reset-password\\?token=([\\w-]+)`).exec(m.text)?.[1];
    expect(m.html).toContain(`${APP_URL}/reset-password?token=${link}`);
    if (!link) throw new Error(`no link in ${m.text}`);
    return link;
  });
}

const statusWith = async (cookie: string) =>
  (await usage(new Request("http://test/v1/usage", { headers: { cookie } }))).status;
const signIn = (email: string, password: string) =>
  signInWithPassword(db, { email, password }, clock);

describe("password reset", () => {
  it("mails a link to the configured origin and stores only the token's hash", async () => {
    const { email, address } = await signedIn();
    await expect(requestPasswordReset({ db, clock }, { email, address })).resolves.toBeUndefined();
    const [token] = await mailedTokens(email);
    expect(token?.length).toBeGreaterThanOrEqual(40);
    const stored = await db.select().from(passwordResets);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("answers an unknown address the same, and mails nothing", async () => {
    const ghost = `ghost-${randomBytes(3).toString("hex")}@example.com`;
    const before = await db.select({ id: emailOutbox.id }).from(emailOutbox);
    await expect(
      requestPasswordReset({ db, clock }, { email: ghost, address: "203.0.113.250" }),
    ).resolves.toBeUndefined();
    expect(await db.select({ id: emailOutbox.id }).from(emailOutbox)).toHaveLength(before.length);
  });

  it("sets the new password once, ends every session and every other outstanding link", async () => {
    const { user, email, cookie, address } = await signedIn();
    const other = await sessionCookie({ ...user, userId: user.id });
    await requestPasswordReset({ db, clock }, { email, address });
    await requestPasswordReset({ db, clock }, { email, address });
    const [first, second] = await mailedTokens(email);
    expect(await statusWith(cookie)).toBe(200);

    const done = await resetPassword(
      { db, clock },
      { token: second ?? "", password: "new password" },
    );
    expect(done).toEqual({ ok: true, email });
    expect(await statusWith(cookie)).toBe(401);
    expect(await statusWith(other)).toBe(401);
    expect(await signIn(email, "old password")).toBeNull();
    expect(await signIn(email, "new password")).not.toBeNull();

    // The link is used up, and so is the one mailed before it.
    for (const token of [second, first]) {
      expect(
        await resetPassword({ db, clock }, { token: token ?? "", password: "third password" }),
      ).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await signIn(email, "new password")).not.toBeNull();
  });

  it("refuses a password sign-up would refuse, and a link past its hour", async () => {
    const { email, address } = await signedIn();
    await requestPasswordReset({ db, clock }, { email, address });
    const [token = ""] = await mailedTokens(email);
    await expect(resetPassword({ db, clock }, { token, password: "short" })).rejects.toThrow(
      /at least 8 characters/,
    );
    clock.advance(60 * 60_000 + 1000);
    expect(await resetPassword({ db, clock }, { token, password: "new password" })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await signIn(email, "old password")).not.toBeNull();
  });

  it("works within the hour, and lifts a sign-in lockout someone else's guesses caused", async () => {
    const { email, address } = await signedIn();
    await requestPasswordReset({ db, clock }, { email, address });
    const [token = ""] = await mailedTokens(email);
    for (let i = 0; i < SIGN_IN_ACCOUNT_MAX; i++) {
      await signInWithPassword(db, { email, password: `guess ${i}`, address: "192.0.2.66" }, clock);
    }
    await expect(signIn(email, "old password")).rejects.toBeInstanceOf(TooManyAttempts);
    clock.advance(59 * 60_000 - 60_000);
    expect(await resetPassword({ db, clock }, { token, password: "new password" })).toMatchObject({
      ok: true,
    });
    expect(await signIn(email, "new password")).not.toBeNull();
  });

  it("is throttled per e-mail address and per client address, known or not", async () => {
    clock.advance(2 * 60 * 60_000);
    const outcome = (email: string, address: string) =>
      requestPasswordReset({ db, clock }, { email, address }).then(
        () => "answered",
        (error: unknown) => (error instanceof TooManyAttempts ? "throttled" : String(error)),
      );
    const { email } = await signedIn();
    const perAccount: string[] = [];
    for (let i = 0; i <= RESET_ACCOUNT_MAX; i++)
      perAccount.push(await outcome(email, `192.0.2.${i}`));
    expect(perAccount).toEqual([...Array(RESET_ACCOUNT_MAX).fill("answered"), "throttled"]);
    expect(await mailedTokens(email)).toHaveLength(RESET_ACCOUNT_MAX);

    const perClient: string[] = [];
    for (let i = 0; i <= RESET_ADDRESS_MAX; i++) {
      perClient.push(await outcome(`sprayed-${i}@example.com`, "198.51.100.99"));
    }
    expect(perClient).toEqual([...Array(RESET_ADDRESS_MAX).fill("answered"), "throttled"]);
    // Another client is not held up by it.
    expect(await outcome("sprayed-0@example.com", "198.51.100.100")).toBe("answered");
  });
});
