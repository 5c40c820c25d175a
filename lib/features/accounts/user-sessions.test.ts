import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { authOptions } from "@/lib/edge/auth/options";
import { useTestAuthSecret } from "@/lib/edge/auth/session-cookie.testing";
import { createAccount } from "./create-account";
import {
  endAllSessions,
  listUserSessions,
  revokeOtherSessions,
  revokeUserSession,
  sessionRole,
} from "./sessions";

/*
 * The list of one's own sessions: each sign-in adds one, with its browser and address; revoking
 * one ends that browser's session (its cookie is refused) and no other; "all other sessions"
 * keeps this one; another user's session cannot be revoked.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const PASSWORD = "user sessions password";
let n = 0;

beforeAll(async () => {
  useTestAuthSecret();
  ({ db } = await createTestDb());
});

type Authorize = (
  raw: Record<string, string>,
  req: { headers: Record<string, string> },
) => Promise<{ id: string; accountId: string; sessionId: string; sessionVersion: number } | null>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } })
  .options.authorize;

async function user() {
  const email = `sessions${n++}@example.com`;
  const account = await createAccount(db, { email, password: PASSWORD });
  return { ...account, email };
}

async function signInFrom(email: string, agent: string, address: string) {
  const signedIn = await authorize(
    { email, password: PASSWORD },
    { headers: { "user-agent": agent, "x-forwarded-for": address } },
  );
  if (!signedIn) throw new Error("sign-in failed");
  return signedIn;
}

const current = (who: { userId: string; accountId: string }, s: { sessionId: string }) =>
  sessionRole(db, { ...who, version: 0, sessionId: s.sessionId }).then(
    (role) => role !== undefined,
  );

describe("the user's own sessions", () => {
  it("lists each sign-in with its browser, address and times, this one marked", async () => {
    const who = await user();
    const laptop = await signInFrom(
      who.email,
      "Mozilla/5.0 (X11; Linux) Firefox/140.0",
      "192.0.2.10",
    );
    await signInFrom(who.email, "Mozilla/5.0 (iPhone) Safari/605.1", "198.51.100.4");
    const list = await listUserSessions(
      db,
      { userId: who.userId, sessionId: laptop.sessionId },
      new Date(),
    );
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({
      id: laptop.sessionId,
      userAgent: "Mozilla/5.0 (X11; Linux) Firefox/140.0",
      address: "192.0.2.10",
      startedAt: expect.stringMatching(/^\d{4}-/),
      lastSeenAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it("revoking one ends that session only", async () => {
    const who = await user();
    const stolen = await signInFrom(who.email, "curl/8.0", "203.0.113.66");
    const mine = await signInFrom(who.email, "Chrome/140.0", "192.0.2.11");
    await revokeUserSession(db, who, stolen.sessionId, systemClock);
    expect(await current(who, stolen)).toBe(false);
    expect(await current(who, mine)).toBe(true);
    const left = await listUserSessions(db, who, new Date());
    expect(left.map((s) => s.id)).toEqual([mine.sessionId]);
  });

  it("all other sessions end; this one stays", async () => {
    const who = await user();
    const a = await signInFrom(who.email, "A", "192.0.2.1");
    const b = await signInFrom(who.email, "B", "192.0.2.2");
    const here = await signInFrom(who.email, "C", "192.0.2.3");
    expect(
      await revokeOtherSessions(db, { userId: who.userId, sessionId: here.sessionId }, systemClock),
    ).toBe(2);
    expect([await current(who, a), await current(who, b), await current(who, here)]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("refuses to revoke another user's session", async () => {
    const owner = await user();
    const intruder = await user();
    const theirs = await signInFrom(owner.email, "A", "192.0.2.1");
    await expect(
      revokeUserSession(db, intruder, theirs.sessionId, systemClock),
    ).rejects.toMatchObject({ status: 404 });
    expect(await current(owner, theirs)).toBe(true);
  });

  it("sign out everywhere empties the list", async () => {
    const who = await user();
    await signInFrom(who.email, "A", "192.0.2.1");
    await endAllSessions(db, who.userId);
    expect(await listUserSessions(db, who, new Date())).toEqual([]);
  });
});
