import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { domainOf, profileToRow } from "@/lib/model/profiles/profile-rows";
import {
  Certification,
  Education,
  Experience,
  Organization,
  Profile,
} from "@/lib/model/profiles/profile-schema";
import { loadProfiles } from "@/lib/model/profiles/serialize";
import { SENIORITIES } from "@/lib/model/profiles/vocabulary";
import { claimAddresses, PERSONAL_MAIL_DOMAINS } from "./emails";
import { buildWorld, generateProfile, SEED_SOURCES } from "./generate";
import { COUNTRIES } from "./geography";
import { type SeedResult, seedProfiles } from "./seed-profiles";

const N = 3000;
const SEED = 3;
type TestDb = Awaited<ReturnType<typeof createTestDb>>;
let main: TestDb;
let result: SeedResult;
let loaded: Profile[];
let schemaBefore: string[];
const progress: [number, number][] = [];
const world = buildWorld(SEED, N);
const generated = claimAddresses(
  new Set(),
  Array.from({ length: N }, (_, i) => generateProfile(world, i).profile),
);

/** Index, foreign-key and trigger definitions of the tables a bulk load drops and rebuilds. */
async function schemaOf(db: TestDb["db"]): Promise<string[]> {
  const rows = await db.execute<{ d: string }>(sql`
    select indexdef as d from pg_indexes where tablename in ('profiles', 'contacts')
    union all
    select pg_get_triggerdef(oid) from pg_trigger
    where tgrelid in ('profiles'::regclass, 'contacts'::regclass) and not tgisinternal
    union all
    select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where conrelid in ('profiles'::regclass, 'contacts'::regclass)
    order by 1`);
  return rows.map((r) => r.d);
}

/** A digest of everything a seed wrote about its people, in id order. */
async function digest(db: TestDb["db"]): Promise<string> {
  const rows = await db.execute<{
    id: string;
    data: string;
    provenance: string;
    contacts: string;
  }>(sql`
    select p.id, p.data::text as data, p.provenance::text as provenance,
      coalesce((select string_agg(c.kind || c.type || c.value || s.name, ',' order by c.id)
                from contacts c join sources s on s.id = c.source_id
                where c.profile_id = p.id), '') as contacts
    from profiles p order by p.id`);
  const hash = createHash("sha256");
  for (const r of rows) hash.update(`${r.id}\n${r.data}\n${r.provenance}\n${r.contacts}\n`);
  return hash.digest("hex");
}

beforeAll(async () => {
  main = await createTestDb();
  schemaBefore = await schemaOf(main.db);
  result = await seedProfiles(main.db, {
    profiles: N,
    seed: SEED,
    onProgress: (done, total) => progress.push([done, total]),
  });
  loaded = await loadProfiles(
    main.db,
    generated.map((p) => p.id),
    { email: true, mobile: true },
  );
}, 300_000);

