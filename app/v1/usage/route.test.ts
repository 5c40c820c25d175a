import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { createApiKey, revokeApiKey } from "@/lib/accounts/api-keys";
import { createAccount } from "@/lib/accounts/create-account";
import { consumeAllowance } from "@/lib/allowances/consume";
import { systemClock } from "@/lib/clock";
import { GET } from "./route";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let account: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ({ db } = await createTestDb());
  account = await createAccount(db, {
    email: "usage@example.com",
    plan: "starter",
    daily: { api: 3 },
    credits: { api: 10 },
  });
});

const get = (headers: Record<string, string>) =>
  GET(new Request("http://test/v1/usage", { headers }));

describe("GET /v1/usage", () => {
  it("answers the four counters for a Bearer key, with the plan's limits and overrides", async () => {
    await consumeAllowance(
      { db, accountId: account.accountId, clock: systemClock },
      { api: 2 },
      "test",
    );
    const res = await get({ authorization: `Bearer ${account.apiKey}` });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["api", "email", "mobile", "search"]);
    expect(body.api).toMatchObject({ used: 2, limit: 3, remaining: 1, credits: 8 });
    expect(body.search).toMatchObject({ used: 0, limit: 1000, remaining: 1000, credits: 10000 });
    expect(new Date(body.api.resetsAt).getUTCHours()).toBe(0);
    expect(new Date(body.api.resetsAt).getTime()).toBeGreaterThan(Date.now());
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("accepts X-Api-Key too", async () => {
    const res = await get({ "x-api-key": account.apiKey });
    expect(res.status).toBe(200);
  });

  it("answers 401 problem+json without credentials, with a bad key, and with a revoked key", async () => {
    const key = await createApiKey(db, account.accountId, "to revoke");
    await revokeApiKey(db, account.accountId, key.id);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer lw_live_nope" },
      { authorization: `Bearer ${key.apiKey}` },
    ];
    for (const [i, headers] of attempts.entries()) {
      const res = await get(headers);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe(
        i === 0 ? 'Bearer realm="leadwise"' : 'Bearer realm="leadwise", error="invalid_token"',
      );
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      const body = await res.json();
      expect(body).toMatchObject({ status: 401, code: "unauthorized", title: "Unauthorized" });
      expect(body.message).toBe(body.detail);
      expect(body.requestId).toBe(res.headers.get("x-request-id"));
    }
  });

  it("never shows another account's counters", async () => {
    const other = await createAccount(db, { email: "other@example.com", plan: "free" });
    const res = await get({ authorization: `Bearer ${other.apiKey}` });
    const body = await res.json();
    expect(body.api).toMatchObject({ used: 0, limit: 25 });
  });
});
