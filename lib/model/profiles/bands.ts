import {
  COMPANY_SIZE_FLOORS,
  COMPANY_SIZES,
  type CompanySize,
  REVENUE_BAND_FLOORS,
  REVENUE_BANDS,
  type RevenueBand,
} from "./vocabulary";

function bandOf<B extends string>(bands: readonly B[], floors: Record<B, number>, n: number): B {
  let found = bands[0] as B;
  for (const band of bands) if (n >= floors[band]) found = band;
  return found;
}

/**
 * The headcount band of an organization: from its `size` range ("51-200", "2-10 employees",
 * "10,001+") by the range's lower bound, else from `employeeOnSource`.
 */
export function companySizeOf(size?: string, employees?: number): CompanySize | undefined {
  const match = size?.replaceAll(",", "").match(/\d+/);
  const n = match ? Number(match[0]) : employees;
  if (n === undefined || !Number.isFinite(n)) return undefined;
  return bandOf(COMPANY_SIZES, COMPANY_SIZE_FLOORS, n);
}

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  t: 1e12,
  trillion: 1e12,
};

/** The first amount in a money string: "$12.4M" → 12400000; "€1B - €10B" → 1e9; "2,500,000" → 2500000. */
export function parseMoney(text?: string): number | undefined {
  const match = text
    ?.replaceAll(",", "")
    .toLowerCase()
    .match(/(\d+(?:\.\d+)?)\s*(thousand|million|billion|trillion|mm|bn|k|m|b|t)?\b/);
  if (!match?.[1]) return undefined;
  return Number(match[1]) * (match[2] ? (SCALE[match[2]] ?? 1) : 1);
}

/** The revenue band of an organization, from its US-dollar figure, else its euro figure. */
export function revenueBandOf(revenue?: { us?: string; eu?: string }): RevenueBand | undefined {
  const amount = parseMoney(revenue?.us) ?? parseMoney(revenue?.eu);
  return amount === undefined ? undefined : bandOf(REVENUE_BANDS, REVENUE_BAND_FLOORS, amount);
}
