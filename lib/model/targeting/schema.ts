import { z } from "zod";
import { checkedBy, ruleParams } from "@/lib/core/semantic-rules";
import {
  COMPANY_SIZES,
  CONTINENTS,
  REVENUE_BANDS,
  SENIORITIES,
} from "@/lib/model/profiles/vocabulary";

/**
 * The targeting of a search, an estimate or a campaign (docs/api-contract.md "Targeting"). Lists inside one
 * filter are OR, filters are AND, `exclude` removes. This file is imported by the browser (the
 * wizard's zodResolver), so it holds only shapes; whether a value exists in the data is checked
 * on the server against the filter catalogue (lib/engines/audience/resolve-values.ts).
 */

/** Limits the wizard shows at its fields, so they are known before they bite. */
export const MAX_VALUES = 200;
export const MAX_VALUE_LENGTH = 200;
export const MAX_KEYWORDS_LENGTH = 500;
/** Ten years: `verifiedWithinDays` at most. */
export const MAX_VERIFIED_WITHIN_DAYS = 3650;

/*
 * Checks run before trimming, so the lengths and patterns the OpenAPI document states are
 * exactly the ones applied: a value the document accepts is one the server accepts.
 */
const value = z
  .string()
  .max(MAX_VALUE_LENGTH, `Use at most ${MAX_VALUE_LENGTH} characters.`)
  .regex(/\S/, "Must not be empty.")
  .trim();

/** A list of values from the data: which exist is the `unknown-filter-value` rule. */
const values = checkedBy(
  z
    .array(value)
    .max(MAX_VALUES, `Use at most ${MAX_VALUES} entries.`)
    .describe("Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`)."),
  "unknown-filter-value",
);

/** Each value of a closed vocabulary at most once: so at most as many as it has. */
function oneOf<const T extends readonly [string, ...string[]]>(vocabulary: T) {
  return z
    .array(z.enum(vocabulary))
    .max(vocabulary.length)
    .refine((list) => new Set(list).size === list.length, "Each value at most once.")
    .meta({ uniqueItems: true });
}

/**
 * A word or a few words of the current title; every word must occur in it, in any order. It
 * needs a character that titleWords keeps (an ASCII letter or digit, or any non-ASCII one),
 * written as "not an ASCII character other than those": without the `u` flag, so the document's
 * pattern means the same to JavaScript (where it matches either half of an astral character),
 * Python's `re` and every JSON Schema tool.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class names all of ASCII but letters and digits.
const TITLE_WORD_CHARACTER = /[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]/;
const titlePhrase = value.regex(TITLE_WORD_CHARACTER, "Must contain a letter or digit.");

const words = z.strictObject({
  include: z.array(titlePhrase).max(MAX_VALUES, `Use at most ${MAX_VALUES} entries.`).optional(),
  exclude: z.array(titlePhrase).max(MAX_VALUES, `Use at most ${MAX_VALUES} entries.`).optional(),
});

export const Locations = z.strictObject({
  continents: oneOf(CONTINENTS).optional(),
  countries: values.optional(),
  states: values.optional(),
  cities: values.optional(),
  exclude: z
    .strictObject({
      countries: values.optional(),
      states: values.optional(),
      cities: values.optional(),
    })
    .optional(),
});

/** Ids of the account's saved company lists (lib/features/company-lists/): include any of, exclude all of. */
const listIds = checkedBy(
  z
    .array(z.string().max(100).regex(/\S/, "Must not be empty."))
    .max(20, "Use at most 20 lists.")
    .describe(
      "Ids of the account's company lists (GET /v1/company-lists; semantic rule `unknown-company-list`).",
    ),
  "unknown-company-list",
);
export const CompanyListsFilter = z
  .strictObject({ include: listIds.optional(), exclude: listIds.optional() })
  .describe(
    "People at companies on any `include` list and on no `exclude` list (account-based targeting).",
  );

const years = z.number().int().min(0).max(100);

export const Targeting = z.strictObject({
  titles: words.optional(),
  seniorities: oneOf(SENIORITIES).optional(),
  departments: values.optional(),
  industries: values.optional(),
  skills: z.strictObject({ any: values.optional(), all: values.optional() }).optional(),
  locations: Locations.optional(),
  companySizes: oneOf(COMPANY_SIZES).optional(),
  revenue: oneOf(REVENUE_BANDS).optional(),
  companyTypes: values.optional(),
  /** Company names or domains, case-insensitive. */
  companies: z.strictObject({ include: values.optional(), exclude: values.optional() }).optional(),
  companyLists: CompanyListsFilter.optional(),
  experienceYears: z
    .strictObject({ min: years.optional(), max: years.optional() })
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      message: "Must not be less than the minimum.",
      path: ["max"],
      ...ruleParams("range-order"),
    })
    .describe(
      "Years of experience, both ends included; `min` ≤ `max` (semantic rule `range-order`).",
    )
    .optional(),
  languages: values.optional(),
  schools: values.optional(),
  certifications: values.optional(),
  /** Full text over title, headline and summary; every word must match (stemmed, English). */
  keywords: z
    .string()
    .max(MAX_KEYWORDS_LENGTH, `Use at most ${MAX_KEYWORDS_LENGTH} characters.`)
    .trim()
    .optional(),
  contact: z
    .strictObject({ requireEmail: z.boolean().optional(), requireMobile: z.boolean().optional() })
    .optional(),
  /** Freshness: people whose e-mail address was seen in a source or verified lately. */
  verifiedWithinDays: z
    .int()
    .min(1)
    .max(MAX_VERIFIED_WITHIN_DAYS)
    .describe(
      "Keep people with an e-mail address (one not found invalid) last seen in a source or verified on or after the UTC day this many days ago: the `lastVerifiedAt` of their profile's `freshness`.",
    )
    .optional(),
  /** "Already in my CRM": the account's CRM connections' contacts, as their last pull left them. */
  excludeInCrm: z
    .strictObject({
      people: z
        .boolean()
        .optional()
        .describe("Leave out people with an e-mail address the account's CRM holds."),
      companies: z
        .boolean()
        .optional()
        .describe(
          "Leave out people at a company whose domain the account's CRM holds (a contact's website, else its work address's domain).",
        ),
    })
    .describe(
      "Leave out people already in the account's CRM (docs/crm.md): matched against the index its connections' pulls keep (GET /v1/crm/connections/{id}/pull). The estimate's `inCrm` counts them either way.",
    )
    .optional(),
});
export type Targeting = z.infer<typeof Targeting>;
