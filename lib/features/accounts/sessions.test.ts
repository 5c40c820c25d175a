import { randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as usage } from "@/app/v1/usage/route";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { authSecret } from "@/lib/edge/auth/options";
import { sessionCookie, useTestAuthSecret } from "@/lib/edge/auth/session-cookie.testing";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "./create-account";
import { changePassword, endAllSessions, removeUser } from "./sessions";
import { signInWithPassword } from "./sign-in";

/*
 * A session cookie copied from a browser keeps working only as long as the user's sessions do:
 * "sign out everywhere", a new password and removing the user end it (401 on /v1).
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
