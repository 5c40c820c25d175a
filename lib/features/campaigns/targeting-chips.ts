import type { Targeting } from "@/lib/model/targeting/schema";

/**
 * The active filters of a targeting, one chip per value, each knowing how to remove itself.
 * The wizard shows them as removable chips; "no chip" is what an empty targeting means for
 * the Targeting step and the Launch Checklist.
 */
export interface TargetingChip {
  /** Unique within one targeting. */
  key: string;
  /** What kind of filter, e.g. "Title excludes". */
  kind: string;
  value: string;
  remove: (t: Targeting) => Targeting;
}

type Json = Record<string, unknown>;

/** The string lists of a targeting with how each is labelled. */
export const LIST_FILTERS: { path: string[]; kind: string }[] = [
  { path: ["titles", "include"], kind: "Title" },
  { path: ["titles", "exclude"], kind: "Title excludes" },
  { path: ["seniorities"], kind: "Seniority" },
  { path: ["departments"], kind: "Department" },
  { path: ["industries"], kind: "Industry" },
  { path: ["skills", "any"], kind: "Any skill" },
  { path: ["skills", "all"], kind: "Every skill" },
  // One kind: the engine takes a person in any of these places (lib/model/targeting/logic.ts).
  { path: ["locations", "continents"], kind: "Location" },
  { path: ["locations", "countries"], kind: "Location" },
  { path: ["locations", "states"], kind: "Location" },
  { path: ["locations", "cities"], kind: "Location" },
  { path: ["locations", "exclude", "countries"], kind: "Not in country" },
  { path: ["locations", "exclude", "states"], kind: "Not in state" },
  { path: ["locations", "exclude", "cities"], kind: "Not in city" },
  { path: ["companySizes"], kind: "Company size" },
  { path: ["revenue"], kind: "Revenue" },
  { path: ["companyTypes"], kind: "Company type" },
  { path: ["companies", "include"], kind: "Company" },
  { path: ["companies", "exclude"], kind: "Not company" },
  { path: ["companyLists", "include"], kind: "Company list" },
  { path: ["companyLists", "exclude"], kind: "Not company list" },
  { path: ["languages"], kind: "Language" },
  { path: ["schools"], kind: "School" },
  { path: ["certifications"], kind: "Certification" },
];

export function getAt(obj: unknown, path: string[]): unknown {
  let cur = obj;
  for (const key of path) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Json)[key];
  }
  return cur;
}

/**
 * The same targeting without the parts that filter nothing (empty lists, blank keywords,
 * unticked requirements, empty groups), so that what is stored and compared is canonical.
 */
export function compactTargeting(t: Targeting): Targeting {
  const prune = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.length > 0 ? v : undefined;
    // Blank text filters nothing; other text is kept as typed (the schema trims it when stored),
    // so a space typed between two keywords survives the compaction of every keystroke.
    if (typeof v === "string") return v.trim() === "" ? undefined : v;
    if (v === false || v === null || Number.isNaN(v)) return undefined;
    if (typeof v === "object") {
      const out: Json = {};
      for (const [k, inner] of Object.entries(v as Json)) {
        const kept = prune(inner);
        if (kept !== undefined) out[k] = kept;
      }
      return Object.keys(out).length > 0 ? out : undefined;
    }
    return v;
  };
  return (prune(t) ?? {}) as Targeting;
}

/** A copy of `t` with the value at `path` replaced (undefined removes it), then compacted. */
export function setAt(t: Targeting, path: string[], value: unknown): Targeting {
  const copy = structuredClone(t) as Json;
  let cur = copy;
  for (const key of path.slice(0, -1)) {
    const next = cur[key];
    if (next === null || typeof next !== "object") cur[key] = {};
    cur = cur[key] as Json;
  }
  const last = path[path.length - 1] as string;
  if (value === undefined) delete cur[last];
  else cur[last] = value;
  return compactTargeting(copy as Targeting);
}

function rangeLabel(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return `${min}–${max} years`;
  if (min !== undefined) return `at least ${min} years`;
  return `at most ${max} years`;
}

/** `labelOf` renders a value of the list at `path` (its dotted key), e.g. "c_suite" as "C-suite". */
export function targetingChips(t: Targeting, labelOf?: (key: string, value: string) => string) {
  const chips: TargetingChip[] = [];
  for (const { path, kind } of LIST_FILTERS) {
    const list = getAt(t, path);
    if (!Array.isArray(list)) continue;
    for (const value of list as string[]) {
      chips.push({
        key: `${path.join(".")}:${value}`,
        kind,
        value: labelOf ? labelOf(path.join("."), value) : value,
        remove: (current) =>
          setAt(
            current,
            path,
            ((getAt(current, path) as string[] | undefined) ?? []).filter((v) => v !== value),
          ),
      });
    }
  }
  const exp = t.experienceYears;
  if (exp && (exp.min !== undefined || exp.max !== undefined)) {
    chips.push({
      key: "experienceYears",
      kind: "Experience",
      value: rangeLabel(exp.min, exp.max),
      remove: (current) => setAt(current, ["experienceYears"], undefined),
    });
  }
  if (t.keywords?.trim()) {
    chips.push({
      key: "keywords",
      kind: "Keywords",
      value: t.keywords.trim(),
      remove: (current) => setAt(current, ["keywords"], undefined),
    });
  }
  if (t.contact?.requireEmail) {
    chips.push({
      key: "contact.requireEmail",
      kind: "Contact",
      value: "has an e-mail address",
      remove: (current) => setAt(current, ["contact", "requireEmail"], undefined),
    });
  }
  if (t.contact?.requireMobile) {
    chips.push({
      key: "contact.requireMobile",
      kind: "Contact",
      value: "has a mobile number",
      remove: (current) => setAt(current, ["contact", "requireMobile"], undefined),
    });
  }
  if (t.verifiedWithinDays) {
    chips.push({
      key: "verifiedWithinDays",
      kind: "Verified",
      value: `e-mail within ${t.verifiedWithinDays === 1 ? "1 day" : `${t.verifiedWithinDays.toLocaleString("en-US")} days`}`,
      remove: (current) => setAt(current, ["verifiedWithinDays"], undefined),
    });
  }
  for (const [which, value] of [
    ["people", "people already in my CRM"],
    ["companies", "companies already in my CRM"],
  ] as const) {
    if (t.excludeInCrm?.[which]) {
      chips.push({
        key: `excludeInCrm.${which}`,
        kind: "Not in CRM",
        value,
        remove: (current) => setAt(current, ["excludeInCrm", which], undefined),
      });
    }
  }
  return chips;
}

export function isEmptyTargeting(t: Targeting): boolean {
  return Object.keys(compactTargeting(t)).length === 0;
}
