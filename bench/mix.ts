/**
 * The benchmarks' filter mix (33 targetings from none to many filters, values ranked in the
 * catalogue so the mix fits any seeded size), their latency statistics and the machine they
 * ran on.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { profiles } from "@/db/schema";
import type { FilterCatalogue } from "@/lib/engines/audience";
import type { Targeting } from "@/lib/model/targeting/schema";

type Catalogue = FilterCatalogue;

/** The `rank`-th most common value of a catalogue filter (so the mix fits any seeded size). */
function top(c: Catalogue, key: string, rank: number): string {
  const value = c.filters.find((f) => f.key === key)?.values?.[rank]?.value;
  if (!value) throw new Error(`the catalogue has no value #${rank} for ${key}`);
  return value;
}

/**
 * The mix's companies: free text, not in the catalogue, so taken from the data (the most common
 * company's name and the second's domain).
 */
export async function mixCompanies(db: Db): Promise<string[]> {
  const common = await db.execute<{ name: string; domain: string }>(sql`
    select company_name as name, company_domain as domain from ${profiles}
    where company_name is not null and company_domain is not null
    group by 1, 2 order by count(*) desc limit 2`);
  return [common[0]?.name, common[1]?.domain].filter((x): x is string => !!x);
}

export function mix(c: Catalogue, companies: string[]): { name: string; filters: Targeting }[] {
  const skill = (r: number) => top(c, "skills", r);
  return [
    // Broad audiences: a search page of these confirms and loads rows from the whole table.
    { name: "everyone", filters: {} },
    { name: "country", filters: { locations: { countries: [top(c, "locations.countries", 0)] } } },
    { name: "seniority", filters: { seniorities: ["director"] } },
    { name: "industry", filters: { industries: [top(c, "industries", 0)] } },
    { name: "department", filters: { departments: [top(c, "departments", 1)] } },
    { name: "company size", filters: { companySizes: ["51-200"] } },
    { name: "skill", filters: { skills: { any: [skill(0)] } } },
    { name: "title word", filters: { titles: { include: ["engineer"] } } },
    { name: "keyword", filters: { keywords: "software" } },
    { name: "experience 5-10", filters: { experienceYears: { min: 5, max: 10 } } },
    { name: "language", filters: { languages: [top(c, "languages", 1)] } },
    // Skills, title words, keywords, locations with exclude.
    { name: "skills any of 5", filters: { skills: { any: [2, 3, 4, 5, 6].map(skill) } } },
    { name: "skills all of 2", filters: { skills: { all: [skill(0), skill(1)] } } },
    {
      name: "title include/exclude",
      filters: { titles: { include: ["manager"], exclude: ["product", "account"] } },
    },
    {
      name: "title phrases",
      filters: { titles: { include: ["engineering manager", "cto", "head of data"] } },
    },
    { name: "keywords 2 words", filters: { keywords: "supply chain" } },
    {
      name: "all but the largest country",
      filters: { locations: { exclude: { countries: [top(c, "locations.countries", 0)] } } },
    },
    {
      name: "country minus its 2 largest cities",
      filters: {
        locations: {
          countries: [top(c, "locations.countries", 0)],
          exclude: { cities: [0, 1].map((r) => top(c, "locations.cities", r)) },
        },
      },
    },
    {
      name: "continent minus country",
      filters: {
        locations: { continents: ["Europe"], exclude: { countries: ["United Kingdom"] } },
      },
    },
    // Combinations of 3 to 6 filters.
    {
      name: "3: country+seniority+department",
      filters: {
        locations: { countries: [top(c, "locations.countries", 0)] },
        seniorities: ["manager", "director"],
        departments: ["Engineering"],
      },
    },
    {
      name: "4: continent+industry+size+email",
      filters: {
        locations: { continents: ["North America"] },
        industries: [top(c, "industries", 0), top(c, "industries", 1)],
        companySizes: ["201-500", "501-1000"],
        contact: { requireEmail: true },
      },
    },
    {
      name: "4: dept+seniority+skills+country",
      filters: {
        departments: ["Engineering", "Data Science"],
        seniorities: ["senior", "manager"],
        skills: { any: ["Python", "SQL", "Kubernetes"] },
        locations: { countries: [top(c, "locations.countries", 1)] },
      },
    },
    {
      name: "4: title+size+industries+exclude",
      filters: {
        titles: { include: ["sales"] },
        companySizes: ["1001-5000", "5001-10000", "10001+"],
        industries: [top(c, "industries", 0), top(c, "industries", 2)],
        locations: { exclude: { countries: [top(c, "locations.countries", 0)] } },
      },
    },
    {
      name: "3: keywords+dept+continent",
      filters: {
        keywords: "cloud",
        departments: ["Engineering"],
        locations: { continents: ["Europe"] },
      },
    },
    {
      name: "3: experience+seniority+skills all",
      filters: {
        experienceYears: { min: 8, max: 20 },
        seniorities: ["senior", "manager", "director"],
        skills: { all: [skill(0), skill(2)] },
      },
    },
    {
      name: "5: industries+depts+seniorities+sizes+continent",
      filters: {
        industries: [0, 1, 2].map((r) => top(c, "industries", r)),
        departments: ["Sales", "Marketing"],
        seniorities: ["vp", "head", "director"],
        companySizes: ["51-200", "201-500", "501-1000"],
        locations: { continents: ["North America"] },
      },
    },
    {
      name: "5: titles+experience+country+mobile",
      filters: {
        titles: { include: ["engineer", "developer"], exclude: ["intern"] },
        experienceYears: { min: 3 },
        locations: { countries: [top(c, "locations.countries", 0)] },
        contact: { requireMobile: true },
      },
    },
    {
      name: "5: revenue+type+dept+seniority+language",
      filters: {
        revenue: ["100M-250M", "250M-500M", "500M-1B", "1B-10B"],
        companyTypes: ["Public Company", "Privately Held"],
        departments: ["Finance"],
        seniorities: ["manager", "director", "vp"],
        languages: [top(c, "languages", 0)],
      },
    },
    {
      name: "6: skills any+all+dept+exp+country+email",
      filters: {
        skills: { any: [skill(0), skill(1), skill(3)], all: [skill(2)] },
        departments: ["Engineering"],
        experienceYears: { min: 2, max: 15 },
        locations: { countries: [top(c, "locations.countries", 0)] },
        contact: { requireEmail: true },
      },
    },
    {
      name: "6: continent-cities+industry+seniority+title-+exp",
      filters: {
        locations: { continents: ["Europe"], exclude: { cities: ["London", "Paris"] } },
        industries: [top(c, "industries", 0)],
        seniorities: ["manager", "senior"],
        titles: { exclude: ["assistant"] },
        experienceYears: { max: 25 },
      },
    },
    {
      name: "3: school+country+seniority",
      filters: {
        schools: [0, 1, 2, 3].map((r) => top(c, "schools", r)),
        locations: { countries: [top(c, "locations.countries", 0)] },
        seniorities: ["senior", "manager"],
      },
    },
    {
      name: "3: certification+dept+size",
      filters: {
        certifications: [
          "AWS Certified Solutions Architect – Associate",
          "Certified Kubernetes Administrator (CKA)",
          "CompTIA Security+",
        ],
        departments: ["Engineering", "Information Technology"],
        companySizes: ["201-500", "501-1000", "1001-5000"],
      },
    },
    {
      name: "3: companies+seniority+title-",
      filters: {
        companies: { include: companies },
        seniorities: ["manager", "senior", "entry"],
        titles: { exclude: ["intern"] },
      },
    },
  ];
}

