import type {
  ContactEntry,
  Education,
  Experience,
  Organization,
  Profile,
} from "@/lib/profiles/profile-schema";
import {
  COMPANY_SIZE_FLOORS,
  COMPANY_SIZES,
  type CompanySize,
  type Seniority,
} from "@/lib/profiles/vocabulary";
import {
  COUNTRIES,
  type Country,
  geoOf,
  type Locale,
  locationText,
  mobileNumber,
  PLACES,
  type Place,
  placesOf,
} from "./geography";
import { NAMES } from "./names";
import { createRng, hash32, type Rng, weighted } from "./random";
import {
  DEPARTMENTS,
  type Department,
  GENERAL_SKILLS,
  GOVERNMENT_BODIES,
  HONORS,
  INDUSTRIES,
  type Industry,
  LEGAL_SUFFIX,
  NAME_PREFIXES,
  NAME_ROOTS,
  OTHER_LANGUAGES,
  STREETS,
  TAGLINES,
} from "./work";

/**
 * The synthetic data set: organizations, then people working at them. Everything is drawn
 * from seeded streams (one per entity), so a seed and a size always give the same data.
 * Dates are relative to `asOf`, fixed by default for the same reason.
 */

export const SEED_AS_OF = new Date("2026-11-01T00:00:00.000Z");
const NETWORK = "https://www.linkedin.com";
const MEDIA = "https://media.example.com";
const KIND_ORGANIZATION = 2;
const KIND_PROFILE = 1;

type EmailPattern =
  | "first.last"
  | "flast"
  | "first"
  | "firstlast"
  | "first_last"
  | "lastf"
  | "f.last";

export interface SeedOrganization {
  organization: Organization;
  industry: Industry;
  sizeBand: CompanySize;
  sites: Place[];
  domain: string;
  emailPattern: EmailPattern;
}

export interface World {
  seed: number;
  asOf: Date;
  organizations: SeedOrganization[];
  pickOrganization: (rng: Rng) => SeedOrganization;
}

export interface GeneratedProfile {
  /** The interface-spec profile, with its organization, e-mail and mobile entries. */
  profile: Profile;
  seniority: Seniority;
  /** Field name → the source it is said to come from. */
  provenance: Record<string, SeedSource>;
}

/** Where the synthetic data is said to come from; the enrichment waterfall asks them in priority order. */
export const SEED_SOURCES = [
  {
    name: "synthetic-network",
    priority: 1,
    description: "Public professional profiles (synthetic)",
  },
  {
    name: "synthetic-directory",
    priority: 2,
    description: "Company directory and firmographics (synthetic)",
  },
  { name: "synthetic-email", priority: 3, description: "Verified e-mail addresses (synthetic)" },
  { name: "synthetic-mobile", priority: 4, description: "Mobile numbers (synthetic)" },
] as const;
export type SeedSource = (typeof SEED_SOURCES)[number]["name"];

/*
 * Ids are the seed and the entity's index in base 36, zero-padded so that they sort by index:
 * a later run with the same seed continues after the highest index present.
 */
export const PROFILE_INDEX_WIDTH = 6;
export function profileId(seed: number, index: number): string {
  return `p_${seed.toString(36)}_${index.toString(36).padStart(PROFILE_INDEX_WIDTH, "0")}`;
}
export function organizationId(seed: number, index: number): string {
  return `o_${seed.toString(36)}_${index.toString(36).padStart(5, "0")}`;
}
/** Profile id prefix of a seed, for finding where an earlier run stopped. */
export function profileIdPrefix(seed: number): string {
  return `p_${seed.toString(36)}_`;
}

const HANDLE_SPACE = 36 ** 6;
/**
 * A six-character base-36 tag, different for every index below 36^6 (multiplying by a number
 * prime to 36 permutes the residues), so handles built from it never collide within a seed.
 */
function handleTag(seed: number, index: number): string {
  return ((index * 1_000_003 + hash32(seed, 7)) % HANDLE_SPACE).toString(36).padStart(6, "0");
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const FOLD: Record<string, string> = { ł: "l", ø: "o", ß: "ss", æ: "ae", œ: "oe", đ: "d", ı: "i" };

/** Remembers a pure function's answers: the generator asks the same few thousand questions a million times. */
function memo<T>(fn: (key: string | number) => T): (key: string | number) => T {
  const cache = new Map<string | number, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = fn(key);
      cache.set(key, value);
    }
    return value;
  };
}

/** Lower-case ASCII letters and digits only: "Łukasz Wiśniewski" → "lukaszwisniewski". */
const ascii = memo((text) =>
  String(text)
    .toLowerCase()
    .replace(/[łøßæœđı]/g, (ch) => FOLD[ch] ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]/g, ""),
);

const slug = memo((text) =>
  String(text)
    .split(/[^\p{L}\p{N}]+/u)
    .map(ascii)
    .filter(Boolean)
    .join("-"),
);

/** A stable id for things that are the same in every data set (schools). */
const textId = memo((text) => {
  const codes = Array.from(String(text), (ch) => ch.codePointAt(0) ?? 0);
  return [1, 2, 3]
    .map((p) =>
      hash32(p, ...codes)
        .toString(16)
        .padStart(8, "0"),
    )
    .join("");
});

