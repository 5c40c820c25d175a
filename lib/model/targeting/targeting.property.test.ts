import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { bumpDataVersion } from "@/lib/core/sql/data-version";
import { resolveTargeting } from "@/lib/engines/audience";
import { createAccount } from "@/lib/features/accounts/create-account";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { SearchResult } from "@/lib/features/search/schema";
import { searchContacts, searchResultPieces } from "@/lib/features/search/search";
import { loadProfiles } from "@/lib/model/profiles/serialize";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { COMPANY_SIZES, REVENUE_BANDS, SENIORITIES } from "@/lib/model/profiles/vocabulary";
import { foldCase } from "./fields";
import { dayNumber } from "./plan";
import type { Targeting } from "./schema";
import { planToSql } from "./sql";
import { titleWords } from "./words";

/*
 * The acceptance property of the targeting compiler: for random targetings over seeded data,
 * the in-memory index (estimate), the SQL backend (search's confirmation, campaign delivery)
 * and a brute-force reading of the contract over the same rows agree exactly.
 */

const PROFILES = 3_000;

type Row = {
  seq: number;
  id: string;
  seniority: string | null;
  department: string | null;
  industry: string | null;
  continent: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  company_size: string | null;
  revenue_band: string | null;
  company_type: string | null;
  company_name: string | null;
  company_domain: string | null;
  title: string | null;
  experience_years: number | null;
  skills: string[];
  languages: string[];
  schools: string[];
  certifications: string[];
  has_email: boolean;
  has_mobile: boolean;
  email_verified_at: Date | string;
};

/** "Now" for every backend and the brute force alike: `verifiedWithinDays` counts back from it. */
const NOW = new Date();

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let ctx: Ctx;
let rows: Row[];

beforeAll(async () => {
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: PROFILES, seed: 11 });
  // Generated profiles have every field; these have gaps, where NULL semantics can diverge.
  await db.insert(profiles).values(
    Array.from({ length: 40 }, (_, i) => ({
      id: `sparse-${i}`,
      data: { id: `sparse-${i}` },
      title: i % 2 ? null : "Engineering Manager",
      country: i % 3 ? null : "Germany",
      state: i % 4 ? null : "Bavaria",
      continent: i % 5 ? null : "Europe",
      companyName: i % 3 === 1 ? "Sparse GmbH" : null,
      experienceYears: i % 2 ? null : i,
      seniority: i % 7 ? null : "manager",
      hasEmail: i % 2 === 0,
    })),
  );
  // E-mails seen or verified from today back to 60 days ago, at every hour of the day, so that
  // `verifiedWithinDays` cuts through days and through the hours of its first day.
  await db.execute(sql`update profiles set email_verified_at = ${NOW.toISOString()}::timestamptz
    - ((seq * 7919) % 61) * interval '1 day' - ((seq * 31) % 24) * interval '1 hour'`);
  await bumpDataVersion(db);
  rows = (await db.execute<Row>(sql`select * from profiles order by seq`)) as unknown as Row[];
  const account = await createAccount(db, {
    email: "property@example.com",
    plan: "pro",
    daily: { search: 1_000_000 },
    credits: { search: 1_000_000 },
  });
  await db.execute(sql`update accounts set rate_limit = 1000000 where id = ${account.accountId}`);
  ctx = { db, accountId: account.accountId, clock: fixedClock(NOW) };
}, 300_000);

/** Distinct non-null values of a column or array column, most common first. */
function pool(pick: (r: Row) => (string | null)[] | string | null): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const v = pick(r);
    for (const x of Array.isArray(v) ? v : [v]) if (x) counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
}

const rowWords = new WeakMap<Row, Set<string>>();

function titleWordsOf(r: Row): Set<string> {
  let words = rowWords.get(r);
  if (!words) {
    words = new Set(titleWords(r.title ?? ""));
    rowWords.set(r, words);
  }
  return words;
}

/**
 * The contract read literally, row by row (docs/api-contract.md "Targeting"): lists OR, filters AND, exclude
 * removes; titles by words; companies by name or domain ignoring case; keywords as decided by
 * PostgreSQL's plainto_tsquery (`keywordIds`), where keywords made only of stop words filter nothing.
 */
