import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { organizations, profiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { buildWorld, generateProfile } from "@/lib/model/profiles/synthetic/generate";
import type { Profile } from "./profile-schema";
import { saveProfiles } from "./save-profiles";
import { loadProfiles } from "./serialize";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const world = buildWorld(21, 40);
const sample = Array.from({ length: 40 }, (_, i) => generateProfile(world, i).profile);
const all = { email: true, mobile: true };

beforeAll(async () => {
  ({ db } = await createTestDb());
});

describe("saveProfiles", () => {
  it("stores profiles with their organizations and contacts, and gives them back unchanged", async () => {
    const saved = await saveProfiles(db, sample.slice(0, 10), { source: "vendor-a" });
    expect(saved.profiles).toBe(10);
    expect(
      await loadProfiles(
        db,
        sample.slice(0, 10).map((p) => p.id),
        all,
      ),
    ).toEqual(sample.slice(0, 10));
  });

  it("replaces a profile saved again: new fields, new derived columns, new contacts", async () => {
    const original = sample[0] as Profile;
    const changed: Profile = {
      ...original,
      title: "Chief Executive Officer",
      summary: "Now running the company.",
      email: [{ type: "personal", value: "ceo@example.com" }],
      mobile: undefined,
    };
    await saveProfiles(db, [changed]);
    const [loaded] = await loadProfiles(db, [original.id], all);
    expect(loaded).toEqual({ ...changed, mobile: undefined });
    const [row] = await db
      .select({ seniority: profiles.seniority, hasMobile: profiles.hasMobile })
      .from(profiles)
      .where(eq(profiles.id, original.id));
    expect(row).toEqual({ seniority: "c_suite", hasMobile: false });
    const [hit] = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from profiles
      where id = ${original.id} and keywords @@ plainto_tsquery('english', 'running company')`);
    expect(hit?.n).toBe(1);
  });

  it("keeps the last version of a profile given twice in one call", async () => {
    const p = sample[11] as Profile;
    await saveProfiles(db, [p, { ...p, title: "Head of Data" }]);
    const [loaded] = await loadProfiles(db, [p.id], all);
    expect(loaded?.title).toBe("Head of Data");
  });

  it("keeps an unknown organizationId in the data without linking it", async () => {
    const lone: Profile = { id: "lone-1", fn: "Ada", organizationId: "no-such-org" };
    await saveProfiles(db, [lone]);
    const [row] = await db
      .select({ organizationId: profiles.organizationId })
      .from(profiles)
      .where(eq(profiles.id, "lone-1"));
    expect(row?.organizationId).toBeNull();
    expect(await loadProfiles(db, ["lone-1"], all)).toEqual([lone]);
  });

  it("updates an organization that comes again with a profile", async () => {
    const p = sample[12] as Profile;
    const org = { ...(p.organization as NonNullable<Profile["organization"]>), size: "10001+" };
    await saveProfiles(db, [{ ...p, organization: org }]);
    const [row] = await db
      .select({ sizeBand: organizations.sizeBand })
      .from(organizations)
      .where(eq(organizations.id, org.id));
    expect(row?.sizeBand).toBe("10001+");
  });
});