/** The first day of a month counted from year 0, as an ISO 8601 UTC timestamp. */
const monthIso = memo((month) => {
  const m = Number(month);
  return new Date(Date.UTC(Math.floor(m / 12), m % 12, 1)).toISOString();
});

function money(amount: number, symbol: string): string {
  if (amount >= 1e9) return `${symbol}${(amount / 1e9).toFixed(1)}B`;
  if (amount >= 1e6) return `${symbol}${(amount / 1e6).toFixed(amount >= 1e8 ? 0 : 1)}M`;
  return `${symbol}${Math.max(1, Math.round(amount / 1e3))}K`;
}

function listText(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// ---------------------------------------------------------------------------------------------
// Pickers built once

const pickCountry = weighted(COUNTRIES.map((c) => [c, c.weight] as const));
const pickIndustry = weighted(INDUSTRIES.map((i) => [i, i.weight] as const));
const placePickers = new Map<Country, (rng: Rng) => Place>(
  COUNTRIES.map((c) => [c, weighted(placesOf(c).map((p) => [p, p.city.weight] as const))]),
);
const localePickers = new Map<Country, (rng: Rng) => Locale>(
  COUNTRIES.map((c) => [c, weighted(c.locales)]),
);

function pickPlace(rng: Rng, country: Country): Place {
  return (placePickers.get(country) as (rng: Rng) => Place)(rng);
}

const SIZE_WEIGHTS: Record<CompanySize, number> = {
  "1-10": 30,
  "11-50": 28,
  "51-200": 20,
  "201-500": 9,
  "501-1000": 5,
  "1001-5000": 5,
  "5001-10000": 1.7,
  "10001+": 1.3,
};
const pickSize = weighted(COMPANY_SIZES.map((s) => [s, SIZE_WEIGHTS[s]] as const));
/** Universities and public bodies are rarely tiny. */
const pickInstitutionSize = weighted(
  COMPANY_SIZES.map((s, i) => [s, i < 2 ? 2 : SIZE_WEIGHTS[s] * 2] as const),
);

const EMAIL_PATTERNS: [EmailPattern, number][] = [
  ["first.last", 50],
  ["flast", 18],
  ["f.last", 8],
  ["firstlast", 6],
  ["lastf", 6],
  ["first_last", 4],
];
/** First-name-only addresses only work where few people share a first name. */
const pickSmallEmailPattern = weighted<EmailPattern>([...EMAIL_PATTERNS, ["first", 20]]);
const pickEmailPattern = weighted<EmailPattern>(EMAIL_PATTERNS);

type SizeGroup = "small" | "mid" | "large";
function sizeGroup(band: CompanySize): SizeGroup {
  if (band === "1-10") return "small";
  return COMPANY_SIZE_FLOORS[band] <= 51 ? "mid" : "large";
}

// biome-ignore format: a table, one row per company size
const SENIORITY_WEIGHTS: Record<SizeGroup, Record<Seniority, number>> = {
  small: { owner: 14, founder: 14, c_suite: 8, partner: 0, vp: 1, head: 3, director: 4, manager: 8, senior: 12, entry: 30, intern: 3 },
  mid: { owner: 1.5, founder: 2.5, c_suite: 3, partner: 0, vp: 3, head: 5, director: 7, manager: 14, senior: 22, entry: 38, intern: 3 },
  large: { owner: 0, founder: 0.1, c_suite: 0.5, partner: 0, vp: 3, head: 4, director: 7, manager: 16, senior: 26, entry: 40, intern: 3 },
};
const PARTNER_WEIGHT: Record<SizeGroup, number> = { small: 8, mid: 5, large: 3 };

const seniorityPickers = new Map<string, (rng: Rng) => Seniority>();
/** Each organization's picker, looked up by its key once rather than for each of its people. */
const organizationSeniority = new WeakMap<SeedOrganization, (rng: Rng) => Seniority>();

function pickSeniority(rng: Rng, org: SeedOrganization): Seniority {
  let picker = organizationSeniority.get(org);
  if (!picker) {
    picker = seniorityPicker(org);
    organizationSeniority.set(org, picker);
  }
  return picker(rng);
}

function seniorityPicker(org: SeedOrganization): (rng: Rng) => Seniority {
  const group = sizeGroup(org.sizeBand);
  const institution = Boolean(org.industry.type);
  const selfEmployed = org.organization.type === "Self-Employed";
  const key = `${group}|${Boolean(org.industry.partnerDepartment)}|${institution}|${selfEmployed}`;
  let picker = seniorityPickers.get(key);
  if (!picker) {
    const w = { ...SENIORITY_WEIGHTS[group] };
    if (org.industry.partnerDepartment) w.partner = PARTNER_WEIGHT[group];
    if (institution) w.owner = w.founder = 0;
    if (selfEmployed) w.owner *= 4;
    picker = weighted(Object.entries(w) as [Seniority, number][]);
    seniorityPickers.set(key, picker);
  }
  return picker;
}

const byName = new Map(DEPARTMENTS.map((d) => [d.name, d]));
const EXECUTIVE = byName.get("Executive") as Department;

/** Departments of individual contributors and managers; zero-weight ones only where emphasised. */
function departmentWeight(d: Department, industry: Industry): number {
  const emphasis = industry.emphasis[d.name];
  if (d.weight === 0) return emphasis ? 10 * emphasis : 0;
  return d.weight * (emphasis ?? 1);
}

/** Per industry, the department pickers of everyone below the C-suite, and of chiefs. */
const departmentPickers = new Map<Industry, (rng: Rng) => Department>();
const chiefDepartmentPickers = new Map<Industry, (rng: Rng) => Department>();
function pickDepartment(rng: Rng, industry: Industry, seniority: Seniority): Department {
  if (seniority === "owner" || seniority === "founder") return EXECUTIVE;
  if (seniority === "partner")
    return byName.get(industry.partnerDepartment ?? "Executive") ?? EXECUTIVE;
  const cSuite = seniority === "c_suite";
  if (cSuite && rng.chance(0.4)) return EXECUTIVE;
  const pickers = cSuite ? chiefDepartmentPickers : departmentPickers;
  let picker = pickers.get(industry);
  if (!picker) {
    const candidates = DEPARTMENTS.filter((d) => d !== EXECUTIVE && (!cSuite || d.titles.c_suite));
    picker = weighted(candidates.map((d) => [d, departmentWeight(d, industry)] as const));
    pickers.set(industry, picker);
  }
  return picker(rng);
}

/** A title that lib/profiles/seniority.ts reads back as `seniority` (a test holds this). */
function titleFor(rng: Rng, dept: Department, seniority: Seniority): string {
  const listed = dept.titles[seniority];
  // The generic patterns read well for these levels: mix them with the department's own titles.
  const mixed = seniority === "senior" || seniority === "manager" || seniority === "director";
  if (listed && (!mixed || rng.chance(0.7))) return rng.pick(listed);
  const area = dept.area;
  switch (seniority) {
    case "entry":
      return rng.pick(dept.entry);
    case "senior":
      return `${rng.pick(["Senior", "Senior", "Senior", "Lead", "Principal", "Staff"])} ${rng.pick(dept.entry)}`;
    case "manager":
      return `${area} Manager`;
    case "head":
      return `Head of ${area}`;
    case "director":
      return rng.pick([`Director of ${area}`, `${area} Director`, `Senior Director of ${area}`]);
    case "vp":
      return rng.pick([
        `VP of ${area}`,
        `Vice President of ${area}`,
        `SVP, ${area}`,
        `VP, ${area}`,
      ]);
    case "intern":
      return `${area} Intern`;
    default:
      // Owners, founders, partners, and chiefs of departments without a chief of their own.
      return rng.pick(EXECUTIVE.titles[seniority] ?? []);
  }
}

const EXPERIENCE_RANGE: Record<Seniority, [number, number]> = {
  intern: [0, 1],
  entry: [0, 6],
  senior: [4, 18],
  manager: [5, 22],
  head: [8, 26],
  director: [10, 30],
  vp: [12, 32],
  c_suite: [14, 38],
  partner: [10, 35],
  founder: [3, 35],
  owner: [3, 40],
};

/** Career ladder for earlier jobs: where a current seniority sits, and what came before it. */
const LADDER: Seniority[] = ["intern", "entry", "senior", "manager", "director", "vp", "c_suite"];
const LADDER_LEVEL: Record<Seniority, number> = {
  intern: 0,
  entry: 1,
  senior: 2,
  manager: 3,
  head: 4,
  director: 4,
  vp: 5,
  c_suite: 6,
  partner: 4,
  founder: 3,
  owner: 3,
};

const CONNECTIONS_MEDIAN: Record<Seniority, number> = {
  intern: 80,
  entry: 250,
  senior: 450,
  manager: 550,
  head: 800,
  director: 900,
  vp: 1200,
  c_suite: 1500,
  partner: 1000,
  founder: 1500,
  owner: 400,
};

const SCIENCE = new Set([
  "Computer Science",
  "Software Engineering",
  "Electrical Engineering",
  "Computer Engineering",
  "Mathematics",
  "Information Technology",
  "Information Systems",
  "Cybersecurity",
  "Statistics",
  "Data Science",
  "Physics",
  "Industrial Engineering",
  "Engineering",
  "Nursing",
  "Pharmacy",
  "Biology",
  "Supply Chain Management",
  "Human-Computer Interaction",
  "Finance",
  "Accounting",
]);

/** Departments whose managers and above take an MBA rather than a master's in their field. */
const BUSINESS = new Set([
  "Sales",
  "Marketing",
  "Finance",
  "Operations",
  "Consulting",
  "Executive",
  "Product Management",
]);

function bachelorOf(field: string): string {
  if (field === "Law") return "Bachelor of Laws - LLB";
  if (field === "Medicine") return "Doctor of Medicine - MD, Medicine";
  return SCIENCE.has(field)
    ? `Bachelor of Science - BS, ${field}`
    : `Bachelor of Arts - BA, ${field}`;
}

// ---------------------------------------------------------------------------------------------
// Organizations

function organizationName(rng: Rng, industry: Industry, hq: Place): string {
  const locale = (localePickers.get(hq.country) as (rng: Rng) => Locale)(rng);
  const surname = () => rng.pick(NAMES[locale].last);
  switch (industry.naming) {
    case "firm": {
      const a = surname();
      const b = surname();
      return rng.pick([`${a} & ${b} LLP`, `${a} ${b} LLP`, `${a} Partners LLP`]);
    }
    case "university":
      return rng.pick([
        `University of ${hq.city.name}`,
        `${hq.city.name} Institute of Technology`,
        `${rng.pick(NAME_PREFIXES)}${rng.pick(NAME_ROOTS)} College`,
        `${hq.state.name} State University`,
      ]);
    case "government":
      return `${rng.pick([hq.city.name, hq.state.name])} ${rng.pick(GOVERNMENT_BODIES)}`;
  }
  const word = rng.pick(industry.words);
  const r = rng.next();
  if (r < 0.5) return `${rng.pick(NAME_PREFIXES)}${rng.pick(NAME_ROOTS)} ${word}`;
  if (r < 0.75) return `${rng.pick(NAME_PREFIXES)} ${word}`;
  return `${surname()} ${word}`;
}

function topLevelDomain(rng: Rng, industry: Industry, country: Country): string {
  if (country.cc === "US") {
    if (industry.naming === "university") return "edu";
    if (industry.naming === "government") return "gov";
  }
  if (industry.type === "Nonprofit") return "org";
  if (country.cc === "US") return rng.chance(0.9) ? "com" : rng.pick(["io", "co", "net"]);
  return rng.chance(0.6) ? country.tld : "com";
}

function streetAddress(rng: Rng, place: Place): string {
  const locale = place.country.locales[0]?.[0] ?? "en";
  const streets = STREETS[locale] ?? (STREETS.en as (typeof STREETS)[string]);
  const street = rng.pick(streets.names);
  const n = rng.int(1, 400);
  const line = streets.numberFirst ? `${n} ${street}` : `${street} ${n}`;
  return `${line}, ${locationText(place)}`;
}

function employeesIn(rng: Rng, band: CompanySize): number {
  const i = COMPANY_SIZES.indexOf(band);
  const lo = Math.max(1, COMPANY_SIZE_FLOORS[band]);
  const next = COMPANY_SIZES[i + 1];
  const hi = next ? COMPANY_SIZE_FLOORS[next] - 1 : 250_000;
  return Math.round(Math.exp(rng.float(Math.log(lo), Math.log(hi + 1))));
}

function companyType(rng: Rng, industry: Industry, band: CompanySize): string {
  if (industry.type && rng.chance(0.9)) return industry.type;
  if (industry.partnerDepartment && industry.naming === "firm") return "Partnership";
  const group = sizeGroup(band);
  if (group === "small") {
    return weighted<string>([
      ["Privately Held", 55],
      ["Self-Employed", 20],
      ["Sole Proprietorship", 10],
      ["Partnership", 10],
    ])(rng);
  }
  const publicShare =
    COMPANY_SIZE_FLOORS[band] > 1000 ? 55 : COMPANY_SIZE_FLOORS[band] > 200 ? 15 : 2;
  return weighted<string>([
    ["Public Company", publicShare],
    ["Privately Held", 100 - publicShare - 5],
    ["Partnership", 5],
  ])(rng);
}

function branchCount(rng: Rng, band: CompanySize): number {
  const ranges: Record<CompanySize, [number, number]> = {
    "1-10": [0, 0],
    "11-50": [0, rng.chance(0.1) ? 1 : 0],
    "51-200": [0, rng.chance(0.3) ? 2 : 0],
    "201-500": [1, 2],
    "501-1000": [1, 3],
    "1001-5000": [2, 5],
    "5001-10000": [3, 7],
    "10001+": [4, 10],
  };
  const [lo, hi] = ranges[band];
  return rng.int(lo, hi);
}

export function generateOrganization(
  seed: number,
  index: number,
  used: { names: Set<string>; domains: Set<string> },
): SeedOrganization {
  const rng = createRng(seed, KIND_ORGANIZATION, index);
  const industry = pickIndustry(rng);
  const country = pickCountry(rng);
  const hq = pickPlace(rng, country);
  const sizeBand = industry.type ? pickInstitutionSize(rng) : pickSize(rng);
  const employees = employeesIn(rng, sizeBand);
  const type = companyType(rng, industry, sizeBand);

  let name = organizationName(rng, industry, hq);
  for (let attempt = 0; used.names.has(name.toLowerCase()) && attempt < 6; attempt++) {
    name = organizationName(rng, industry, hq);
  }
  if (used.names.has(name.toLowerCase())) name = `${name} ${hq.city.name}`;
  if (used.names.has(name.toLowerCase())) name = `${name} ${index}`;
  used.names.add(name.toLowerCase());

  const tld = topLevelDomain(rng, industry, country);
  const core = ascii(name.replace(/\b(LLP|University|of)\b/g, (w) => (w === "LLP" ? "" : w)));
  let domain = `${core}.${tld}`;
  if (used.domains.has(domain)) domain = `${core}${ascii(hq.city.name)}.${tld}`;
  if (used.domains.has(domain)) domain = `${core}${index}.${tld}`;
  used.domains.add(domain);

  const sites: Place[] = [hq];
  const branches = branchCount(rng, sizeBand);
  const home = placesOf(country);
  for (let b = 0; b < branches; b++) {
    const place =
      rng.chance(0.55) && home.length > 1 ? rng.pick(home) : pickPlace(rng, pickCountry(rng));
    if (!sites.includes(place)) sites.push(place);
  }

  const id = organizationId(seed, index);
  const usd = employees * industry.revenuePerEmployee * rng.logNormal(1, 0.45);
  const legal = LEGAL_SUFFIX[country.cc];
  const nameList =
    legal && !industry.naming && !industry.type ? [name, `${name} ${rng.pick(legal)}`] : [name];
  const noun =
    industry.naming === "university"
      ? "university"
      : industry.naming === "government"
        ? "public agency"
        : industry.naming === "firm"
          ? "firm"
          : industry.type === "Nonprofit"
            ? "nonprofit organization"
            : "company";
  const tagline = rng.pick(TAGLINES);
  const addresses = sites.map((place, i) => {
    const address = streetAddress(rng, place);
    return {
      address,
      addressLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
      type: i === 0 ? "hq" : "branch",
    };
  });
  const organization: Organization = {
    id,
    name,
    nameList,
    cc: country.cc,
    website: `https://www.${domain}`,
    SourceUrl: `${NETWORK}/company/${slug(name)}`,
    employeeOnSource: Math.max(1, Math.round(employees * rng.float(0.45, 0.95))),
    about: `${name} is a ${industry.name.toLowerCase()} ${noun} headquartered in ${hq.city.name}, ${country.name}, with ${sizeBand} employees${sites.length > 1 ? ` across ${sites.length} locations` : ""}. ${tagline}.`,
    industry: industry.name,
    sector: industry.sector,
    type,
    revenue: { us: money(usd, "$"), eu: money(usd * 0.92, "€") },
    size: sizeBand,
    headquarter:
      hq.city.name === hq.state.name ? hq.city.name : `${hq.city.name}, ${hq.state.name}`,
    location: addresses[0]?.address,
    locations: addresses,
    headlineList: [tagline],
  };
  if (rng.chance(0.5)) organization.coverImage = `${MEDIA}/organizations/${id}/cover.jpg`;
  return {
    organization,
    industry,
    sizeBand,
    sites,
    domain,
    emailPattern:
      sizeGroup(sizeBand) === "small" ? pickSmallEmailPattern(rng) : pickEmailPattern(rng),
  };
}

/** Organizations for a data set of `profiles` people: about one per twelve, at least five. */
export function organizationCount(profiles: number): number {
  return Math.min(60_000, Math.max(5, Math.round(profiles / 12)));
}

export function buildWorld(seed: number, profiles: number, asOf = SEED_AS_OF): World {
  const used = { names: new Set<string>(), domains: new Set<string>() };
  const organizations: SeedOrganization[] = [];
  for (let i = 0; i < organizationCount(profiles); i++) {
    organizations.push(generateOrganization(seed, i, used));
  }
  // Bigger companies employ more of the people, less than proportionally (by the square root
  // of their headcount): companies of over a thousand hold about half, one-to-ten-person shops
  // a few percent, and no single giant dominates a small data set.
  const pickOrganization = weighted(
    organizations.map((o) => [o, Math.sqrt(o.organization.employeeOnSource ?? 1)] as const),
  );
  return { seed, asOf, organizations, pickOrganization };
}

// ---------------------------------------------------------------------------------------------
// People

function emailLocal(pattern: EmailPattern, fn: string, ln: string): string {
  const f = ascii(fn);
  const l = ascii(ln);
  switch (pattern) {
    case "first.last":
      return `${f}.${l}`;
    case "flast":
      return `${f.slice(0, 1)}${l}`;
    case "f.last":
      return `${f.slice(0, 1)}.${l}`;
    case "firstlast":
      return `${f}${l}`;
    case "lastf":
      return `${l}${f.slice(0, 1)}`;
    case "first_last":
      return `${f}_${l}`;
    case "first":
      return f;
  }
}

/**
 * The address itself if nobody has it yet, else with a number added to its local part, as mail
 * systems do. People generated apart (on other threads) can clash, so this is applied
 * afterwards, in profile order: `used` holds the addresses of the profiles before.
 */
export function claimAddress(used: Set<string>, address: string): string {
  let claimed = address;
  const at = address.lastIndexOf("@");
  for (let n = 2; used.has(claimed); n++) {
    claimed = `${address.slice(0, at)}${n}${address.slice(at)}`;
  }
  used.add(claimed);
  return claimed;
}

/** Claims the e-mail addresses of profiles generated in index order (see claimAddress). */
export function claimAddresses(used: Set<string>, profiles: Profile[]): Profile[] {
  for (const profile of profiles) {
    for (const entry of profile.email ?? []) entry.value = claimAddress(used, entry.value);
  }
  return profiles;
}

/** Mail providers people use privately: the global ones, and each country's own. */
const GLOBAL_MAIL: [string, number][] = [
  ["gmail.com", 60],
  ["outlook.com", 10],
  ["yahoo.com", 9],
  ["hotmail.com", 8],
  ["icloud.com", 6],
  ["proton.me", 2],
];
const LOCAL_MAIL: Record<string, string[]> = {
  AR: ["fibertel.com.ar"],
  AU: ["bigpond.com", "optusnet.com.au"],
  BR: ["uol.com.br", "bol.com.br"],
  CA: ["rogers.com", "shaw.ca"],
  CH: ["bluewin.ch", "gmx.ch"],
  DE: ["gmx.de", "web.de", "t-online.de"],
  ES: ["hotmail.es", "telefonica.net"],
  FR: ["orange.fr", "free.fr", "laposte.net"],
  GB: ["btinternet.com", "yahoo.co.uk"],
  IN: ["rediffmail.com", "yahoo.co.in"],
  IT: ["libero.it", "virgilio.it"],
  JP: ["yahoo.co.jp", "docomo.ne.jp"],
  MX: ["prodigy.net.mx"],
  NL: ["ziggo.nl", "kpnmail.nl"],
  PL: ["wp.pl", "onet.pl", "o2.pl"],
  SE: ["telia.com"],
};
/** Every personal mail domain the generator uses: an address elsewhere is at an employer. */
export const PERSONAL_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  ...GLOBAL_MAIL.map(([d]) => d),
  ...Object.values(LOCAL_MAIL).flat(),
]);
const pickGlobalMail = weighted(GLOBAL_MAIL);