function matches(t: Targeting, r: Row, keywordIds: Set<string> | null): boolean {
  const inList = (list: readonly string[] | undefined, v: string | null) =>
    !list || list.length === 0 || (v !== null && list.includes(v));
  const hasAny = (list: readonly string[] | undefined, vs: string[]) =>
    !list || list.length === 0 || list.some((x) => vs.includes(x));
  const words = titleWordsOf(r);
  const phraseIn = (p: string) => titleWords(p).every((w) => words.has(w));
  if (t.titles?.include?.length && !t.titles.include.some(phraseIn)) return false;
  if (t.titles?.exclude?.some(phraseIn)) return false;
  if (!inList(t.seniorities, r.seniority)) return false;
  if (!inList(t.departments, r.department)) return false;
  if (!inList(t.industries, r.industry)) return false;
  if (!inList(t.companySizes, r.company_size)) return false;
  if (!inList(t.revenue, r.revenue_band)) return false;
  if (!inList(t.companyTypes, r.company_type)) return false;
  if (!hasAny(t.skills?.any, r.skills)) return false;
  if (t.skills?.all && !t.skills.all.every((s) => r.skills.includes(s))) return false;
  if (!hasAny(t.languages, r.languages)) return false;
  if (!hasAny(t.schools, r.schools)) return false;
  if (!hasAny(t.certifications, r.certifications)) return false;
  const loc = t.locations;
  const places: [readonly string[] | undefined, string | null][] = [
    [loc?.continents, r.continent],
    [loc?.countries, r.country],
    [loc?.states, r.state],
    [loc?.cities, r.city],
  ];
  if (places.some(([l]) => l?.length) && !places.some(([l, v]) => v !== null && l?.includes(v)))
    return false;
  const ex = loc?.exclude;
  if (
    (r.country !== null && ex?.countries?.includes(r.country)) ||
    (r.state !== null && ex?.states?.includes(r.state)) ||
    (r.city !== null && ex?.cities?.includes(r.city))
  )
    return false;
  const company = [r.company_name, r.company_domain]
    .filter((x): x is string => x !== null)
    .map(foldCase);
  const names = (l: readonly string[] | undefined) => (l ?? []).map(foldCase);
  if (t.companies?.include?.length && !names(t.companies.include).some((c) => company.includes(c)))
    return false;
  if (names(t.companies?.exclude).some((c) => company.includes(c))) return false;
  const exp = t.experienceYears;
  if (exp && (exp.min !== undefined || exp.max !== undefined)) {
    const y = r.experience_years;
    if (y === null || y < (exp.min ?? 0) || (exp.max !== undefined && y > exp.max)) return false;
  }
  if (keywordIds && !keywordIds.has(r.id)) return false;
  if (t.contact?.requireEmail && !r.has_email) return false;
  if (t.contact?.requireMobile && !r.has_mobile) return false;
  const within = t.verifiedWithinDays;
  if (
    within !== undefined &&
    !(r.has_email && dayNumber(new Date(r.email_verified_at)) >= dayNumber(NOW) - within)
  )
    return false;
  return true;
}

async function keywordMatches(keywords: string | undefined): Promise<Set<string> | null> {
  if (!keywords?.trim()) return null;
  const [q] = await db.execute<{ q: string }>(
    sql`select plainto_tsquery('english', ${keywords})::text as q`,
  );
  if (!q?.q) return null;
  const ids = await db.execute<{ id: string }>(
    sql`select id from profiles where keywords @@ plainto_tsquery('english', ${keywords})`,
  );
  return new Set(ids.map((r) => r.id));
}

