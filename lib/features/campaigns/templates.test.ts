import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { Targeting } from "@/lib/model/targeting/schema";
import { findTemplate, TEMPLATES } from "./templates";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];

beforeAll(async () => {
  ({ db } = await createTestDb());
  // Exactly the demo data that `npm start` seeds on an empty database.
  await seedProfiles(db, { profiles: 50_000, seed: 1 });
}, 300_000);

describe("Quick Start templates", () => {
  it("offers at least 8 audiences with unique ids and valid targeting", () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
    for (const t of TEMPLATES) {
      expect(Targeting.parse(t.filters)).toEqual(t.filters);
      expect(findTemplate(t.id)).toBe(t);
    }
  });

  it.each(TEMPLATES.map((t) => [t.id, t] as const))(
    "%s yields a non-empty audience on the demo data",
    async (_, t) => {
      const estimate = await estimateAudience({ db }, { filters: t.filters });
      expect(estimate.count).toBeGreaterThan(0);
      expect(estimate.deliverable).toBeGreaterThan(0);
    },
  );
});
