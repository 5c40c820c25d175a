import type { Targeting } from "@/lib/model/targeting/schema";

/**
 * One filter of a targeting as a person sets it, with the targeting it leaves when removed:
 * what the Live Estimate tries, one at a time, when nobody matches.
 */
export interface FilterGroup {
  /** The filter's dotted key (`seniorities`, `titles.exclude`); `locations` for every place. */
  filter: string;
  /** What the filter is called on the Targeting step, e.g. "Country" or "Excluded titles". */
  label: string;
  without: Targeting;
}

type Json = Record<string, unknown>;

/** The filters counted one by one, in the order the Targeting step shows them. */
const GROUPS: { paths: string[][]; filter: string; label: string }[] = [
  { paths: [["titles", "include"]], filter: "titles.include", label: "Title" },
  { paths: [["titles", "exclude"]], filter: "titles.exclude", label: "Excluded titles" },
  { paths: [["seniorities"]], filter: "seniorities", label: "Seniority" },
  { paths: [["departments"]], filter: "departments", label: "Department" },
  { paths: [["industries"]], filter: "industries", label: "Industry" },
  { paths: [["skills", "any"]], filter: "skills.any", label: "Skills (any of)" },
  { paths: [["skills", "all"]], filter: "skills.all", label: "Skills (all of)" },
  // Places are alternatives of one filter (lib/model/targeting/logic.ts): loosened together.
  {
    paths: [
      ["locations", "continents"],
      ["locations", "countries"],
      ["locations", "states"],
      ["locations", "cities"],
    ],
    filter: "locations",
    label: "Location",
  },
  {
    paths: [["locations", "exclude", "countries"]],
    filter: "locations.exclude.countries",
    label: "Excluded countries",
  },
  {
    paths: [["locations", "exclude", "states"]],
    filter: "locations.exclude.states",
    label: "Excluded states",
  },
  {
    paths: [["locations", "exclude", "cities"]],
    filter: "locations.exclude.cities",
    label: "Excluded cities",
  },
  { paths: [["companySizes"]], filter: "companySizes", label: "Company size" },
  { paths: [["revenue"]], filter: "revenue", label: "Revenue" },
  { paths: [["companyTypes"]], filter: "companyTypes", label: "Company type" },
  { paths: [["companies", "include"]], filter: "companies.include", label: "Company" },
  { paths: [["companies", "exclude"]], filter: "companies.exclude", label: "Excluded companies" },
  { paths: [["companyLists", "include"]], filter: "companyLists.include", label: "Company list" },
  {
    paths: [["companyLists", "exclude"]],
    filter: "companyLists.exclude",
    label: "Excluded company lists",
  },
  { paths: [["experienceYears"]], filter: "experienceYears", label: "Experience" },
  { paths: [["languages"]], filter: "languages", label: "Language" },
  { paths: [["schools"]], filter: "schools", label: "School" },
  { paths: [["certifications"]], filter: "certifications", label: "Certification" },
  { paths: [["keywords"]], filter: "keywords", label: "Keywords" },
  { paths: [["contact", "requireEmail"]], filter: "contact.requireEmail", label: "Has e-mail" },
  { paths: [["contact", "requireMobile"]], filter: "contact.requireMobile", label: "Has mobile" },
  { paths: [["verifiedWithinDays"]], filter: "verifiedWithinDays", label: "Verified within" },
  {
    paths: [["excludeInCrm", "people"]],
    filter: "excludeInCrm.people",
    label: "Not in my CRM (people)",
  },
  {
    paths: [["excludeInCrm", "companies"]],
    filter: "excludeInCrm.companies",
    label: "Not in my CRM (companies)",
  },
];

/** The place filter named for what it holds: "Country" when only countries are set. */
const PLACE_LABELS: Record<string, string> = {
  continents: "Continent",
  countries: "Country",
  states: "State",
  cities: "City",
};

function valueAt(t: unknown, path: string[]): unknown {
  let cur = t;
  for (const key of path) cur = cur && typeof cur === "object" ? (cur as Json)[key] : undefined;
  return cur;
}

/** Whether the value filters anything (an empty list, blank text or false does not). */
function filters(v: unknown): boolean {
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === "string") return v.trim() !== "";
  if (v && typeof v === "object") return Object.values(v).some((x) => x !== undefined);
  return v === true;
}

function without(t: Targeting, paths: string[][]): Targeting {
  const copy = structuredClone(t) as Json;
  for (const path of paths) {
    const parent = valueAt(copy, path.slice(0, -1));
    if (parent && typeof parent === "object") delete (parent as Json)[path.at(-1) as string];
  }
  return copy as Targeting;
}

/** The active filters of a targeting, each with the targeting left without it. */
export function filterGroups(t: Targeting): FilterGroup[] {
  const out: FilterGroup[] = [];
  for (const g of GROUPS) {
    const set = g.paths.filter((p) => filters(valueAt(t, p)));
    if (set.length === 0) continue;
    const only = set.length === 1 && g.filter === "locations" ? set[0]?.at(-1) : undefined;
    out.push({
      filter: g.filter,
      label: (only && PLACE_LABELS[only]) || g.label,
      without: without(t, g.paths),
    });
  }
  return out;
}

/**
 * The filters to loosen, those that give the most people first (ties in the step's order),
 * from the count each one's removal gives.
 */
export function rankLoosening<T extends { count: number }>(counted: T[]): T[] {
  return counted
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.count - a.c.count || a.i - b.i)
    .map(({ c }) => c);
}