function topFive(audience: Row[], key: (r: Row) => string | null) {
  const counts = new Map<string, number>();
  for (const r of audience) {
    const v = key(r);
    if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
    .slice(0, 5);
}

function targetingArbitrary(): fc.Arbitrary<Targeting> {
  const some = <T extends string>(values: readonly T[], max = 3) =>
    fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: max });
  const top = (values: string[], n = 40) => values.slice(0, n);
  const titleVocabulary = top(
    pool((r) => titleWords(r.title ?? "")),
    60,
  );
  const phrase = fc
    .array(fc.constantFrom(...titleVocabulary, "nonexistentword"), { minLength: 1, maxLength: 2 })
    .map((ws) => ws.map((w, i) => (i === 0 ? w.toUpperCase() : w)).join(" "));
  const company = fc
    .constantFrom(
      ...top(
        pool((r) => [r.company_name, r.company_domain]),
        30,
      ),
    )
    .map((c) => c.toUpperCase());
  const keywordWords = [...titleVocabulary.slice(0, 30), "the", "software", "growth", "leading"];
  const skills = pool((r) => r.skills);
  const filters = {
    titles: fc.record(
      {
        include: fc.array(phrase, { minLength: 1, maxLength: 3 }),
        exclude: fc.array(phrase, { minLength: 1, maxLength: 2 }),
      },
      { requiredKeys: [] },
    ),
    seniorities: some(SENIORITIES, 4),
    departments: some(pool((r) => r.department)),
    industries: some(top(pool((r) => r.industry))),
    skills: fc.record(
      { any: some(top(skills), 4), all: some(top(skills, 8), 2) },
      { requiredKeys: [] },
    ),
    locations: fc.record(
      {
        continents: some(
          pool((r) => r.continent),
          2,
        ),
        countries: some(top(pool((r) => r.country))),
        states: some(top(pool((r) => r.state))),
        cities: some(top(pool((r) => r.city))),
        exclude: fc.record(
          {
            countries: some(top(pool((r) => r.country))),
            states: some(top(pool((r) => r.state))),
            cities: some(top(pool((r) => r.city))),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
    companySizes: some(COMPANY_SIZES),
    revenue: some(REVENUE_BANDS),
    companyTypes: some(
      pool((r) => r.company_type),
      2,
    ),
    companies: fc.record(
      {
        include: fc.array(company, { minLength: 1, maxLength: 3 }),
        exclude: fc.array(company, { minLength: 1, maxLength: 3 }),
      },
      { requiredKeys: [] },
    ),
    experienceYears: fc
      .record(
        { min: fc.integer({ min: 0, max: 30 }), max: fc.integer({ min: 0, max: 40 }) },
        { requiredKeys: [] },
      )
      .map((r) =>
        r.min !== undefined && r.max !== undefined && r.min > r.max
          ? { min: r.max, max: r.min }
          : r,
      ),
    languages: some(top(pool((r) => r.languages)), 2),
    schools: some(top(pool((r) => r.schools)), 3),
    certifications: some(top(pool((r) => r.certifications)), 2),
    keywords: fc
      .array(fc.constantFrom(...keywordWords), { minLength: 1, maxLength: 2 })
      .map((w) => w.join(" ")),
    contact: fc.record(
      { requireEmail: fc.boolean(), requireMobile: fc.boolean() },
      { requiredKeys: [] },
    ),
    verifiedWithinDays: fc.integer({ min: 1, max: 70 }),
  };
  // At most 5 filters at once: more leave almost every audience empty on a few thousand rows.
  const names = Object.keys(filters) as (keyof typeof filters)[];
  return fc
    .subarray(names, { minLength: 0, maxLength: 5 })
    .chain(
      (picked) =>
        fc.record(
          Object.fromEntries(picked.map((n) => [n, filters[n]])),
        ) as fc.Arbitrary<Targeting>,
    );
}

describe("targeting: index, SQL and brute force agree", () => {
  it("on 250 random targetings: counts, contact counts, breakdowns, search pages and totals", async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(targetingArbitrary(), async (filters) => {
        const expected = rows.filter((r) => matches(filters, r, null));
        const keywordIds = await keywordMatches(filters.keywords);
        const audience = keywordIds ? expected.filter((r) => keywordIds.has(r.id)) : expected;
        if (audience.length > 0) nonEmpty++;

        const estimate = await estimateAudience(ctx, { filters });
        expect(estimate.count).toBe(audience.length);
        expect(estimate.withEmail).toBe(audience.filter((r) => r.has_email).length);
        expect(estimate.withMobile).toBe(audience.filter((r) => r.has_mobile).length);
        expect(estimate.exact).toBe(true);
        expect(estimate.breakdown.country).toEqual(topFive(audience, (r) => r.country));
        expect(estimate.breakdown.seniority).toEqual(topFive(audience, (r) => r.seniority));
        expect(estimate.breakdown.industry).toEqual(topFive(audience, (r) => r.industry));
        expect(estimate.breakdown.companySize).toEqual(topFive(audience, (r) => r.company_size));

        const { plan } = await resolveTargeting(db, filters, ctx.accountId, undefined, NOW);
        const [sqlCount] = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${profiles} where ${planToSql(plan)}`,
        );
        expect(sqlCount?.n).toBe(audience.length);

        const page = JSON.parse(
          searchResultPieces(await searchContacts(ctx, { filters, limit: 100 })).join(""),
        ) as SearchResult;
        expect(page.total).toBe(audience.length);
        expect(page.totalIsExact).toBe(true);
        expect(page.data.map((p) => p.id)).toEqual(audience.slice(0, 100).map((r) => r.id));
        expect(page.nextCursor === null).toBe(audience.length <= 100);
      }),
      { numRuns: 250, seed: 20261122 },
    );
    // The generator must not degenerate into empty audiences only.
    expect(nonEmpty).toBeGreaterThan(100);
  }, 600_000);

  it("pages through a whole audience with the cursor, each profile once, in order", async () => {
    const filters: Targeting = { locations: { continents: ["Europe"] } };
    const expected = rows.filter((r) => r.continent === "Europe").map((r) => r.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      // The answer as a client reads it, held to the contract's shape.
      const page = JSON.parse(
        searchResultPieces(await searchContacts(ctx, { filters, limit: 100, cursor })).join(""),
      ) as SearchResult;
      SearchResult.parse(page);
      expect(page.data.length).toBeLessThanOrEqual(100);
      if (seen.length === 0) {
        // Passed through from PostgreSQL's text, each profile is still the one the loader
        // assembles from parsed parts: same fields, same values, same order.
        const loaded = await loadProfiles(
          db,
          page.data.map((p) => p.id),
          { email: false, mobile: false },
        );
        expect(page.data.map((p) => JSON.stringify(p))).toEqual(
          loaded.map((p) => JSON.stringify(p)),
        );
        expect(page.data.some((p) => p.organization)).toBe(true);
      }
      seen.push(...page.data.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });
});
