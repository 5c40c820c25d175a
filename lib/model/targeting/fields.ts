/**
 * The profile columns targeting reads, named once for the plan, the SQL backend, the
 * in-memory index and the filter catalogue.
 */
export const VALUE_FIELDS = [
  "seniority",
  "department",
  "industry",
  "continent",
  "country",
  "state",
  "city",
  "companySize",
  "revenueBand",
  "companyType",
  "companyName",
  "companyDomain",
] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];

/** Compared case-insensitively: users type company names and domains by hand. */
export const FOLDED_FIELDS: ReadonlySet<ValueField> = new Set(["companyName", "companyDomain"]);

export const ARRAY_FIELDS = ["skills", "languages", "schools", "certifications"] as const;
export type ArrayField = (typeof ARRAY_FIELDS)[number];

/** hasWorkEmail: "work e-mail only" delivery (lib/model/targeting/delivery-schema.ts), not a filter of its own. */
export const FLAG_FIELDS = ["hasEmail", "hasMobile", "hasWorkEmail"] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

/** Fields the estimate breaks its count down by, under their API names (docs/api-contract.md). */
export const BREAKDOWN_FIELDS = {
  country: "country",
  seniority: "seniority",
  industry: "industry",
  companySize: "companySize",
} as const satisfies Record<string, ValueField>;
export type BreakdownKey = keyof typeof BREAKDOWN_FIELDS;

/** The same case folding on both sides (SQL lower() and JS toLowerCase() agree on ASCII). */
export function foldCase(s: string): string {
  return s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}
