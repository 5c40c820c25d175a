import type { Organization } from "@/lib/model/profiles/profile-schema";
import { COMPANY_SIZE_FLOORS, type CompanySize } from "@/lib/model/profiles/vocabulary";
import { COUNTRIES, type Country, type Locale, type Place, placesOf } from "./geography";
import { type Rng, weighted } from "./random";
import type { Industry } from "./work";

/**
 * The world people are generated into: its organizations, and the places and size groups both
 * organizations and people are drawn from. Dates are relative to `asOf`, fixed by default so a
 * seed and a size always give the same data.
 */
export const SEED_AS_OF = new Date("2026-11-01T00:00:00.000Z");
export const NETWORK = "https://www.linkedin.com";
export const MEDIA = "https://media.example.com";

export type EmailPattern =
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

export const pickCountry = weighted(COUNTRIES.map((c) => [c, c.weight] as const));
const placePickers = new Map<Country, (rng: Rng) => Place>(
  COUNTRIES.map((c) => [c, weighted(placesOf(c).map((p) => [p, p.city.weight] as const))]),
);
const localePickers = new Map<Country, (rng: Rng) => Locale>(
  COUNTRIES.map((c) => [c, weighted(c.locales)]),
);

export function pickPlace(rng: Rng, country: Country): Place {
  return (placePickers.get(country) as (rng: Rng) => Place)(rng);
}

export function pickLocale(rng: Rng, country: Country): Locale {
  return (localePickers.get(country) as (rng: Rng) => Locale)(rng);
}

export type SizeGroup = "small" | "mid" | "large";
export function sizeGroup(band: CompanySize): SizeGroup {
  if (band === "1-10") return "small";
  return COMPANY_SIZE_FLOORS[band] <= 51 ? "mid" : "large";
}
