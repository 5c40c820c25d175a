import { z } from "zod";
import type { Db } from "@/db/client";
import {
  COMPANY_SIZES,
  CONTINENTS,
  REVENUE_BANDS,
  SENIORITIES,
} from "@/lib/model/profiles/vocabulary";
import { MAX_VERIFIED_WITHIN_DAYS } from "@/lib/model/targeting/schema";
import { type AudienceIndex, visibleCount } from "./audience-index";
import { cardinality, type SeqSet } from "./bitmap";
import { getAudienceIndex } from "./index-store";

export const CatalogueValue = z.strictObject({ value: z.string(), count: z.int() });
export type CatalogueValue = z.infer<typeof CatalogueValue>;

export const CatalogueFilter = z.strictObject({
  key: z.string().describe("Where the filter sits in a Targeting, dotted (`locations.countries`)."),
  type: z
    .enum(["values", "range", "number", "words", "text", "flags", "lists"])
    .describe(
      "`values`: a list of the values below (OR); `range`: `{ min, max }`, integers between `min` and `max`; `number`: one integer from `min` to `max`; `words`: free words of the title; `text`: free text; `flags`: booleans (named in `values` when they have counts, else in the description); `lists`: ids of the account's saved lists (GET /v1/company-lists).",
    ),
  description: z.string(),
  values: z.array(CatalogueValue).optional(),
  min: z.int().optional(),
  max: z.int().optional(),
});
export type CatalogueFilter = z.infer<typeof CatalogueFilter>;

/** GET /v1/filters answer. */
export const FilterCatalogue = z.strictObject({
  version: z.int().describe("The data version the counts belong to."),
  profiles: z.int(),
  filters: z.array(CatalogueFilter),
});
export type FilterCatalogue = z.infer<typeof FilterCatalogue>;

/** Values by count (most first); fixed vocabularies keep their own order and show zeros. */
function listed(
  ix: AudienceIndex,
  set: Map<string, SeqSet>,
  order?: readonly string[],
): CatalogueValue[] {
  // The shared catalogue's values and counts: the same for every account, and never revealing
  // a value or a count that only some account's imported contacts hold.
  const count = (s: SeqSet | undefined) => (s ? visibleCount(ix, s) : 0);
  if (order) return order.map((value) => ({ value, count: count(set.get(value)) }));
  return [...set.entries()]
    .map(([value, s]) => ({ value, count: count(s) }))
    .filter(({ value, count }) => value.trim() !== "" && count > 0)
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
}

const denseSet = (bits: Uint32Array): SeqSet => ({
  count: cardinality(bits),
  dense: bits,
  sparse: null,
});

/**
 * Every filter of a Targeting, in the order the catalogue lists them. A `values` filter names
 * the index's map of value → set its counts come from, and a fixed vocabulary's own order.
 */
type FilterSource = { key: string; description: string } & (
  | {
      type: "values";
      from: (ix: AudienceIndex) => Map<string, SeqSet>;
      order?: readonly string[];
    }
  | { type: "words" | "text" | "lists" | "range" | "flags" }
  | { type: "number"; min: number; max: number }
  | { type: "account-flags" }
);

const values = (
  key: string,
  description: string,
  from: (ix: AudienceIndex) => Map<string, SeqSet>,
  order?: readonly string[],
): FilterSource => ({ key, type: "values", description, from, order });

