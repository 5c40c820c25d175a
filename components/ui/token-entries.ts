import { plural } from "@/lib/core/plural";

/**
 * How a field's text divides into entries. `list` (titles, addresses): at commas, semicolons,
 * tabs and line breaks, "CEO, CTO; CFO". `names` (companies): a name may hold a comma ("Sol y
 * Mar, S.L.", "Acme, Inc."), so see `splitNames`.
 */
export type EntrySplit = "list" | "names";

const LIST_SEPARATORS = /[,;\t\r\n]+/;
const NAME_SEPARATORS = /[;\t\r\n]+/;

/** Whether pasted text holds more than one entry, so it is split at once rather than typed. */
export function holdsSeveral(text: string, split: EntrySplit): boolean {
  return split === "names" ? /[,;\t\r\n]/.test(text) : LIST_SEPARATORS.test(text);
}

/**
 * Legal forms written after a comma in company names, compared without case, dots or spaces:
 * "Inc.", "S.L.", "GmbH", "B.V.", "Co., Ltd." and their kin in the markets customers sell to.
 */
const LEGAL_FORMS = new Set([
  "inc",
  "incorporated",
  "llc",
  "llp",
  "lp",
  "ltd",
  "limited",
  "plc",
  "corp",
  "corporation",
  "co",
  "coltd",
  "company",
  "pty",
  "ptyltd",
  "gmbh",
  "gmbh&cokg",
  "ag",
  "kg",
  "ohg",
  "ev",
  "ug",
  "sl",
  "slu",
  "sa",
  "sau",
  "sas",
  "sasu",
  "sarl",
  "sàrl",
  "sadecv",
  "spa",
  "srl",
  "sro",
  "as",
  "asa",
  "a/s",
  "aps",
  "ab",
  "oy",
  "oyj",
  "bv",
  "nv",
  "spzoo",
  "kk",
]);

const isLegalForm = (text: string) => LEGAL_FORMS.has(text.toLowerCase().replace(/[.\s]/g, ""));

/**
 * Company names out of typed or pasted text. Semicolons, tabs and line breaks separate names
 * (a column pasted from a spreadsheet is one name a line, commas and all). Text holding none of
 * them is a list only at its commas, and not at a comma followed by a legal form: "Sol y Mar,
 * S.L." and "Acme, Inc." are one company each, "Acme, Globex" two, "Acme, Inc., Globex" two.
 */
export function splitNames(text: string): string[] {
  const pieces = text.split(NAME_SEPARATORS);
  if (pieces.length > 1) return pieces;
  const names: string[] = [];
  for (const part of text.split(",")) {
    const last = names.length - 1;
    if (last >= 0 && isLegalForm(part)) names[last] = `${names[last]},${part}`;
    else names.push(part);
  }
  return names;
}

export interface EntryRules {
  validate?: (token: string) => string | undefined;
  /** Characters an entry may have. */
  maxLength?: number;
  /** Entries the field may hold. */
  maxEntries?: number;
  /** How the text divides into entries; `list` unless told. */
  split?: EntrySplit;
}

export interface TakenEntries {
  /** New entries to append to the field's values. */
  accepted: string[];
  /** What stays in the input: the refused entries, so nothing typed or pasted is lost. */
  draft: string;
  /** Why entries were refused, in one message; undefined when none was. */
  refusal?: string;
  /** A receipt for a list, as the user cannot see what it held; undefined for one entry. */
  note?: string;
}

function refusalOf(
  entries: number,
  tooLong: number[],
  problems: string[],
  overLimit: number,
  rules: EntryRules,
): string | undefined {
  const refusals: string[] = [];
  if (tooLong.length === 1)
    refusals.push(
      `One entry has ${tooLong[0]} characters; an entry can have at most ${rules.maxLength}. It was not added.`,
    );
  else if (tooLong.length > 1)
    refusals.push(
      `${tooLong.length} entries are longer than ${rules.maxLength} characters and were not added.`,
    );
  if (problems.length > 0)
    refusals.push(
      entries === 1
        ? (problems[0] ?? "")
        : `${plural(problems.length, "entry was", "entries were")} not added: ${problems[0]}`,
    );
  if (overLimit > 0)
    refusals.push(
      `This field holds at most ${rules.maxEntries} entries; ${plural(overLimit, "entry was", "entries were")} not added.`,
    );
  return refusals.length > 0 ? refusals.join(" ") : undefined;
}

/**
 * Splits typed or pasted text into entries and decides each against the values already held:
 * a duplicate (any case) is skipped, one too long, refused by `validate` or past `maxEntries`
 * is kept in the input with a reason, the rest are accepted. Null when the text holds no entry.
 */
export function takeEntries(text: string, value: string[], rules: EntryRules): TakenEntries | null {
  const entries = (rules.split === "names" ? splitNames(text) : text.split(LIST_SEPARATORS))
    .map((t) => t.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const seen = new Set(value.map((v) => v.toLowerCase()));
  const accepted: string[] = [];
  const kept: string[] = [];
  const tooLong: number[] = [];
  const problems: string[] = [];
  let duplicates = 0;
  let overLimit = 0;
  for (const entry of entries) {
    const key = entry.toLowerCase();
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    const problem = rules.validate?.(entry);
    if (rules.maxLength !== undefined && entry.length > rules.maxLength) tooLong.push(entry.length);
    else if (problem) problems.push(problem);
    else if (rules.maxEntries !== undefined && value.length + accepted.length >= rules.maxEntries)
      overLimit++;
    else {
      seen.add(key);
      accepted.push(entry);
      continue;
    }
    kept.push(entry);
  }
  return {
    accepted,
    // A name may hold a comma: refused names go back separated by semicolons.
    draft: kept.join(rules.split === "names" ? "; " : ", "),
    refusal: refusalOf(entries.length, tooLong, problems, overLimit, rules),
    note:
      entries.length > 1 || duplicates > 0
        ? `${accepted.length} added${duplicates > 0 ? `, ${plural(duplicates, "duplicate")} skipped` : ""}.`
        : undefined,
  };
}
