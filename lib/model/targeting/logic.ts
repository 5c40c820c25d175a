import { plural } from "@/lib/core/plural";
import { foldCase } from "./fields";
import type { Targeting } from "./schema";
import { titleWords } from "./words";

/**
 * The targeting's logic in words, as the engine applies it (lib/model/targeting/plan.ts): values of
 * one filter are alternatives, filters narrow each other, exclusions remove. Continent, country,
 * state and city are alternatives of one "Location" filter there, so they are one group here.
 * Imported by the browser: shapes and strings only.
 */

type LabelOf = (path: string, value: string) => string;
const plain: LabelOf = (_path, value) => value;

/** Where a person may be; any one place is enough. */
export const LOCATION_PATHS = [
  ["locations", "continents"],
  ["locations", "countries"],
  ["locations", "states"],
  ["locations", "cities"],
] as const;

function listAt(t: Targeting, path: readonly string[]): string[] {
  let cur: unknown = t;
  for (const key of path) cur = cur && typeof cur === "object" ? (cur as never)[key] : undefined;
  return Array.isArray(cur) ? (cur as string[]) : [];
}

/** "a", "a or b", "a, b or c". */
function joinWords(words: string[], word: "and" | "or"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${word} ${words[words.length - 1]}`;
}

function labelled(t: Targeting, path: readonly string[], labelOf: LabelOf): string[] {
  return listAt(t, path).map((v) => labelOf(path.join("."), v));
}

/** Included alternatives of one filter, as one term of the sentence. */
function anyOf(words: string[]): string | undefined {
  if (words.length === 0) return undefined;
  return words.length === 1 ? words[0] : `(${words.join(" or ")})`;
}

/**
 * Typed text in quotes: a title's words, and a company's name, which may hold commas of its own
 * ("Sol y Mar, S.L."), stay one item however the sentence lists them.
 */
const quoted = (words: string[]) => words.map((w) => `“${w}”`);

/**
 * E.g. `(Director or VP) and Human Resources and (Europe or Germany), excluding France`.
 * Empty for a targeting that filters nothing.
 */
export function logicSentence(t: Targeting, labelOf: LabelOf = plain): string {
  const terms: (string | undefined)[] = [
    anyOf(quoted(listAt(t, ["titles", "include"])).map((w) => `title with ${w}`)),
    anyOf(labelled(t, ["seniorities"], labelOf)),
    anyOf(labelled(t, ["departments"], labelOf)),
    anyOf(labelled(t, ["industries"], labelOf)),
    anyOf(labelled(t, ["skills", "any"], labelOf)),
    ...labelled(t, ["skills", "all"], labelOf),
    anyOf(LOCATION_PATHS.flatMap((p) => labelled(t, p, labelOf))),
    anyOf(labelled(t, ["companySizes"], labelOf)),
    anyOf(labelled(t, ["revenue"], labelOf)),
    anyOf(labelled(t, ["companyTypes"], labelOf)),
    anyOf(quoted(labelled(t, ["companies", "include"], labelOf)).map((c) => `at ${c}`)),
    anyOf(labelled(t, ["companyLists", "include"], labelOf).map((l) => `at a company on ${l}`)),
    experience(t.experienceYears),
    anyOf(labelled(t, ["languages"], labelOf)),
    anyOf(labelled(t, ["schools"], labelOf)),
    anyOf(labelled(t, ["certifications"], labelOf)),
    t.keywords?.trim() ? `keywords “${t.keywords.trim()}”` : undefined,
    t.contact?.requireEmail ? "has an e-mail address" : undefined,
    t.contact?.requireMobile ? "has a mobile number" : undefined,
    t.verifiedWithinDays
      ? `e-mail verified within ${plural(t.verifiedWithinDays, "day")}`
      : undefined,
  ];
  const excluded = [
    ...labelled(t, ["locations", "exclude", "countries"], labelOf),
    ...labelled(t, ["locations", "exclude", "states"], labelOf),
    ...labelled(t, ["locations", "exclude", "cities"], labelOf),
    ...quoted(listAt(t, ["titles", "exclude"])).map((w) => `titles with ${w}`),
    ...quoted(listAt(t, ["companies", "exclude"])),
    ...labelled(t, ["companyLists", "exclude"], labelOf).map((l) => `companies on ${l}`),
  ];
  const included = terms.filter((x): x is string => x !== undefined).join(" and ");
  const excluding = excluded.length > 0 ? `excluding ${joinWords(excluded, "and")}` : "";
  if (!included) return excluding ? `Everyone, ${excluding}` : "";
  return excluding ? `${included}, ${excluding}` : included;
}

function experience(r: Targeting["experienceYears"]): string | undefined {
  if (!r || (r.min === undefined && r.max === undefined)) return undefined;
  if (r.min !== undefined && r.max !== undefined) return `${r.min}–${r.max} years of experience`;
  if (r.min !== undefined) return `at least ${r.min} years of experience`;
  return `at most ${r.max} years of experience`;
}

/** A value both included and excluded; the exclusion wins in the engine, so it adds no one. */
export interface Conflict {
  /** The exclude list the warning belongs next to. */
  path: string[];
  values: string[];
  sentence: string;
}

const CONFLICT_PAIRS: { include: string[]; exclude: string[]; what: string }[] = [
  {
    include: ["locations", "countries"],
    exclude: ["locations", "exclude", "countries"],
    what: "country",
  },
  { include: ["locations", "states"], exclude: ["locations", "exclude", "states"], what: "state" },
  { include: ["locations", "cities"], exclude: ["locations", "exclude", "cities"], what: "city" },
  { include: ["titles", "include"], exclude: ["titles", "exclude"], what: "title" },
  { include: ["companies", "include"], exclude: ["companies", "exclude"], what: "company" },
  {
    include: ["companyLists", "include"],
    exclude: ["companyLists", "exclude"],
    what: "company list",
  },
];

/** Values that are both included and excluded, compared as the engine compares them. */
export function conflicts(t: Targeting, labelOf: LabelOf = plain): Conflict[] {
  const out: Conflict[] = [];
  for (const { include, exclude, what } of CONFLICT_PAIRS) {
    // As the engine matches: titles by their words, companies without case, places exactly.
    const key =
      what === "title"
        ? (v: string) => titleWords(v).join(" ")
        : what === "company"
          ? (v: string) => foldCase(v.trim())
          : String;
    const excluded = new Set(listAt(t, exclude).map(key));
    const both = listAt(t, include).filter((v) => excluded.has(key(v)));
    if (both.length === 0) continue;
    const names = both.map((v) => labelOf(include.join("."), v));
    const it = both.length === 1 ? "it" : "they";
    out.push({
      path: exclude,
      values: both,
      sentence: `${joinWords(names, "and")} ${both.length === 1 ? "is" : "are"} both included and excluded as ${what === "company" ? "a company" : `a ${what}`}: the exclusion wins, so ${it} add${both.length === 1 ? "s" : ""} no one.`,
    });
  }
  return out;
}