/** The `rank`-th least common value of a catalogue filter (0 = the rarest: a sparse set). */
function rare(c: Catalogue, key: string, rank: number): string {
  const values = c.filters.find((f) => f.key === key)?.values ?? [];
  const value = values[values.length - 1 - rank]?.value;
  if (!value) throw new Error(`the catalogue has no value #${rank} from the end for ${key}`);
  return value;
}

/**
 * A second mix, unlike the first (`--mix rare`): rare values (sparse lists) alone, OR-ed with
 * common ones and negated, long OR lists, open experience ranges, every contact flag, arrays in
 * "all" mode over rare values: what a fresh process has not met when the first mix ran, to show
 * that the counting code stays optimized whatever comes.
 */
export function rareMix(c: Catalogue, companies: string[]): { name: string; filters: Targeting }[] {
  const cities = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => rare(c, "locations.cities", from + i));
  return [
    { name: "rare city", filters: { locations: { cities: [rare(c, "locations.cities", 0)] } } },
    { name: "rare skill", filters: { skills: { any: [rare(c, "skills", 0)] } } },
    { name: "rare state", filters: { locations: { states: [rare(c, "locations.states", 0)] } } },
    { name: "rare school", filters: { schools: [rare(c, "schools", 0)] } },
    { name: "40 rare cities", filters: { locations: { cities: cities(0, 40) } } },
    {
      name: "common+rare countries",
      filters: {
        locations: {
          countries: [top(c, "locations.countries", 0), rare(c, "locations.countries", 0)],
        },
      },
    },
    {
      name: "all but rare countries",
      filters: {
        locations: {
          exclude: { countries: [0, 1, 2].map((r) => rare(c, "locations.countries", r)) },
        },
      },
    },
    { name: "experience from 1", filters: { experienceYears: { min: 1 } } },
    { name: "experience to 3", filters: { experienceYears: { max: 3 } } },
    { name: "email and mobile", filters: { contact: { requireEmail: true, requireMobile: true } } },
    {
      name: "skills all: common+rare",
      filters: { skills: { all: [top(c, "skills", 0), rare(c, "skills", 1)] } },
    },
    {
      name: "12 industries",
      filters: { industries: Array.from({ length: 12 }, (_, r) => top(c, "industries", r)) },
    },
    {
      name: "all seniorities but entry, minus rare city",
      filters: {
        seniorities: ["senior", "manager", "director", "head", "vp", "c_suite"],
        locations: { exclude: { cities: cities(0, 3) } },
      },
    },
    {
      name: "titles: 4 phrases minus 3 words",
      filters: {
        titles: {
          include: ["software engineer", "data scientist", "account executive", "nurse"],
          exclude: ["senior", "lead", "principal"],
        },
      },
    },
    { name: "keywords rare+common", filters: { keywords: "kubernetes sales" } },
    {
      name: "companies minus",
      filters: { companies: { exclude: companies }, departments: ["Sales"] },
    },
    {
      name: "languages all + rare language",
      filters: { languages: [top(c, "languages", 0), rare(c, "languages", 0)] },
    },
    {
      name: "rare certification + email",
      filters: {
        certifications: [rare(c, "certifications", 0)],
        contact: { requireEmail: true },
      },
    },
    {
      name: "6: wide OR everywhere",
      filters: {
        industries: [0, 1, 2, 3, 4, 5].map((r) => top(c, "industries", r)),
        departments: ["Engineering", "Sales", "Marketing", "Finance"],
        companySizes: ["11-50", "51-200", "201-500", "501-1000", "1001-5000"],
        skills: { any: [0, 1, 2, 3, 4, 5, 6, 7].map((r) => top(c, "skills", r)) },
        experienceYears: { min: 1, max: 30 },
        contact: { requireMobile: true },
      },
    },
    {
      name: "5: rare state+revenue+type-+title-",
      filters: {
        locations: { states: [rare(c, "locations.states", 1), top(c, "locations.states", 0)] },
        revenue: ["1M-10M", "10M-50M"],
        companyTypes: [top(c, "companyTypes", 0)],
        titles: { exclude: ["manager"] },
        experienceYears: { min: 10 },
      },
    },
  ];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 100) / 100;
  return {
    n: s.length,
    p50: r(percentile(s, 50)),
    p90: r(percentile(s, 90)),
    p95: r(percentile(s, 95)),
    p99: r(percentile(s, 99)),
    max: r(s.at(-1) ?? 0),
  };
}
