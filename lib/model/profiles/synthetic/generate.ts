import type { Profile } from "@/lib/model/profiles/profile-schema";
import type { Seniority } from "@/lib/model/profiles/vocabulary";
import {
  CONNECTIONS_MEDIAN,
  careerOf,
  EXPERIENCE_RANGE,
  LADDER_LEVEL,
  pickDepartment,
  pickSeniority,
  titleFor,
} from "./careers";
import { educationOf } from "./education";
import { personalEmail, workEmail } from "./emails";
import { type Country, geoOf, locationText, mobileNumber, PLACES, type Place } from "./geography";
import { handleTag, profileId } from "./ids";
import { NAMES } from "./names";
import { createRng, type Rng } from "./random";
import { listText, monthIso, slug } from "./text";
import { type Department, GENERAL_SKILLS, HONORS, OTHER_LANGUAGES } from "./work";
import { MEDIA, NETWORK, pickLocale, pickPlace, type SeedOrganization, type World } from "./world";

export { buildWorld } from "./organizations";

/**
 * The synthetic data set: organizations (organizations.ts), then people working at them (here).
 * Everything is drawn from seeded streams (one per entity), so a seed and a size always give
 * the same data: any change to the order of the draws changes every data set.
 */

const KIND_PROFILE = 1;

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

/** The values once each, in order. */
function distinct(values: string[]): string[] {
  return values.length < 2 ? values : [...new Set(values)];
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

/** Who the person is and where they live: near one of their employer's sites, or remote. */
function personOf(rng: Rng, world: World) {
  const employer = world.pickOrganization(rng);
  const hq = employer.sites[0] as Place;
  const remote = rng.chance(0.1);
  const place = remote
    ? pickPlace(rng, hq.country)
    : employer.sites.length > 1 && rng.chance(0.45)
      ? rng.pick(employer.sites)
      : hq;
  const locale = pickLocale(rng, place.country);
  const gender = rng.chance(0.5) ? "female" : "male";
  const fn = rng.pick(NAMES[locale][gender]);
  const ln = rng.pick(NAMES[locale].last);
  return { employer, place, country: place.country, gender, fn, ln };
}

/** The places someone lived: now and then an earlier city, now and then in another country. */
function placesLivedOf(rng: Rng, place: Place, country: Country): Place[] {
  const previousPlace = rng.chance(0.2)
    ? rng.chance(0.7)
      ? pickPlace(rng, country)
      : (rng.pick(PLACES) as Place)
    : undefined;
  return previousPlace && previousPlace !== place ? [place, previousPlace] : [place];
}

/** The optional parts of a profile, each present for a share of people. */
function addExtras(
  rng: Rng,
  profile: Profile,
  facts: { dept: Department; years: number; place: Place; careerStart: number; asOfMonth: number },
): void {
  const { dept, years, place } = facts;
  if (rng.chance(0.7)) {
    profile.summary = summaryOf(
      rng,
      profile.title as string,
      years,
      profile.industry as string,
      profile.skill ?? [],
      place,
    );
  }
  if (rng.chance(0.12)) profile.honorsAndAwards = rng.sample(HONORS, rng.int(1, 2));
  if (rng.chance(0.85)) profile.profileImage = `${MEDIA}/profiles/${profile.id}/photo.jpg`;
  if (rng.chance(0.35)) profile.coverImage = `${MEDIA}/profiles/${profile.id}/cover.jpg`;
  if (rng.chance(0.8)) profile.language = languagesOf(rng, place.country);
  if (rng.chance(0.3)) {
    const certs = rng.sample(dept.certifications, rng.int(1, 2));
    if (certs.length > 0) {
      profile.certification = certs.map(([name, issuer]) => ({
        organization: { name: issuer },
        name,
        credentialId: rng.alnum(10),
        startDate: monthIso(rng.int(facts.careerStart, facts.asOfMonth - 1)),
      }));
    }
  }
}

/**
 * Where the profile's fields are said to come from, and its contacts: about two in three
 * people have an e-mail address, mostly at the employer's domain, otherwise at a mail
 * provider; about one in three a mobile, owners and founders more often (their numbers are on
 * their company pages).
 */
function addContacts(
  rng: Rng,
  profile: Profile,
  person: { employer: SeedOrganization; place: Place; seniority: Seniority },
): Record<string, SeedSource> {
  const { employer, place, seniority } = person;
  const { fn, ln } = profile as { fn: string; ln: string };
  const country = place.country;
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
  if ((profile.education ?? []).length > 0) provenance.education = "synthetic-network";
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
  return provenance;
}

/** Person `index` of the data set: who they are, where they work, their career and contacts. */
export function generateProfile(world: World, index: number): GeneratedProfile {
  const rng = createRng(world.seed, KIND_PROFILE, index);
  const asOfMonth = world.asOf.getUTCFullYear() * 12 + world.asOf.getUTCMonth();
  const { employer, place, country, gender, fn, ln } = personOf(rng, world);
  const org = employer.organization;
  const seniority = pickSeniority(rng, employer);
  const dept = pickDepartment(rng, employer.industry, seniority);
  const title = titleFor(rng, dept, seniority);
  const [minYears, maxYears] = EXPERIENCE_RANGE[seniority];
  const years = Math.round(minYears + (maxYears - minYears) * ((rng.next() + rng.next()) / 2));
  const facts = { employer, dept, seniority, title, years, asOfMonth };
  const { experience, titles, careerStart } = careerOf(rng, world, facts);
  const level = LADDER_LEVEL[seniority];
  const education = educationOf(rng, { ...facts, level, country, careerStart });

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
  const placesLived = placesLivedOf(rng, place, country);

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
  addExtras(rng, profile, { dept, years, place, careerStart, asOfMonth });
  const provenance = addContacts(rng, profile, { employer, place, seniority });
  return { profile, seniority, provenance };
}
