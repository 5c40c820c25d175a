import { beforeAll, describe, expect, it } from "vitest";
import { providerUsage } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { saveProvider } from "@/lib/engines/providers/settings";
import { createApiKey, revokeApiKey } from "@/lib/features/accounts/api-keys";
import { createAccount } from "@/lib/features/accounts/create-account";
import { consumeAllowance } from "@/lib/features/allowances/consume";
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
    expect(Object.keys(body).sort()).toEqual(["api", "email", "mobile", "providers", "search"]);
    expect(body.providers).toEqual([]);
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
      expect(body.traceId).toBe(res.headers.get("x-request-id"));
      expect(body).not.toHaveProperty("requestId");
    }
  });

  it("never shows another account's counters", async () => {
    const other = await createAccount(db, { email: "other@example.com", plan: "free" });
    const res = await get({ authorization: `Bearer ${other.apiKey}` });
    const body = await res.json();
    expect(body.api).toMatchObject({ used: 0, limit: 25 });
  });

  it("reports each data provider asked today, in the account's order, then those no longer listed", async () => {
    process.env.AUTH_SECRET ??= "test-secret-for-provider-keys";
    const who = await createAccount(db, { email: "providers@example.com", plan: "pro" });
    const scope = { db, accountId: who.accountId };
    await saveProvider(scope, { provider: "hunter-finder", key: "hunter-key-1", dailyBudget: 100 });
    await saveProvider(scope, { provider: "pdl", key: "pdl-key-123" });
    const day = new Date().toISOString().slice(0, 10);
    await db.insert(providerUsage).values([
      {
        accountId: who.accountId,
        provider: "hunter-finder",
        day,
        asked: 30,
        found: 12,
        notFound: 17,
        errors: 1,
      },
      {
        accountId: who.accountId,
        provider: "apollo",
        day,
        asked: 5,
        found: 2,
        notFound: 3,
        errors: 0,
      },
      // Another account's figures and yesterday's are not this account's today.
      {
        accountId: account.accountId,
        provider: "pdl",
        day,
        asked: 9,
        found: 9,
        notFound: 0,
        errors: 0,
      },
      {
        accountId: who.accountId,
        provider: "pdl",
        day: "2020-01-01",
        asked: 7,
        found: 7,
        notFound: 0,
        errors: 0,
      },
    ]);
    const body = await (await get({ authorization: `Bearer ${who.apiKey}` })).json();
    expect(body.providers).toEqual([
      {
        provider: "hunter-finder",
        label: expect.any(String),
        listedBy: "account",
        dailyBudget: 100,
        budgetRemaining: 70,
        asked: 30,
        found: 12,
        notFound: 17,
        errors: 1,
      },
      {
        provider: "pdl",
        label: expect.any(String),
        listedBy: "account",
        dailyBudget: null,
        budgetRemaining: null,
        asked: 0,
        found: 0,
        notFound: 0,
        errors: 0,
      },
      {
        provider: "apollo",
        label: expect.any(String),
        listedBy: null,
        dailyBudget: null,
        budgetRemaining: null,
        asked: 5,
        found: 2,
        notFound: 3,
        errors: 0,
      },
    ]);
  });
});
