/*
 * The fixed value sets that targeting filters on. Derived columns of `profiles` hold these
 * values, the seed generator produces them, and the filter catalogue offers them.
 */

/** Most senior first; docs/api-contract.md's Targeting lists them in this order. */
export const SENIORITIES = [
  "owner",
  "founder",
  "c_suite",
  "partner",
  "vp",
  "head",
  "director",
  "manager",
  "senior",
  "entry",
  "intern",
] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** Headcount bands with their lower bounds. */
export const COMPANY_SIZES = [
  "1-10",
  "11-50",
  "51-200",
  "201-500",
  "501-1000",
  "1001-5000",
  "5001-10000",
  "10001+",
] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const COMPANY_SIZE_FLOORS: Record<CompanySize, number> = {
  "1-10": 0,
  "11-50": 11,
  "51-200": 51,
  "201-500": 201,
  "501-1000": 501,
  "1001-5000": 1001,
  "5001-10000": 5001,
  "10001+": 10001,
};

/** Annual revenue bands in US dollars, with their lower bounds. */
export const REVENUE_BANDS = [
  "<1M",
  "1M-10M",
  "10M-50M",
  "50M-100M",
  "100M-250M",
  "250M-500M",
  "500M-1B",
  "1B-10B",
  "10B+",
] as const;
export type RevenueBand = (typeof REVENUE_BANDS)[number];
export const REVENUE_BAND_FLOORS: Record<RevenueBand, number> = {
  "<1M": 0,
  "1M-10M": 1e6,
  "10M-50M": 10e6,
  "50M-100M": 50e6,
  "100M-250M": 100e6,
  "250M-500M": 250e6,
  "500M-1B": 500e6,
  "1B-10B": 1e9,
  "10B+": 10e9,
};

export const CONTINENTS = [
  "Africa",
  "Asia",
  "Europe",
  "North America",
  "Oceania",
  "South America",
] as const;