describe("seedProfiles: the contract", () => {
  it("loads every profile into an empty table in one bulk pass, reporting progress to the end", () => {
    expect(result).toMatchObject({ seed: SEED, profiles: N, firstIndex: 0, bulk: true });
    expect(result.organizations).toBe(world.organizations.length);
    expect(progress.at(-1)).toEqual([N, N]);
    for (const [i, [done]] of progress.entries())
      expect(done).toBeGreaterThan(progress[i - 1]?.[0] ?? 0);
  });

  it("delivers every profile, with e-mail and mobile, in the interface spec's exact shape", () => {
    expect(loaded).toHaveLength(N);
    for (const profile of loaded) {
      const parsed = Profile.safeParse(profile);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    expect(loaded).toEqual(generated);
  });

  it("uses every field of the spec somewhere, nested ones included", () => {
    const seen = (objects: object[]) => new Set(objects.flatMap((o) => Object.keys(o)));
    const fields = seen(loaded);
    for (const key of Object.keys(Profile.shape)) expect(fields, key).toContain(key);
    const orgFields = seen(loaded.flatMap((p) => (p.organization ? [p.organization] : [])));
    for (const key of Object.keys(Organization.shape)) expect(orgFields, key).toContain(key);
    const nested: [object[], { shape: object }][] = [
      [loaded.flatMap((p) => p.experience ?? []), Experience],
      [loaded.flatMap((p) => p.education ?? []), Education],
      [loaded.flatMap((p) => p.certification ?? []), Certification],
    ];
    for (const [entries, schema] of nested) {
      const keys = seen(entries);
      for (const key of Object.keys(schema.shape)) expect(keys, key).toContain(key);
    }
  });

  it("gives about 65% of people an e-mail address and 35% a mobile", async () => {
    const [row] = await main.db.execute<{ email: number; mobile: number }>(sql`
      select avg(has_email::int)::float8 as email, avg(has_mobile::int)::float8 as mobile
      from profiles`);
    expect(row?.email).toBeGreaterThan(0.6);
    expect(row?.email).toBeLessThan(0.7);
    expect(row?.mobile).toBeGreaterThan(0.3);
    expect(row?.mobile).toBeLessThan(0.4);
    const withEmail = loaded.filter((p) => p.email).length / N;
    expect(withEmail).toBeCloseTo(row?.email ?? 0, 5);
  });

  it("fills the targeting columns as profileToRow derives them from each profile", async () => {
    const rows = await main.db.execute<Record<string, unknown>>(sql`
      select id, title, seniority, department, industry, continent, country, cc, state, city,
             company_size, revenue_band, company_type, company_name, company_domain,
             organization_id, experience_years, skills, languages, schools, certifications,
             has_email, has_mobile, source_url
      from profiles order by id`);
    const byId = new Map(generated.map((p) => [p.id, p]));
    for (const row of rows) {
      const e = profileToRow(byId.get(row.id as string) as Profile);
      expect(row).toEqual({
        id: e.id,
        title: e.title,
        seniority: e.seniority,
        department: e.department,
        industry: e.industry,
        continent: e.continent,
        country: e.country,
        cc: e.cc,
        state: e.state,
        city: e.city,
        company_size: e.companySize,
        revenue_band: e.revenueBand,
        company_type: e.companyType,
        company_name: e.companyName,
        company_domain: e.companyDomain,
        organization_id: e.organizationId,
        experience_years: e.experienceYears,
        skills: e.skills,
        languages: e.languages,
        schools: e.schools,
        certifications: e.certifications,
        has_email: e.hasEmail,
        has_mobile: e.hasMobile,
        source_url: e.sourceUrl,
      });
    }
  });

  it("writes the keywords vector PostgreSQL itself computes from title, headlines and summary", async () => {
    const [row] = await main.db.execute<{ n: number; differ: number }>(sql`
      select count(*)::int as n, count(*) filter (where keywords is distinct from to_tsvector('english',
        concat_ws(' ', data->>'title',
          (select string_agg(h, ' ') from json_array_elements_text(data->'headlineList') h),
          data->>'summary')))::int as differ
      from profiles`);
    expect(row).toEqual({ n: N, differ: 0 });
  });

  it("rebuilds exactly the indexes, foreign keys and triggers it dropped for the bulk load", async () => {
    expect(schemaBefore.some((d) => d.includes("profiles_track_insert"))).toBe(true);
    expect(await schemaOf(main.db)).toEqual(schemaBefore);
  });

  it("tells the change feed 'everything changed' once instead of a row per loaded profile", async () => {
    const rows = await main.db.execute<{ seq: number }>(
      sql`select seq from profile_changes where seq < 0 or seq <= ${N} order by seq`,
    );
    expect(rows.length).toBeLessThan(5);
    expect(rows.some((r) => r.seq === -1)).toBe(true);
  });

  it("attributes fields to the registered sources, contacts to the source their provenance names", async () => {
    const sources = await main.db.execute<{ name: string; priority: number }>(
      sql`select name, priority from sources order by priority`,
    );
    expect(sources.map((s) => [s.name, s.priority])).toEqual(
      SEED_SOURCES.map((s) => [s.name, s.priority]),
    );
    const [mismatch] = await main.db.execute<{ n: number }>(sql`
      select count(*)::int as n from contacts c
      join profiles p on p.id = c.profile_id join sources s on s.id = c.source_id
      where p.provenance ->> c.kind is distinct from s.name`);
    expect(mismatch?.n).toBe(0);
    const [unattributed] = await main.db.execute<{ n: number }>(sql`
      select count(*)::int as n from profiles where not provenance ?& array['title', 'location', 'organization']`);
    expect(unattributed?.n).toBe(0);
  });
});

describe("seedProfiles: what users rely on", () => {
  const country = new Map(COUNTRIES.map((c) => [c.name, c]));

  it("keeps country, country code, continent and calling code together", () => {
    for (const p of loaded) {
      const c = country.get(p.country as string);
      expect(c, p.country).toBeDefined();
      expect(p.cc).toBe(c?.cc);
      expect(p.continent).toBe(c?.continent);
      expect(p.location).toContain(p.city as string);
      for (const m of p.mobile ?? []) {
        expect(m.value.startsWith(`+${c?.dial}`), `${m.value} in ${p.country}`).toBe(true);
      }
    }
    const continents = new Set(loaded.map((p) => p.continent));
    expect(continents.size).toBe(6);
  });

  it("puts work e-mail on the organization's website domain, personal e-mail at mail providers", () => {
    let work = 0;
    for (const p of loaded) {
      for (const e of p.email ?? []) {
        const domain = e.value.split("@")[1] as string;
        if (e.type === "work") {
          work++;
          expect(domain).toBe(domainOf(p.organization?.website));
        } else {
          expect(e.type).toBe("personal");
          expect(PERSONAL_MAIL_DOMAINS.has(domain), domain).toBe(true);
        }
      }
    }
    expect(work).toBeGreaterThan(loaded.filter((p) => p.email).length / 2);
  });

  it("gives seniority-consistent experience: interns under 20 years, executives more than juniors", async () => {
    const rows = await main.db.execute<{ seniority: string; max: number; median: number }>(sql`
      select seniority, max(experience_years) as max,
             percentile_disc(0.5) within group (order by experience_years) as median
      from profiles group by seniority`);
    const by = new Map(rows.map((r) => [r.seniority, r]));
    expect([...by.keys()].sort()).toEqual([...SENIORITIES].sort());
    expect(by.get("intern")?.max).toBeLessThan(20);
    expect(by.get("entry")?.median).toBeLessThan(by.get("senior")?.median ?? 0);
    expect(by.get("senior")?.median).toBeLessThan(by.get("c_suite")?.median ?? 0);
  });

  it("has one current job per person: the profile's title at the profile's organization", () => {
    for (const p of loaded) {
      const current = (p.experience ?? []).filter((e) => e.current);
      expect(current).toHaveLength(1);
      expect(current[0]?.title).toBe(p.title);
      expect(current[0]?.organization.id).toBe(p.organization?.id);
    }
  });

  it("grows revenue with headcount", async () => {
    const rows = await main.db.execute<{ size: string; revenue: number }>(sql`
      select size_band as size, avg(
        array_position(array['<1M','1M-10M','10M-50M','50M-100M','100M-250M','250M-500M','500M-1B','1B-10B','10B+'], revenue_band)
      )::float8 as revenue
      from organizations group by size_band`);
    const revenue = new Map(rows.map((r) => [r.size, r.revenue]));
    expect(revenue.get("1-10")).toBeLessThan(revenue.get("51-200") ?? 0);
    expect(revenue.get("51-200")).toBeLessThan(revenue.get("1001-5000") ?? 0);
  });
});

describe("seedProfiles: determinism and later runs", () => {
  let twin: TestDb;
  let other: TestDb;
  beforeAll(async () => {
    twin = await createTestDb();
    // Contacts copied every ~20 profiles' worth, between the profiles' COPYs: the same data.
    await seedProfiles(twin.db, { profiles: N, seed: SEED, contactChars: 2000 });
    other = await createTestDb();
    await seedProfiles(other.db, { profiles: 200, seed: SEED + 1 });
  }, 300_000);

  it("writes the same data for the same seed, other data for another seed", async () => {
    expect(await digest(twin.db)).toBe(await digest(main.db));
    const names = async (db: TestDb["db"]) =>
      (
        await db.execute<{ n: string }>(
          sql`select data->>'name' as n from profiles order by id limit 200`,
        )
      ).map((r) => r.n);
    expect(await names(other.db)).not.toEqual(await names(main.db));
  });

  it("adds a second run's profiles after the first's, without colliding, and bumps the data version", async () => {
    const version = async () =>
      Number(
        (await main.db.execute<{ v: string }>(sql`select version::text as v from data_version`))[0]
          ?.v,
      );
    const before = await version();
    const more = await seedProfiles(main.db, { profiles: 150, seed: SEED });
    expect(more).toMatchObject({ profiles: 150, firstIndex: N, bulk: false });
    const [row] = await main.db.execute<{ n: number }>(
      sql`select count(*)::int as n from profiles`,
    );
    expect(row?.n).toBe(N + 150);
    expect(await version()).toBeGreaterThan(before);
    // Into a table that held rows, the change feed records each new profile again.
    const [changes] = await main.db.execute<{ n: number }>(
      sql`select count(*)::int as n from profile_changes where seq > ${N}`,
    );
    expect(changes?.n).toBe(150);
    // The same people a single run of N + 150 would have made.
    const bigger = buildWorld(SEED, N + 150);
    const last = generateProfile(bigger, N + 149).profile;
    const [stored] = await loadProfiles(main.db, [last.id], { email: false, mobile: false });
    expect(stored?.name).toBe(last.name);
  });
});

describe("seedProfiles: a load that fails", () => {
  it("rolls back with the error that stopped it, leaving the database as it was", async () => {
    const db = await createTestDb();
    const before = await schemaOf(db.db);
    // Thrown while the profiles' COPY is open, as a generator thread's failure would be.
    await expect(
      seedProfiles(db.db, {
        profiles: 1200,
        seed: SEED,
        onProgress: () => {
          throw new Error("stopped mid-load");
        },
      }),
    ).rejects.toThrow("stopped mid-load");
    const [row] = await db.db.execute<{ n: number }>(sql`select count(*)::int as n from profiles`);
    expect(row?.n).toBe(0);
    expect(await schemaOf(db.db)).toEqual(before);
  }, 120_000);
});
