import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { createAccount } from "@/lib/features/accounts/create-account";
import { EstimateRequest } from "@/lib/features/estimate/schema";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { Locations, Targeting } from "@/lib/model/targeting/schema";
import { GET } from "./route";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let apiKey: string;

beforeAll(async () => {
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 1_000, seed: 9 });
  ({ apiKey } = await createAccount(db, { email: "filters@example.com" }));
}, 120_000);

describe("GET /v1/filters", () => {
  it("lists every filter, with the data's values and their counts", async () => {
    const res = await GET(
      new Request("http://test/v1/filters", { headers: { authorization: `Bearer ${apiKey}` } }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.profiles).toBe(1_000);
    const byKey = new Map(body.filters.map((f: { key: string }) => [f.key, f]));
    const keys = [
      "titles",
      "seniorities",
      "departments",
      "industries",
      "skills",
      "locations.continents",
      "locations.countries",
      "locations.states",
      "locations.cities",
      "companySizes",
      "revenue",
      "companyTypes",
      "companies",
      "companyLists",
      "experienceYears",
      "languages",
      "schools",
      "certifications",
      "keywords",
      "contact",
      "verifiedWithinDays",
      "excludeInCrm",
    ];
    expect(body.filters.map((f: { key: string }) => f.key)).toEqual(keys);
    for (const key of keys) {
      expect(byKey.has(key), key).toBe(true);
    }
    const countries = await db.execute<{ value: string; count: number }>(
      sql`select country as value, count(*)::int as count from profiles where country is not null group by 1 order by 2 desc, country collate "C"`,
    );
    expect((byKey.get("locations.countries") as { values: unknown[] }).values).toEqual([
      ...countries,
    ]);
    const seniorities = (byKey.get("seniorities") as { values: { value: string }[] }).values;
    expect(seniorities.map((v) => v.value)).toContain("c_suite");
    expect(byKey.get("verifiedWithinDays")).toMatchObject({ type: "number", min: 1, max: 3650 });
    expect(byKey.get("excludeInCrm")).toMatchObject({ type: "flags" });
  });

  it("lists every field a targeting accepts (the wizard's and POST /v1/estimate's filters)", async () => {
    const res = await GET(
      new Request("http://test/v1/filters", { headers: { authorization: `Bearer ${apiKey}` } }),
    );
    const listed: string[] = (await res.json()).filters.map((f: { key: string }) => f.key);
    const expected = Object.entries(Targeting.shape).flatMap(([key, schema]) =>
      key === "locations"
        ? Object.keys(Locations.shape)
            .filter((k) => k !== "exclude")
            .map((k) => `${key}.${k}`)
        : schema
          ? [key]
          : [],
    );
    expect(listed.toSorted()).toEqual(expected.toSorted());
    // The estimate takes its filters as a Targeting: nothing it accepts goes unlisted.
    expect(EstimateRequest.shape.filters.unwrap()).toBe(Targeting);
  });
});