function pickPersonalDomain(rng: Rng, country: Country): string {
  const local = LOCAL_MAIL[country.cc];
  return local && rng.chance(0.35) ? rng.pick(local) : pickGlobalMail(rng);
}

function personalLocal(rng: Rng, fn: string, ln: string): string {
  const f = ascii(fn);
  const l = ascii(ln);
  switch (rng.int(0, 4)) {
    case 0:
      return `${f}.${l}`;
    case 1:
      return `${f}${l}${rng.int(1, 99)}`;
    case 2:
      return `${f}_${l}`;
    case 3:
      return `${f.slice(0, 1)}${l}${rng.int(60, 99)}`;
    default:
      return `${f}.${l}.${rng.int(1, 9)}`;
  }
}

function workEmail(employer: SeedOrganization, fn: string, ln: string): ContactEntry {
  return { type: "work", value: `${emailLocal(employer.emailPattern, fn, ln)}@${employer.domain}` };
}

function personalEmail(rng: Rng, country: Country, fn: string, ln: string): ContactEntry {
  return {
    type: "personal",
    value: `${personalLocal(rng, fn, ln)}@${pickPersonalDomain(rng, country)}`,
  };
}

/** The values once each, in order. */
function distinct(values: string[]): string[] {
  return values.length < 2 ? values : [...new Set(values)];
}

