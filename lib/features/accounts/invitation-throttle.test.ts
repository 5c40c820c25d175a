import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { TooManyAttempts } from "@/lib/core/errors";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "./create-account";
import { INVITATIONS_PER_HOUR, inviteMember, resendInvitation } from "./memberships";

/* A workspace mails at most INVITATIONS_PER_HOUR invitations an hour, resends included. */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];

beforeAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  ({ db } = await createTestDb());
});
afterAll(() => stopBoss());

describe("invitations are throttled per workspace", () => {
  it("refuses the invitation past the hourly number with 429, resends counted, other workspaces not", async () => {
    const a = await createAccount(db, { email: "owner@throttle-a.test" });
    const b = await createAccount(db, { email: "owner@throttle-b.test" });
    const ctxA = { db, accountId: a.accountId, clock: systemClock, userId: a.userId };
    const first = await inviteMember(ctxA, { email: "x0@team.test", role: "member" });
    await resendInvitation(ctxA, first.id);
    for (let i = 2; i < INVITATIONS_PER_HOUR; i++) {
      await inviteMember(ctxA, { email: `x${i}@team.test`, role: "viewer" });
    }
    const refused = await inviteMember(ctxA, { email: "late@team.test", role: "member" }).catch(
      (e) => e,
    );
    expect(refused).toBeInstanceOf(TooManyAttempts);
    expect(refused.status).toBe(429);
    await expect(resendInvitation(ctxA, first.id)).rejects.toThrow(TooManyAttempts);
    const ctxB = { db, accountId: b.accountId, clock: systemClock, userId: b.userId };
    await expect(inviteMember(ctxB, { email: "late@team.test", role: "member" })).resolves.toEqual({
      id: expect.any(String),
    });
  });
});
