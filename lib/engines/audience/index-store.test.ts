import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { profiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { bumpDataVersion } from "@/lib/core/sql/data-version";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { getAudienceIndex, refreshAudienceIndex } from "./index-store";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let n = 0;

async function addProfiles(rows: Partial<typeof profiles.$inferInsert>[]) {
  await db.insert(profiles).values(rows.map((r) => ({ id: `p${n++}`, data: {}, ...r })));
}

beforeAll(async () => {
  ({ db } = await createTestDb());
  await addProfiles([
    { country: "Germany", title: "Software Engineer", hasEmail: true, experienceYears: 4 },
    { country: "Germany", title: "Engineering Manager", hasMobile: true, experienceYears: 12 },
    { country: "France", title: "Head of Sales", hasEmail: true, hasMobile: true },
  ]);
  await bumpDataVersion(db);
});

const estimate = (filters: Parameters<typeof estimateAudience>[1]["filters"]) =>
  estimateAudience({ db }, { filters });

describe("audience index", () => {
  it("counts from the data it was built from", async () => {
    expect(await estimate({})).toMatchObject({
      count: 3,
      withEmail: 2,
      withMobile: 2,
      exact: true,
    });
    expect((await estimate({ locations: { countries: ["germany"] } })).count).toBe(2);
    expect((await estimate({ titles: { include: ["engineer"] } })).count).toBe(1);
    expect((await estimate({ experienceYears: { max: 5 } })).count).toBe(1);
    expect((await estimate({ locations: { exclude: { countries: ["France"] } } })).count).toBe(2);
  });

  it("answers 400 with the path of an unknown value", async () => {
    await expect(
      estimate({ locations: { countries: ["Germany", "Atlantis"] } }),
    ).rejects.toMatchObject({
      status: 400,
      extra: { errors: [{ path: "filters.locations.countries.1" }] },
    });
  });

  it("keeps answering from the old index while a newer one is built, then serves the new one", async () => {
    const before = (await getAudienceIndex(db)).index;
    await addProfiles([{ country: "Germany", title: "CTO", hasEmail: true }]);
    await bumpDataVersion(db);
    const seen: { count: number; exact: boolean }[] = [];
    for (let i = 0; i < 100; i++) {
      const e = await estimate({ locations: { countries: ["Germany"] } });
      seen.push({ count: e.count, exact: e.exact });
      if (e.count === 3 && e.exact) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen.at(-1)).toEqual({ count: 3, exact: true });
    // Until then, the old index's count; or, when the commit's notification brought the new
    // profile in before the rebuild the version bump asks for, its count said to be not exact.
    for (const s of seen.slice(0, -1))
      expect(s.count === 2 || !s.exact, JSON.stringify(s)).toBe(true);
    expect((await getAudienceIndex(db)).index).not.toBe(before);
  });

  it("catches up when a change is committed, without waiting for a request to look", async () => {
    // The clock stands still: the once-a-second look that requests make never comes due, so
    // only the notification sent at the commit can bring the new profile in.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await refreshAudienceIndex(db);
      await getAudienceIndex(db);
      await addProfiles([{ country: "Portugal", title: "CFO", hasEmail: true }]);
      const counts: number[] = [];
      for (let i = 0; i < 100 && counts.at(-1) !== 1; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const { index } = await getAudienceIndex(db);
        counts.push(index.values.country.get("Portugal")?.count ?? 0);
      }
      expect(counts.at(-1)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refreshes on demand to the database's current version", async () => {
    await db.update(profiles).set({ country: "Spain" }).where(sql`${profiles.country} = 'France'`);
    await bumpDataVersion(db);
    await refreshAudienceIndex(db);
    expect((await estimate({ locations: { countries: ["Spain"] } })).count).toBe(1);
    await expect(estimate({ locations: { countries: ["France"] } })).rejects.toMatchObject({
      status: 400,
    });
  });
});
