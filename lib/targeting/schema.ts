import { z } from "zod";
import { COMPANY_SIZES, REVENUE_BANDS, SENIORITIES } from "@/lib/profiles/vocabulary";
import { titleWords } from "./words";

/**
 * The targeting of a search, an estimate or a campaign (api.md "Targeting"). Lists inside one
 * filter are OR, filters are AND, `exclude` removes. This file is imported by the browser (the
 * wizard's zodResolver), so it holds only shapes; whether a value exists in the data is checked
 * on the server against the filter catalogue (lib/targeting/resolve.ts).
 */

/** Limits the wizard shows at its fields, so they are known before they bite. */
export const MAX_VALUES = 200;
export const MAX_VALUE_LENGTH = 200;
export const MAX_KEYWORDS_LENGTH = 500;

const value = z
  .string()
  .trim()
  .min(1, "Must not be empty.")
  .max(MAX_VALUE_LENGTH, `Use at most ${MAX_VALUE_LENGTH} characters.`);
const values = z.array(value).max(MAX_VALUES, `Use at most ${MAX_VALUES} entries.`);

/** A word or a few words of the current title; every word must occur in it, in any order. */
const titlePhrase = value.refine((s) => titleWords(s).length > 0, {
  message: "Must contain a letter or digit.",
});

const words = z.strictObject({
  include: z.array(titlePhrase).max(MAX_VALUES, `Use at most ${MAX_VALUES} entries.`).optional(),
  exclude: z.array(titlePhrase).max(MAX_VALUES, `Use at most ${MAX_VALUES} entries.`).optional(),
});

export const Locations = z.strictObject({
  continents: values.optional(),
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

const years = z.number().int().min(0).max(100);

export const Targeting = z.strictObject({
  titles: words.optional(),
  seniorities: z
    .array(z.enum(SENIORITIES))
    .max(SENIORITIES.length * 2)
    .optional(),
  departments: values.optional(),
  industries: values.optional(),
  skills: z.strictObject({ any: values.optional(), all: values.optional() }).optional(),
  locations: Locations.optional(),
  companySizes: z
    .array(z.enum(COMPANY_SIZES))
    .max(COMPANY_SIZES.length * 2)
    .optional(),
  revenue: z
    .array(z.enum(REVENUE_BANDS))
    .max(REVENUE_BANDS.length * 2)
    .optional(),
  companyTypes: values.optional(),
  /** Company names or domains, case-insensitive. */
  companies: z.strictObject({ include: values.optional(), exclude: values.optional() }).optional(),
  experienceYears: z
    .strictObject({ min: years.optional(), max: years.optional() })
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      message: "Must not be less than the minimum.",
      path: ["max"],
    })
    .optional(),
  languages: values.optional(),
  schools: values.optional(),
  certifications: values.optional(),
  /** Full text over title, headline and summary; every word must match (stemmed, English). */
  keywords: z
    .string()
    .trim()
    .max(MAX_KEYWORDS_LENGTH, `Use at most ${MAX_KEYWORDS_LENGTH} characters.`)
    .optional(),
  contact: z
    .strictObject({ requireEmail: z.boolean().optional(), requireMobile: z.boolean().optional() })
    .optional(),
});
export type Targeting = z.infer<typeof Targeting>;
