import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as estimate } from "@/app/v1/estimate/route";
import { GET as usage } from "@/app/v1/usage/route";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { errorToResponse } from "@/lib/edge/api/problem";
import { sessionCookie, useTestAuthSecret } from "@/lib/edge/auth/session-cookie.testing";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";
import { signInWithPassword } from "@/lib/features/accounts/sign-in";
import { signUp } from "@/lib/features/accounts/sign-up";

/*
 * Everything the server logs, at the most verbose level, while it is handed API keys,
 * passwords, session cookies and webhook secrets, including a failed query carrying a secret:
 * none of them appears in the log.
 */

const captured = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock("@/lib/core/logger", async (importOriginal) =>
  (await import("@/lib/core/captured-logs.testing")).loggerInto(captured.lines, importOriginal),
);

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const PASSWORD = "hunter2-but-longer";
const secrets: Record<string, string> = {};

beforeAll(async () => {
  useTestAuthSecret();
  ({ db } = await createTestDb());
  const account = await createAccount(db, {
    email: "logged@example.com",
    password: PASSWORD,
    plan: "pro",
  });
  const user = await signInWithPassword(
    db,
    { email: "logged@example.com", password: PASSWORD, address: "192.0.2.10" },
    systemClock,
  );
  if (!user) throw new Error("sign-in failed");
  const cookie = await sessionCookie({ ...user, userId: user.id });
  Object.assign(secrets, {
    apiKey: account.apiKey,
    apiKeySecretPart: account.apiKey.slice(-20),
    password: PASSWORD,
    webhookSecret: account.webhookSecret,
    webhookSecretKey: account.webhookSecret.replace(/^whsec_/, ""),
    sessionToken: cookie.split("=")[1] ?? "",
    wrongPassword: "correct-horse-typo",
    signUpPassword: "a new users password",
    forgedKey: "lw_live_ThisIsNotARealKeyButLooksLikeOne",
  });
});
beforeAll(() => {
  afterAll(() => stopBoss());
});

describe("the server log", () => {
  it("holds no API key, password, session token or webhook secret", async () => {
    const get = (headers: Record<string, string>) =>
      usage(new Request("http://test/v1/usage", { headers }));
    expect((await get({ authorization: `Bearer ${secrets.apiKey}` })).status).toBe(200);
    expect((await get({ "x-api-key": secrets.apiKey ?? "" })).status).toBe(200);
    expect((await get({ authorization: `Bearer ${secrets.forgedKey}` })).status).toBe(401);
    const cookie = `next-auth.session-token=${secrets.sessionToken}`;
    expect((await get({ cookie })).status).toBe(200);
    const crossSite = await estimate(
      new Request("http://test/v1/estimate", {
        method: "POST",
        headers: { cookie, "content-type": "text/plain", origin: "https://evil.example" },
        body: JSON.stringify({ filters: {}, password: secrets.password }),
      }),
    );
    expect(crossSite.status).toBe(403);
    const invalid = await estimate(
      new Request("http://test/v1/estimate", {
        method: "POST",
        headers: { authorization: `Bearer ${secrets.apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ filters: {}, secret: secrets.webhookSecret }),
      }),
    );
    expect(invalid.status).toBe(400);

    for (const password of [secrets.wrongPassword ?? "", PASSWORD]) {
      await signInWithPassword(
        db,
        { email: "logged@example.com", password, address: "192.0.2.10" },
        systemClock,
      );
    }
    await signUp(
      db,
      {
        name: "New",
        email: "new@example.com",
        password: secrets.signUpPassword ?? "",
        address: "192.0.2.11",
      },
      systemClock,
    );

    // A query that fails with a secret among its parameters, answered as an unhandled error.
    const failed = await db
      .execute(sql`select ${secrets.webhookSecret}::int, ${secrets.apiKey}::int`)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(errorToResponse(failed, "req-test").status).toBe(500);

    const log = captured.lines.join("");
    // The log was captured: the requests and the unhandled error are in it.
    expect(log).toContain('"msg":"request"');
    expect(log).toContain('"msg":"unhandled error"');
    expect(log).toContain("params: [hidden]");
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(8);
      expect(log.includes(value), `${name} is in the log`).toBe(false);
    }
  });
});
