import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import { decode, encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as usage } from "@/app/v1/usage/route";
import { endedSessions } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock, systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { authOptions, authSecret, secureCookies } from "@/lib/edge/auth/options";
import { sessionCookie, useTestAuthSecret } from "@/lib/edge/auth/session-cookie.testing";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "./create-account";
import { changePassword, endAllSessions, endSession, removeUser } from "./sessions";
import { signInWithPassword } from "./sign-in";

/*
 * A session cookie copied from a browser keeps working only as long as the user's sessions do:
 * "sign out everywhere", a new password and removing the user end it (401 on /v1), and Sign out
 * ends the session it is pressed in.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let n = 0;

beforeAll(async () => {
  useTestAuthSecret();
  ({ db } = await createTestDb());
});
beforeAll(() => {
  afterAll(() => stopBoss());
});

async function signedIn(password = "first password") {
  const email = `s${n++}-${randomBytes(3).toString("hex")}@example.com`;
  await createAccount(db, { email, password, plan: "free" });
  const user = await signInWithPassword(db, { email, password }, systemClock);
  if (!user) throw new Error("sign-in failed");
  const cookie = await sessionCookie({ ...user, userId: user.id });
  return { user, email, cookie };
}

const statusWith = async (cookie: string) =>
  (await usage(new Request("http://test/v1/usage", { headers: { cookie } }))).status;

describe("revocable sessions", () => {
  it("sign out everywhere ends every session; a new sign-in works again", async () => {
    const { user, email, cookie } = await signedIn();
    const other = await sessionCookie({ ...user, userId: user.id });
    expect(await statusWith(cookie)).toBe(200);
    await endAllSessions(db, user.id);
    expect(await statusWith(cookie)).toBe(401);
    expect(await statusWith(other)).toBe(401);
    const again = await signInWithPassword(db, { email, password: "first password" }, systemClock);
    expect(again?.sessionVersion).toBe(user.sessionVersion + 1);
    const fresh = await sessionCookie({ ...user, ...again, userId: user.id });
    expect(await statusWith(fresh)).toBe(200);
  });

  it("a password change ends every session and needs the current password", async () => {
    const { user, email, cookie } = await signedIn();
    await expect(
      changePassword(db, user.id, { currentPassword: "a guess", newPassword: "second password" }),
    ).rejects.toThrow(/current password is wrong/);
    expect(await statusWith(cookie)).toBe(200);
    await changePassword(db, user.id, {
      currentPassword: "first password",
      newPassword: "second password",
    });
    expect(await statusWith(cookie)).toBe(401);
    const signIn = (password: string) => signInWithPassword(db, { email, password }, systemClock);
    expect(await signIn("first password")).toBeNull();
    expect(await signIn("second password")).not.toBeNull();
  });

  it("removing the user ends their sessions", async () => {
    const { email, cookie } = await signedIn();
    expect(await statusWith(cookie)).toBe(200);
    await removeUser(db, email);
    expect(await statusWith(cookie)).toBe(401);
  });

  it("a session without a version, or for another account, is refused", async () => {
    const { user } = await signedIn();
    const unversioned = await encode({
      token: { sub: user.id, accountId: user.accountId },
      secret: authSecret(),
    });
    expect(await statusWith(`next-auth.session-token=${unversioned}`)).toBe(401);
    const { user: stranger } = await signedIn();
    const crossed = await sessionCookie({
      ...user,
      userId: user.id,
      accountId: stranger.accountId,
    });
    expect(await statusWith(crossed)).toBe(401);
  });
});

/** The claims of a session cookie, as next-auth hands them to its callbacks and events. */
async function claimsOf(cookie: string): Promise<JWT> {
  const token = await decode({ token: cookie.split("=")[1] ?? "", secret: authSecret() });
  if (!token) throw new Error("not a session cookie");
  return token;
}

/** What a page does with a cookie: next-auth's jwt callback, whose throw means "no session". */
async function pageAccepts(cookie: string): Promise<boolean> {
  const token = await claimsOf(cookie);
  const jwt = authOptions.callbacks?.jwt as unknown as (p: { token: JWT }) => Promise<JWT>;
  return jwt({ token }).then(
    () => true,
    () => false,
  );
}

/** Sign out as next-auth runs it: its signOut event with the cookie's claims. */
async function signOut(cookie: string): Promise<void> {
  const event = authOptions.events?.signOut as (m: { token: JWT }) => Promise<void>;
  await event({ token: await claimsOf(cookie) });
}

describe("sign out", () => {
  it("ends the session at once for /v1 and pages; another browser's stays", async () => {
    const { user, cookie } = await signedIn();
    const otherBrowser = await sessionCookie({ ...user, userId: user.id });
    expect(await statusWith(cookie)).toBe(200);
    expect(await pageAccepts(cookie)).toBe(true);

    await signOut(cookie);
    expect(await statusWith(cookie)).toBe(401);
    expect(await pageAccepts(cookie)).toBe(false);
    expect(await statusWith(otherBrowser)).toBe(200);
    expect(await pageAccepts(otherBrowser)).toBe(true);
  });

  it("ends every refreshed copy of the cookie too: they share the session's id", async () => {
    const { user } = await signedIn();
    const sessionId = "a-session-refreshed-since";
    const before = await sessionCookie({ ...user, userId: user.id, sessionId });
    const refreshed = await sessionCookie({ ...user, userId: user.id, sessionId });
    expect(refreshed).not.toBe(before);
    await signOut(refreshed);
    expect(await statusWith(before)).toBe(401);
    expect(await statusWith(refreshed)).toBe(401);
  });

  it("a session from before sessions had ids ends with all the user's others", async () => {
    const { user } = await signedIn();
    const legacy = `next-auth.session-token=${await encode({
      token: { sub: user.id, accountId: user.accountId, sv: user.sessionVersion },
      secret: authSecret(),
    })}`;
    const other = await sessionCookie({ ...user, userId: user.id });
    expect(await statusWith(legacy)).toBe(200);
    await signOut(legacy);
    expect(await statusWith(legacy)).toBe(401);
    expect(await statusWith(other)).toBe(401);
  });

  it("signing out twice changes nothing; ended sessions are forgotten once they would expire", async () => {
    const { user, cookie } = await signedIn();
    await signOut(cookie);
    await signOut(cookie);
    expect(await statusWith(cookie)).toBe(401);
    const ended = () => db.select().from(endedSessions).where(eq(endedSessions.userId, user.id));
    expect(await ended()).toHaveLength(1);
    const [row] = await ended();
    const later = fixedClock(new Date((row?.expiresAt.getTime() ?? 0) + 1000));
    await endSession(db, { userId: user.id, sessionId: "next", expiresAt: new Date() }, later);
    expect((await ended()).map((r) => r.sessionId)).toEqual(["next"]);
  });
});

describe("secure cookies", () => {
  it("whenever the public URL is https or the request came over https", () => {
    const before = process.env.APP_URL;
    try {
      process.env.APP_URL = "http://leads.test";
      resetEnvCache();
      expect(secureCookies(null)).toBe(false);
      expect(secureCookies("http")).toBe(false);
      expect(secureCookies("https")).toBe(true);
      process.env.APP_URL = "https://leads.example.com";
      resetEnvCache();
      expect(secureCookies(null)).toBe(true);
      expect(secureCookies("http")).toBe(true);
    } finally {
      if (before === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = before;
      resetEnvCache();
    }
  });
});
