import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { profileToRow } from "@/lib/profiles/profile-rows";
import { Profile } from "@/lib/profiles/profile-schema";
import { loadProfiles } from "@/lib/profiles/serialize";
import { buildWorld, generateProfile } from "./generate";
import { SEED_SOURCES, type SeedResult, seedProfiles } from "./seed-profiles";

const N = 1500;
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let first: SeedResult;
const progress: [number, number][] = [];
const world = buildWorld(3, N);
const generated = Array.from({ length: N }, (_, i) => generateProfile(world, i).profile);

async function count(table: string): Promise<number> {
  const [row] = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return row?.n ?? 0;
}

async function version(): Promise<number> {
  const [row] = await db.execute<{ v: string }>(
    sql`select version::text as v from data_version where id = 1`,
  );
  return Number(row?.v ?? 0);
}

beforeAll(async () => {
  ({ db } = await createTestDb());
  first = await seedProfiles(db, {
    profiles: N,
    seed: 3,
    chunkSize: 600,
    onProgress: (done, total) => progress.push([done, total]),
  });
});

describe("seedProfiles", () => {
  it("loads every generated profile, organization and contact, reporting progress per chunk", async () => {
    const contacts = generated.reduce(
      (n, p) => n + (p.email?.length ?? 0) + (p.mobile?.length ?? 0),
      0,
    );
    expect(first.inserted).toEqual({
      profiles: N,
      organizations: world.organizations.length,
      contacts,
    });
    expect(await count("profiles")).toBe(N);
    expect(await count("organizations")).toBe(world.organizations.length);
    expect(await count("contacts")).toBe(contacts);
    expect(progress).toEqual([
      [600, N],
      [1200, N],
      [N, N],
    ]);
  });

  it("gives back, through loadProfiles, exactly the profiles it generated", async () => {
    const ids = generated.map((p) => p.id);
    const loaded = await loadProfiles(db, ids, { email: true, mobile: true });
    expect(loaded).toEqual(generated);
    for (const profile of loaded) expect(Profile.safeParse(profile).success).toBe(true);
  });

  it("leaves contacts out unless asked, and skips unknown ids", async () => {
    const withMobile = generated.find((p) => p.mobile && p.email) as Profile;
    const [onlyMobile] = await loadProfiles(db, ["nope", withMobile.id], {
      email: false,
      mobile: true,
    });
    expect(onlyMobile?.email).toBeUndefined();
    expect(onlyMobile?.mobile).toEqual(withMobile.mobile);
    const [bare] = await loadProfiles(db, [withMobile.id], { email: false, mobile: false });
    expect(bare).toEqual({ ...withMobile, email: undefined, mobile: undefined });
  });

  it("stores the targeting columns derived from each profile, and the keywords", async () => {
    const sample = generated[42] as Profile;
    const expected = profileToRow(sample);
    const [row] = await db.execute<Record<string, unknown>>(sql`
      select seniority, department, industry, country, company_size, revenue_band, company_type,
             skills, has_email, has_mobile, source_url, keywords::text as keywords
      from profiles where id = ${sample.id}`);
    expect(row).toMatchObject({
      seniority: expected.seniority,
      department: expected.department,
      industry: expected.industry,
      country: expected.country,
      company_size: expected.companySize,
      revenue_band: expected.revenueBand,
      company_type: expected.companyType,
      skills: expected.skills,
      has_email: expected.hasEmail,
      has_mobile: expected.hasMobile,
      source_url: `https://www.linkedin.com/in/${sample.SourceUsername}`,
    });
    const titleWord = (sample.title ?? "").split(" ")[0]?.toLowerCase() ?? "";
    const [hit] = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from profiles
      where id = ${sample.id} and keywords @@ plainto_tsquery('english', ${titleWord})`);
    expect(hit?.n).toBe(1);
  });

  it("registers the synthetic sources and attributes contacts to them", async () => {
    const rows = await db.execute<{ name: string; kind: string; n: number }>(sql`
      select s.name, c.kind, count(*)::int as n from contacts c join sources s on s.id = c.source_id
      group by s.name, c.kind order by c.kind`);
    expect(rows.map((r) => [r.kind, r.name])).toEqual([
      ["email", SEED_SOURCES.email],
      ["mobile", SEED_SOURCES.mobile],
    ]);
  });

  it("adds nothing when the same seed is loaded again, but bumps the data version", async () => {
    const before = await version();
    const again = await seedProfiles(db, { profiles: N, seed: 3 });
    expect(again.inserted).toEqual({ profiles: 0, organizations: 0, contacts: 0 });
    expect(await count("profiles")).toBe(N);
    expect(await version()).toBeGreaterThan(before);
  });

  it("adds another seed's profiles beside the first", async () => {
    const other = await seedProfiles(db, { profiles: 200, seed: 4 });
    expect(other.inserted.profiles).toBe(200);
    expect(await count("profiles")).toBe(N + 200);
  });
});
