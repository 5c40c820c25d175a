import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { createApiKey } from "@/lib/features/accounts/api-keys";
import { createAccount } from "@/lib/features/accounts/create-account";
import { setMemberCaps } from "@/lib/features/allowances/member-caps";
import { allowanceHeader, getUsage } from "@/lib/features/allowances/usage";
import { Profile } from "@/lib/model/profiles/profile-schema";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { POST } from "./route";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let account: Awaited<ReturnType<typeof createAccount>>;
let country: string;

beforeAll(async () => {
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 2_000, seed: 3 });
  account = await createAccount(db, { email: "search@example.com", plan: "starter" });
  const [row] = await db.execute<{ country: string }>(
    sql`select country from profiles where country is not null group by 1 order by count(*) desc offset 1 limit 1`,
  );
  country = row?.country as string;
}, 120_000);

const search = (body: unknown, apiKey = account.apiKey) =>
  POST(
    new Request("http://test/v1/contact/search", {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

const usedSearches = async (accountId = account.accountId) =>
  (await getUsage({ db, accountId, clock: systemClock })).search.used;

describe("POST /v1/contact/search", () => {
  it("filters by country: only that country, fewer than unfiltered, profiles without contacts", async () => {
    const all = await (await search({ filters: {} })).json();
    const res = await search({ filters: { locations: { countries: [country] } }, limit: 100 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.totalIsExact).toBe(true);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(all.total);
    expect(all.data).toHaveLength(25);
    expect(body.data.length).toBe(Math.min(100, body.total));
    for (const p of body.data) {
      expect(p.country).toBe(country);
      expect(p).not.toHaveProperty("email");
      expect(p).not.toHaveProperty("mobile");
      Profile.parse(p);
    }
    expect(res.headers.get("x-allowance-search")).toMatch(
      /^used=\d+; limit=\d+; remaining=\d+; credits=\d+; reset=/,
    );
  });

  it("gives each profile its organization as stored, and the profile's own fields as stored", async () => {
    const body = await (await search({ filters: {}, limit: 100 })).json();
    const withOrg = body.data.filter((p: { organization?: unknown }) => p.organization);
    expect(withOrg.length).toBeGreaterThan(0);
    for (const p of body.data as { id: string; organization?: { id: string } }[]) {
      const [row] = await db.execute<{ data: unknown; organization: unknown }>(
        sql`select p.data, o.data as organization from profiles p
          left join organizations o on o.id = p.organization_id where p.id = ${p.id}`,
      );
      const { organization, ...rest } = p;
      expect(rest).toEqual(row?.data);
      expect(organization ?? null).toEqual(row?.organization ?? null);
    }
  });

  it("follows nextCursor to the end of the audience", async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const body: { total: number; data: { id: string }[]; nextCursor: string | null } = await (
        await search({ filters: { locations: { countries: [country] } }, limit: 100, cursor })
      ).json();
      total = body.total;
      ids.push(...body.data.map((p) => p.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it("answers 402 member_limit_reached at the key's maker's own cap; a key with no maker has none", async () => {
    const team = await createAccount(db, { email: "member-cap@example.com", plan: "starter" });
    await setMemberCaps(
      { db, accountId: team.accountId },
      { userId: team.userId, search: 1, api: null, email: null, mobile: null },
    );
    expect((await search({ filters: {} }, team.apiKey)).status).toBe(200);
    const refused = await search({ filters: {} }, team.apiKey);
    expect(refused.status).toBe(402);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    const problem = await refused.json();
    expect(problem.code).toBe("member_limit_reached");
    expect(problem.detail).toMatch(/^Member limit reached: your own daily search cap of 1 /);
    expect(await usedSearches(team.accountId)).toBe(1);
    const operator = await createApiKey(db, team.accountId, "operator");
    expect((await search({ filters: {} }, operator.apiKey)).status).toBe(200);
    expect(await usedSearches(team.accountId)).toBe(2);
  });

  it("consumes exactly 1 search per call", async () => {
    const before = await usedSearches();
    expect((await search({ filters: { seniorities: ["manager"] } })).status).toBe(200);
    expect((await search({ filters: { seniorities: ["director"] } })).status).toBe(200);
    expect(await usedSearches()).toBe(before + 2);
  });

  it("reports the search allowance as the call left it", async () => {
    const before = await usedSearches();
    const res = await search({ filters: { seniorities: ["manager"] } });
    expect(res.status).toBe(200);
    const after = (await getUsage({ db, accountId: account.accountId, clock: systemClock })).search;
    expect(after.used).toBe(before + 1);
    expect(res.headers.get("x-allowance-search")).toBe(allowanceHeader(after));
  });

  it("answers 400 problem+json naming the path of a bad filter, and consumes nothing", async () => {
    const before = await usedSearches();
    const cases: [unknown, string][] = [
      [{ filters: { colour: ["red"] } }, "filters.colour"],
      [{ filters: { locations: { countries: ["Atlantis"] } } }, "filters.locations.countries.0"],
      [{ filters: { seniorities: ["boss"] } }, "filters.seniorities.0"],
      [{ filters: { experienceYears: { min: 10, max: 2 } } }, "filters.experienceYears.max"],
      [{ filters: {}, limit: 101 }, "limit"],
      [{ filters: {}, cursor: "bm9wZQ" }, "cursor"],
    ];
    for (const [body, path] of cases) {
      const res = await search(body);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      const problem = await res.json();
      expect(problem).toMatchObject({ status: 400, code: "invalid_request" });
      expect(problem.message).toBe(problem.detail);
      expect(problem.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await usedSearches()).toBe(before);
  });

  it("answers 402 when the search allowance is exhausted, and consumes nothing", async () => {
    const poor = await createAccount(db, {
      email: "poor@example.com",
      plan: "free",
      credits: { search: 1 },
    });
    expect((await search({ filters: {} }, poor.apiKey)).status).toBe(200);
    const res = await search({ filters: {} }, poor.apiKey);
    expect(res.status).toBe(402);
    const problem = await res.json();
    expect(problem.code).toBe("out_of_credits");
    expect(problem.message).toMatch(/^Out of credits/);
    expect(problem.message).toContain("search");
    expect(await usedSearches(poor.accountId)).toBe(1);

    const capped = await createAccount(db, {
      email: "capped@example.com",
      plan: "free",
      daily: { search: 1 },
    });
    expect((await search({ filters: {} }, capped.apiKey)).status).toBe(200);
    const limited = await (await search({ filters: {} }, capped.apiKey)).json();
    expect(limited.code).toBe("daily_limit_reached");
    expect(limited.message).toMatch(/^Daily limit reached/);
    expect(await usedSearches(capped.accountId)).toBe(1);
  });
});
