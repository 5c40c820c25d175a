import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import { createAccount } from "@/lib/features/accounts/create-account";
import { PLAN_SPECS } from "@/lib/features/accounts/plans";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { estimateAudience } from "./estimate";
import { prunePreviewViews } from "./sample";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];

beforeAll(async () => {
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 2_000, seed: 5 });
}, 120_000);

let accounts = 0;
async function newAccount(previewPeoplePerDay?: number) {
  const { accountId } = await createAccount(db, {
    email: `preview${++accounts}@example.com`,
    ...(previewPeoplePerDay !== undefined && { previewPeoplePerDay }),
  });
  return accountId;
}

/** Three audiences with no one in common, each larger than a preview. */
const GERMANY = { locations: { countries: ["Germany"] } };
const FRANCE = { locations: { countries: ["France"] } };
const SPAIN = { locations: { countries: ["Spain"] } };

function previewer(accountId: string, clock = fixedClock("2026-11-28T10:00:00Z")) {
  return (filters: typeof GERMANY) =>
    estimateAudience({ db, accountId, clock }, { filters, sample: 10 });
}

describe("the people preview's daily cap", () => {
  it("is the plan's setting, 500 by default on every plan", async () => {
    for (const plan of ["free", "starter", "pro"] as const) {
      expect(PLAN_SPECS[plan].previewPeoplePerDay).toBe(500);
    }
    const preview = previewer(await newAccount());
    const answer = await preview(GERMANY);
    expect(answer.sample).toHaveLength(10);
    expect(answer.sampleLimit).toEqual({ perDay: 500, seenToday: 10, reached: false });
  });

  it("counts distinct people: the same preview again costs nothing", async () => {
    const preview = previewer(await newAccount(10));
    const first = await preview(GERMANY);
    const again = await preview(GERMANY);
    expect(again.sample).toEqual(first.sample);
    expect(again.sampleLimit).toEqual({ perDay: 10, seenToday: 10, reached: false });
  });

  it("withholds the people past the cap, answers the counts still, and shows today's people again", async () => {
    const preview = previewer(await newAccount(25));
    expect((await preview(GERMANY)).sampleLimit?.seenToday).toBe(10);
    expect((await preview(FRANCE)).sampleLimit?.seenToday).toBe(20);
    const capped = await preview(SPAIN);
    expect(capped).not.toHaveProperty("sample");
    expect(capped.sampleLimit).toEqual({ perDay: 25, seenToday: 20, reached: true });
    // The figures are those of an estimate without a preview.
    const counts = await estimateAudience({ db }, { filters: SPAIN });
    expect(capped.count).toBe(counts.count);
    expect(capped.count).toBeGreaterThan(10);
    expect(capped.breakdown).toEqual(counts.breakdown);
    // People already seen today are no new information: their preview is shown.
    const back = await preview(GERMANY);
    expect(back.sample).toHaveLength(10);
    expect(back.sampleLimit).toEqual({ perDay: 25, seenToday: 20, reached: false });
  });

  it("starts again each UTC day", async () => {
    const clock = fixedClock("2026-11-28T23:59:00Z");
    const preview = previewer(await newAccount(10), clock);
    await preview(GERMANY);
    expect((await preview(FRANCE)).sampleLimit?.reached).toBe(true);
    clock.set("2026-11-29T00:00:00Z");
    const tomorrow = await preview(FRANCE);
    expect(tomorrow.sample).toHaveLength(10);
    expect(tomorrow.sampleLimit).toEqual({ perDay: 10, seenToday: 10, reached: false });
  });

  it("is counted per account", async () => {
    const one = previewer(await newAccount(10));
    const other = previewer(await newAccount(10));
    await one(GERMANY);
    expect((await one(FRANCE)).sampleLimit?.reached).toBe(true);
    const theirs = await other(FRANCE);
    expect(theirs.sample).toHaveLength(10);
    expect(theirs.sampleLimit?.seenToday).toBe(10);
  });

  it("is not asked for without a sample, nor for a sample of 0", async () => {
    const accountId = await newAccount(0);
    const clock = fixedClock("2026-11-28T10:00:00Z");
    const unasked = await estimateAudience({ db, accountId, clock }, { filters: GERMANY });
    expect(unasked).not.toHaveProperty("sample");
    expect(unasked).not.toHaveProperty("sampleLimit");
    const zero = await estimateAudience({ db, accountId, clock }, { filters: GERMANY, sample: 0 });
    expect(zero.sample).toEqual([]);
    expect(zero).not.toHaveProperty("sampleLimit");
  });

  it("forgets the days before today when pruned", async () => {
    const accountId = await newAccount(10);
    await previewer(accountId, fixedClock("2026-11-20T12:00:00Z"))(GERMANY);
    await previewer(accountId, fixedClock("2026-11-21T12:00:00Z"))(GERMANY);
    await prunePreviewViews(db, new Date("2026-11-21T08:00:00Z"));
    const days = await db.execute<{ day: string; n: number }>(
      sql`select day::text, count(*)::int as n from preview_views
          where account_id = ${accountId} group by day`,
    );
    expect(days.map((d) => ({ ...d }))).toEqual([{ day: "2026-11-21", n: 10 }]);
  });
});