function orgRef(org: Organization) {
  return { SourceUrl: org.SourceUrl, name: org.name, id: org.id };
}

function schoolRef(name: string) {
  return { SourceUrl: `${NETWORK}/school/${slug(name)}`, name, id: textId(name) };
}

function languagesOf(rng: Rng, country: Country) {
  const out: { name: string; proficiency: number }[] = [];
  const [native, second] = country.languages;
  if (native) out.push({ name: native, proficiency: 5 });
  if (second && rng.chance(0.6)) out.push({ name: second, proficiency: rng.int(3, 5) });
  if (!out.some((l) => l.name === "English") && rng.chance(0.75)) {
    out.push({ name: "English", proficiency: rng.int(3, 4) });
  }
  if (rng.chance(0.18)) {
    const other = rng.pick(OTHER_LANGUAGES.filter((n) => !out.some((l) => l.name === n)));
    out.push({ name: other, proficiency: rng.int(1, 3) });
  }
  return out;
}

function summaryOf(
  rng: Rng,
  title: string,
  years: number,
  industry: string,
  skills: string[],
  place: Place,
): string {
  const top = listText(skills.slice(0, 3));
  const focus = top || "building great teams";
  // Drawn as rng.pick over the four sentences would, building only the one drawn.
  switch (rng.int(0, 3)) {
    case 0:
      return `${title} with ${years} years of experience in ${industry.toLowerCase()}. I focus on ${focus}.`;
    case 1:
      return `Experienced ${title} based in ${place.city.name}. Passionate about ${focus}.`;
    case 2:
      return `${years}+ years in ${industry.toLowerCase()}, currently working as ${title}. Areas of expertise: ${focus}.`;
    default:
      return `I help teams deliver results through ${focus}. Open to connecting with people in ${industry.toLowerCase()}.`;
  }
}