const FILTERS: readonly FilterSource[] = [
  {
    key: "titles",
    type: "words",
    description:
      "Words of the current title: include (any entry), exclude (none). Every word of an entry must occur, in any order, case-insensitive.",
  },
  values(
    "seniorities",
    "Seniority of the current title.",
    (ix) => ix.values.seniority,
    SENIORITIES,
  ),
  values("departments", "Department.", (ix) => ix.values.department),
  values("industries", "Industry.", (ix) => ix.values.industry),
  values(
    "skills",
    "Skills: `any` holds one of them, `all` holds every one.",
    (ix) => ix.arrays.skills,
  ),
  values(
    "locations.continents",
    "Continent (locations lists are OR-ed together).",
    (ix) => ix.values.continent,
    CONTINENTS,
  ),
  values(
    "locations.countries",
    "Country; also allowed in locations.exclude.countries.",
    (ix) => ix.values.country,
  ),
  values(
    "locations.states",
    "State or region; also allowed in locations.exclude.states.",
    (ix) => ix.values.state,
  ),
  values(
    "locations.cities",
    "City; also allowed in locations.exclude.cities.",
    (ix) => ix.values.city,
  ),
  values(
    "companySizes",
    "Headcount band of the current company.",
    (ix) => ix.values.companySize,
    COMPANY_SIZES,
  ),
  values(
    "revenue",
    "Annual revenue band (US dollars) of the current company.",
    (ix) => ix.values.revenueBand,
    REVENUE_BANDS,
  ),
  values("companyTypes", "Type of the current company.", (ix) => ix.values.companyType),
  {
    key: "companies",
    type: "text",
    description: "Current company names or domains: include or exclude, case-insensitive.",
  },
  {
    key: "companyLists",
    type: "lists",
    description:
      "The account's company lists (GET /v1/company-lists; upload with POST /v1/company-lists): people at a company on any `include` list and on no `exclude` list. A company matches by domain, else by name without case, punctuation or legal form.",
  },
  {
    key: "experienceYears",
    type: "range",
    description: "Years of experience, inclusive bounds.",
  },
  values("languages", "Spoken language.", (ix) => ix.arrays.languages),
  values("schools", "School attended.", (ix) => ix.arrays.schools),
  values("certifications", "Certification held.", (ix) => ix.arrays.certifications),
  {
    key: "keywords",
    type: "text",
    description:
      "Full text over title, headlines and summary; every word must match (English stemming; stop words ignored).",
  },
  {
    key: "contact",
    type: "flags",
    description: "Require an e-mail address and/or a mobile number.",
  },
  {
    key: "verifiedWithinDays",
    type: "number",
    min: 1,
    max: MAX_VERIFIED_WITHIN_DAYS,
    description:
      "Freshness: keep people with an e-mail address (one not found invalid) last seen in a source or verified on or after the UTC day this many days ago (the `lastVerifiedAt` of a list item's `freshness`; a list's re-verification moves it).",
  },
  {
    key: "excludeInCrm",
    type: "account-flags",
    description:
      "`people`: leave out people with an e-mail address the account's CRM holds; `companies`: leave out people at a company whose domain it holds (its connections' last pull). Counted per account, so no counts here: the estimate's `inCrm` gives them.",
  },
];

/** One filter as the index's data fills it in: its values and counts, or its range. */
function filterOf(ix: AudienceIndex, source: FilterSource): CatalogueFilter {
  const { key, description } = source;
  switch (source.type) {
    case "values":
      return {
        key,
        type: "values",
        description,
        values: listed(ix, source.from(ix), source.order),
      };
    case "range":
      return {
        key,
        type: "range",
        description,
        min: ix.experienceRange?.min ?? 0,
        max: ix.experienceRange?.max ?? 0,
      };
    case "flags":
      return {
        key,
        type: "flags",
        description,
        values: [
          { value: "requireEmail", count: visibleCount(ix, denseSet(ix.flags.hasEmail)) },
          { value: "requireMobile", count: visibleCount(ix, denseSet(ix.flags.hasMobile)) },
        ],
      };
    case "number":
      return { key, type: "number", description, min: source.min, max: source.max };
    case "account-flags":
      return { key, type: "flags", description };
    default:
      return { key, type: source.type, description };
  }
}

/** The catalogue of one index (exported for tests that compare two indexes). */
export function filterCatalogueOf(ix: AudienceIndex): FilterCatalogue {
  return {
    version: ix.version,
    profiles: cardinality(ix.alive),
    filters: FILTERS.map((source) => filterOf(ix, source)),
  };
}

const built = new WeakMap<AudienceIndex, FilterCatalogue>();

/** GET /v1/filters: every filter, and for value filters the values in the data with their counts. */
export async function getFilterCatalogue(ctx: { db: Db }): Promise<FilterCatalogue> {
  const { index } = await getAudienceIndex(ctx.db);
  let catalogue = built.get(index);
  if (!catalogue) {
    catalogue = filterCatalogueOf(index);
    built.set(index, catalogue);
  }
  return catalogue;
}
