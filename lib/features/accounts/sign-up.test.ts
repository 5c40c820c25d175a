import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, pendingSignUps, users } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "./create-account";
import { signInWithPassword } from "./sign-in";
import { confirmSignUp, SIGN_UP_LINK_TTL_MS, signUp } from "./sign-up";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const clock = fixedClock("2026-11-25T08:00:00Z");
const APP_URL = "https://app.leadwise.example";
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

/** A sign-up from a client address of its own, so no test runs into another's throttle. */
const signUpAs = (email: string, password: string) =>
  signUp(db, { name: "Acme", email, password, address: `203.0.113.${n++}` }, clock);

async function mails(email: string, kind: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), sql`${email} = any(${emailOutbox.to})`))
    .orderBy(emailOutbox.createdAt);
}

async function linkTokens(email: string): Promise<string[]> {
  return (await mails(email, "sign-up.verify")).map((m) => {
    const token = new RegExp(`${APP_URL}/verify-email\\?token=([\\w-]+)`).exec(m.text)?.[1];
    if (!token) throw new Error(`no link in ${m.text}`);
    return token;
  });
}

const userOf = async (email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

describe("sign-up", () => {
  it("creates the account only when the mailed link is opened, verified, once", async () => {
    const email = "new@example.com";
    await expect(signUpAs(email, "chosen password")).resolves.toBeUndefined();
    expect(await userOf(email)).toBeUndefined();
    const [token = ""] = await linkTokens(email);
    const stored = await db.select().from(pendingSignUps);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain("chosen password");

    expect(await confirmSignUp({ db, clock }, token)).toEqual({ ok: true, email });
    expect((await userOf(email))?.emailVerified).toEqual(clock.now());
    expect(
      await signInWithPassword(db, { email, password: "chosen password" }, clock),
    ).not.toBeNull();
    expect(await confirmSignUp({ db, clock }, token)).toEqual({ ok: false, reason: "invalid" });
  });

  it("answers an address with an account the same, mails its owner, and changes nothing", async () => {
    const email = "owner@example.com";
    const owner = await createAccount(db, { email, password: "owner password", plan: "free" });
    await expect(signUpAs(email, "intruder password")).resolves.toBeUndefined();
    expect(await linkTokens(email)).toEqual([]);
    expect(await db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email))).toEqual(
      [],
    );
    const [note] = await mails(email, "sign-up.existing");
    expect(note?.accountId).toBe(owner.accountId);
    expect(note?.text).toContain(`${APP_URL}/forgot-password`);
    expect(
      await signInWithPassword(db, { email, password: "intruder password" }, clock),
    ).toBeNull();
    expect(
      await signInWithPassword(db, { email, password: "owner password" }, clock),
    ).not.toBeNull();
  });

  it("spends as much work on an address with an account as on a new one", async () => {
    await createAccount(db, { email: "timed@example.com", password: "owner password" });
    // CPU time of this process (argon2 runs on its threads), as in sign-in.test.ts.
    const work = async (email: string) => {
      const before = process.cpuUsage();
      await signUpAs(email, "some password");
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      clock.advance(60 * 60_000); // past the e-mail's throttle window
      known.push(await work("timed@example.com"));
      unknown.push(await work(`fresh-${i}@example.com`));
    }
    // The least of each: whatever else the process does (a collection, a busy neighbour's
    // cache misses slowing the memory-hard hash) only adds, so the least is the sign-up's own.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.6);
    expect(Math.min(...known)).toBeGreaterThan(Math.min(...unknown) * 0.6);
  });

  it("refuses a link after 24 hours", async () => {
    const email = "late@example.com";
    await signUpAs(email, "chosen password");
    const [token = ""] = await linkTokens(email);
    clock.advance(SIGN_UP_LINK_TTL_MS + 1000);
    expect(await confirmSignUp({ db, clock }, token)).toEqual({ ok: false, reason: "invalid" });
    expect(await userOf(email)).toBeUndefined();
  });

  it("lets nobody squat an address: the owner's own link wins, the other stops working", async () => {
    const email = "squatted@example.com";
    await signUpAs(email, "squatter password");
    await signUpAs(email, "owner password");
    const [squatter = "", owner = ""] = await linkTokens(email);
    expect(await confirmSignUp({ db, clock }, owner)).toMatchObject({ ok: true });
    expect(await confirmSignUp({ db, clock }, squatter)).toEqual({ ok: false, reason: "invalid" });
    expect(
      await signInWithPassword(db, { email, password: "owner password" }, clock),
    ).not.toBeNull();
  });

  it("says the address is taken when it got an account after the sign-up", async () => {
    const email = "raced@example.com";
    await signUpAs(email, "chosen password");
    const [token = ""] = await linkTokens(email);
    await createAccount(db, { email, password: "operator password" });
    expect(await confirmSignUp({ db, clock }, token)).toEqual({
      ok: false,
      reason: "taken",
      email,
    });
    expect(await confirmSignUp({ db, clock }, token)).toEqual({ ok: false, reason: "invalid" });
  });
});