function jobDescription(rng: Rng, dept: Department, seniority: Seniority): string {
  const [a, b] = rng.sample(dept.skills, 2);
  const scope =
    LADDER_LEVEL[seniority] >= 4
      ? "the organization"
      : LADDER_LEVEL[seniority] >= 3
        ? `a team of ${rng.int(3, 15)}`
        : "the team";
  return `Responsible for ${a ?? "delivery"} and ${b ?? "operations"} across ${scope}.`;
}

/** Person `index` of the data set: who they are, where they work, their career and contacts. */
export function generateProfile(world: World, index: number): GeneratedProfile {
  const rng = createRng(world.seed, KIND_PROFILE, index);
  const asOfMonth = world.asOf.getUTCFullYear() * 12 + world.asOf.getUTCMonth();
  const employer = world.pickOrganization(rng);
  const org = employer.organization;
  const hq = employer.sites[0] as Place;
  const remote = rng.chance(0.1);
  const place = remote
    ? pickPlace(rng, hq.country)
    : employer.sites.length > 1 && rng.chance(0.45)
      ? rng.pick(employer.sites)
      : hq;
  const country = place.country;
  const locale = (localePickers.get(country) as (rng: Rng) => Locale)(rng);
  const gender = rng.chance(0.5) ? "female" : "male";
  const fn = rng.pick(NAMES[locale][gender]);
  const ln = rng.pick(NAMES[locale].last);

  const seniority = pickSeniority(rng, employer);
  const dept = pickDepartment(rng, employer.industry, seniority);
  const title = titleFor(rng, dept, seniority);
  const [minYears, maxYears] = EXPERIENCE_RANGE[seniority];
  const years = Math.round(minYears + (maxYears - minYears) * ((rng.next() + rng.next()) / 2));

  // Career: the current job, and earlier ones back to the first, each a step down the ladder.
  const careerStart = asOfMonth - years * 12 - rng.int(0, 11);
  const tenure = Math.max(
    1,
    Math.min(
      asOfMonth - careerStart,
      Math.round(rng.logNormal(seniority === "founder" || seniority === "owner" ? 60 : 30, 0.7)),
    ),
  );
  const currentStart = asOfMonth - tenure;
  const currentJob: Experience = {
    current: true,
    organization: orgRef(org),
    title,
    startDate: monthIso(currentStart),
  };
  if (rng.chance(0.5)) currentJob.jobDescription = jobDescription(rng, dept, seniority);
  const experience = [currentJob];
  const earlier = currentStart - careerStart;
  const previousJobs = earlier < 12 ? 0 : Math.min(4, rng.int(1, 1 + Math.floor(earlier / 36)));
  const cuts: number[] = [];
  for (let c = 1; c < previousJobs; c++) cuts.push(rng.int(careerStart + 3, currentStart - 3));
  cuts.sort((a, b) => a - b);
  // Every job lasts at least two months: cuts closer than that to the previous start go.
  const starts = previousJobs > 0 ? [careerStart] : [];
  for (const cut of cuts) if (cut - (starts.at(-1) as number) >= 2) starts.push(cut);
  const titles = [title];
  const level = LADDER_LEVEL[seniority];
  for (let j = starts.length - 1; j >= 0; j--) {
    const start = starts[j] as number;
    const end = j + 1 < starts.length ? (starts[j + 1] as number) : currentStart;
    const stepsBack = starts.length - j;
    const pastLevel = Math.max(
      j === 0 && rng.chance(0.15) ? 0 : 1,
      level - Math.ceil(stepsBack / 2),
    );
    const pastSeniority = LADDER[pastLevel] as Seniority;
    // Levels only go down the ladder, so an earlier job is never in the C-suite: its
    // department is an ordinary one.
    const pastDept =
      dept === EXECUTIVE || rng.chance(0.15)
        ? pickDepartment(rng, employer.industry, pastSeniority)
        : dept;
    const pastTitle = titleFor(rng, pastDept, pastSeniority);
    let pastEmployer = world.pickOrganization(rng).organization;
    if (pastEmployer.id === org.id) pastEmployer = world.pickOrganization(rng).organization;
    const job: Experience = {
      current: false,
      organization: orgRef(pastEmployer),
      title: pastTitle,
      startDate: monthIso(start),
      endDate: monthIso(end - rng.int(0, Math.min(2, end - start - 1))),
    };
    if (rng.chance(0.3)) job.jobDescription = jobDescription(rng, pastDept, pastSeniority);
    experience.push(job);
    if (!titles.includes(pastTitle)) titles.push(pastTitle);
  }

  // Education: a first degree before the career, sometimes a master's or doctorate later.
  const education: Education[] = [];
  const field = rng.pick(dept.fields);
  const abroad = rng.chance(0.1) ? (COUNTRIES[rng.int(0, 2)] as Country) : country;
  if (rng.chance(0.92)) {
    const startMonth = seniority === "intern" ? asOfMonth - 12 * rng.int(1, 3) : careerStart - 48;
    education.push({
      organization: schoolRef(rng.pick(abroad.schools)),
      degree: bachelorOf(field),
      startYear: monthIso(Math.floor(startMonth / 12) * 12),
    });
  }
  if (years >= 4 && rng.chance(level >= 3 ? 0.35 : 0.2)) {
    const degree =
      dept.name === "Education" && rng.chance(0.5)
        ? `Doctor of Philosophy - PhD, ${field}`
        : BUSINESS.has(dept.name) && level >= 3
          ? "Master of Business Administration - MBA"
          : `Master of Science - MS, ${rng.pick(dept.fields)}`;
    const startMonth = rng.int(careerStart + 12, Math.max(careerStart + 12, asOfMonth - 24));
    education.push({
      organization: schoolRef(
        rng.pick(rng.chance(0.7) ? country.schools : (COUNTRIES[rng.int(0, 2)] as Country).schools),
      ),
      degree,
      startYear: monthIso(Math.floor(startMonth / 12) * 12),
    });
  }

  const skills = rng.chance(0.9)
    ? [...rng.sample(dept.skills, rng.int(4, 12)), ...rng.sample(GENERAL_SKILLS, rng.int(0, 3))]
    : [];
  const uniqueSkills = [...new Set(skills)];

  const id = profileId(world.seed, index);
  const tag = handleTag(world.seed, index);
  const fnSlug = slug(fn);
  const lnSlug = slug(ln);
  const handle = `${fnSlug}-${lnSlug}-${tag}`;
  const connections = Math.max(
    1,
    Math.min(30_000, Math.round(rng.logNormal(CONNECTIONS_MEDIAN[seniority], 0.8))),
  );

  // Someone who moved: an earlier city in the same country, now and then another country.
  const previousPlace = rng.chance(0.2)
    ? rng.chance(0.7)
      ? pickPlace(rng, country)
      : (rng.pick(PLACES) as Place)
    : undefined;
  const placesLived = previousPlace && previousPlace !== place ? [place, previousPlace] : [place];

  const profile: Profile = {
    id,
    serviceId: String(parseInt(tag, 36) + 1_000_000_000),
    serviceUsername: `${fnSlug}.${lnSlug}.${tag}`,
    SourceId: rng.digits(9),
    // Partly masked: the start of the name and the tag stay readable.
    SourceUrl: `${NETWORK}/in/${handle.slice(0, 3)}***-${tag}`,
    SourceUsername: handle,
    SourceConnections: connections,
    followers: connections + Math.round(rng.logNormal(connections * 0.1 + 5, 1)),
    fn,
    ln,
    name: `${fn} ${ln}`,
    gender,
    continent: country.continent,
    country: country.name,
    countries: distinct(placesLived.map((p) => p.country.name)),
    cc: country.cc,
    city: place.city.name,
    cities: distinct(placesLived.map((p) => p.city.name)),
    state: place.state.name,
    states: distinct(placesLived.map((p) => p.state.name)),
    location: locationText(place),
    locations: distinct(placesLived.map(locationText)),
    geo: geoOf(rng, place),
    industry: employer.industry.name,
    department: dept.name,
    title,
    titles,
    headlineList: [
      `${title} at ${org.name}`,
      ...(uniqueSkills.length >= 2 && rng.chance(0.4)
        ? [`${title} | ${uniqueSkills[0]} | ${uniqueSkills[1]}`]
        : []),
    ],
    experienceYear: years,
    skill: uniqueSkills,
    organizationId: org.id,
    experience,
    education,
    organization: org,
  };
  if (rng.chance(0.7)) {
    profile.summary = summaryOf(rng, title, years, employer.industry.name, uniqueSkills, place);
  }
  if (rng.chance(0.12)) profile.honorsAndAwards = rng.sample(HONORS, rng.int(1, 2));
  if (rng.chance(0.85)) profile.profileImage = `${MEDIA}/profiles/${id}/photo.jpg`;
  if (rng.chance(0.35)) profile.coverImage = `${MEDIA}/profiles/${id}/cover.jpg`;
  if (rng.chance(0.8)) profile.language = languagesOf(rng, country);
  if (rng.chance(0.3)) {
    const certs = rng.sample(dept.certifications, rng.int(1, 2));
    if (certs.length > 0) {
      profile.certification = certs.map(([name, issuer]) => ({
        organization: { name: issuer },
        name,
        credentialId: rng.alnum(10),
        startDate: monthIso(rng.int(careerStart, asOfMonth - 1)),
      }));
    }
  }

  // Profile fields come from the network or the company directory, contacts mostly from the
  // sources that specialise in them.
  const provenance: Record<string, SeedSource> = {
    title: rng.chance(0.85) ? "synthetic-network" : "synthetic-directory",
    location: rng.chance(0.7) ? "synthetic-network" : "synthetic-directory",
    experience: "synthetic-network",
    skill: "synthetic-network",
    organization: "synthetic-directory",
    industry: "synthetic-directory",
  };
  if (education.length > 0) provenance.education = "synthetic-network";
  // Contacts: about two in three people have an e-mail address, mostly at the employer's
  // domain, otherwise at a mail provider; about one in three a mobile, owners and founders
  // more often (their numbers are on their company pages).
  if (rng.chance(0.65)) {
    const workFirst = rng.chance(0.72);
    const both = rng.chance(0.12);
    const first = workFirst ? workEmail(employer, fn, ln) : personalEmail(rng, country, fn, ln);
    profile.email = both
      ? [first, workFirst ? personalEmail(rng, country, fn, ln) : workEmail(employer, fn, ln)]
      : [first];
    provenance.email = rng.chance(0.85) ? "synthetic-email" : "synthetic-network";
  }
  const mobileRate = seniority === "owner" || seniority === "founder" ? 0.55 : 0.33;
  if (rng.chance(mobileRate)) {
    profile.mobile = [{ type: "personal", value: mobileNumber(rng, place) }];
    provenance.mobile = rng.chance(0.8) ? "synthetic-mobile" : "synthetic-directory";
  }

  return { profile, seniority, provenance };
}
