import type { Organization } from "@/lib/model/profiles/profile-schema";
import {
  COMPANY_SIZE_FLOORS,
  COMPANY_SIZES,
  type CompanySize,
} from "@/lib/model/profiles/vocabulary";
import { type Country, locationText, type Place, placesOf } from "./geography";
import { organizationId } from "./ids";
import { NAMES } from "./names";
import { createRng, type Rng, weighted } from "./random";
import { ascii, money, slug } from "./text";
import {
  GOVERNMENT_BODIES,
  INDUSTRIES,
  type Industry,
  LEGAL_SUFFIX,
  NAME_PREFIXES,
  NAME_ROOTS,
  STREETS,
  TAGLINES,
} from "./work";
import {
  type EmailPattern,
  MEDIA,
  NETWORK,
  pickCountry,
  pickLocale,
  pickPlace,
  SEED_AS_OF,
  type SeedOrganization,
  sizeGroup,
  type World,
} from "./world";

const KIND_ORGANIZATION = 2;

const pickIndustry = weighted(INDUSTRIES.map((i) => [i, i.weight] as const));
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

function organizationName(rng: Rng, industry: Industry, hq: Place): string {
  const locale = pickLocale(rng, hq.country);
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

/** A name no earlier organization of the world has (compared without case). */
function uniqueName(
  rng: Rng,
  industry: Industry,
  hq: Place,
  index: number,
  used: Set<string>,
): string {
  let name = organizationName(rng, industry, hq);
  for (let attempt = 0; used.has(name.toLowerCase()) && attempt < 6; attempt++) {
    name = organizationName(rng, industry, hq);
  }
  if (used.has(name.toLowerCase())) name = `${name} ${hq.city.name}`;
  if (used.has(name.toLowerCase())) name = `${name} ${index}`;
  used.add(name.toLowerCase());
  return name;
}

/** A domain from the name no earlier organization has. */
function uniqueDomain(
  rng: Rng,
  name: string,
  industry: Industry,
  hq: Place,
  index: number,
  used: Set<string>,
): string {
  const tld = topLevelDomain(rng, industry, hq.country);
  const core = ascii(name.replace(/\b(LLP|University|of)\b/g, (w) => (w === "LLP" ? "" : w)));
  let domain = `${core}.${tld}`;
  if (used.has(domain)) domain = `${core}${ascii(hq.city.name)}.${tld}`;
  if (used.has(domain)) domain = `${core}${index}.${tld}`;
  used.add(domain);
  return domain;
}

/** The headquarters, then the branches: mostly in the home country. */
function sitesOf(rng: Rng, hq: Place, sizeBand: CompanySize): Place[] {
  const sites: Place[] = [hq];
  const branches = branchCount(rng, sizeBand);
  const home = placesOf(hq.country);
  for (let b = 0; b < branches; b++) {
    const place =
      rng.chance(0.55) && home.length > 1 ? rng.pick(home) : pickPlace(rng, pickCountry(rng));
    if (!sites.includes(place)) sites.push(place);
  }
  return sites;
}

/** What the organization is called in its "about" text. */
function nounOf(industry: Industry): string {
  if (industry.naming === "university") return "university";
  if (industry.naming === "government") return "public agency";
  if (industry.naming === "firm") return "firm";
  return industry.type === "Nonprofit" ? "nonprofit organization" : "company";
}

function addressesOf(rng: Rng, sites: Place[]) {
  return sites.map((place, i) => {
    const address = streetAddress(rng, place);
    return {
      address,
      addressLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
      type: i === 0 ? "hq" : "branch",
    };
  });
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
  const name = uniqueName(rng, industry, hq, index, used.names);
  const domain = uniqueDomain(rng, name, industry, hq, index, used.domains);
  const sites = sitesOf(rng, hq, sizeBand);

  const id = organizationId(seed, index);
  const usd = employees * industry.revenuePerEmployee * rng.logNormal(1, 0.45);
  const legal = LEGAL_SUFFIX[country.cc];
  const nameList =
    legal && !industry.naming && !industry.type ? [name, `${name} ${rng.pick(legal)}`] : [name];
  const tagline = rng.pick(TAGLINES);
  const addresses = addressesOf(rng, sites);
  const organization: Organization = {
    id,
    name,
    nameList,
    cc: country.cc,
    website: `https://www.${domain}`,
    SourceUrl: `${NETWORK}/company/${slug(name)}`,
    employeeOnSource: Math.max(1, Math.round(employees * rng.float(0.45, 0.95))),
    about: `${name} is a ${industry.name.toLowerCase()} ${nounOf(industry)} headquartered in ${hq.city.name}, ${country.name}, with ${sizeBand} employees${sites.length > 1 ? ` across ${sites.length} locations` : ""}. ${tagline}.`,
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
  const emailPattern: EmailPattern =
    sizeGroup(sizeBand) === "small" ? pickSmallEmailPattern(rng) : pickEmailPattern(rng);
  return { organization, industry, sizeBand, sites, domain, emailPattern };
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
