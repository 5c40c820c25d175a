import type { Weekday } from "./delivery-schema";

/** How stored values read in the app (the stored value is what the API and the data use). */

export const DAY_NAMES: Record<Weekday, { short: string; long: string }> = {
  mon: { short: "Mon", long: "Monday" },
  tue: { short: "Tue", long: "Tuesday" },
  wed: { short: "Wed", long: "Wednesday" },
  thu: { short: "Thu", long: "Thursday" },
  fri: { short: "Fri", long: "Friday" },
  sat: { short: "Sat", long: "Saturday" },
  sun: { short: "Sun", long: "Sunday" },
};

const SENIORITY_LABELS: Record<string, string> = { c_suite: "C-suite", vp: "VP" };

/**
 * A targeting value as people read it. `key` is the filter's dotted key as in GET /v1/filters
 * (`seniorities`, `companySizes`, `locations.countries`, ...).
 */
export function valueLabel(key: string, value: string): string {
  if (key === "seniorities") {
    return SENIORITY_LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1);
  }
  if (key === "companySizes") return `${value} employees`;
  return value;
}

/** The same, for a list inside a targeting, exclusions included (`locations.exclude.cities`). */
export function targetingValueLabel(path: string, value: string): string {
  return valueLabel(path.replace(/^locations\.exclude\./, "locations."), value);
}
