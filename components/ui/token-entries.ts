import { plural } from "@/lib/core/plural";

/** What separates entries in a typed or pasted list: "CEO, CTO; CFO" or a column of domains. */
export const SEPARATORS = /[,;\r\n]+/;

export interface EntryRules {
  validate?: (token: string) => string | undefined;
  /** Characters an entry may have. */
  maxLength?: number;
  /** Entries the field may hold. */
  maxEntries?: number;
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
  const entries = text
    .split(SEPARATORS)
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
    draft: kept.join(", "),
    refusal: refusalOf(entries.length, tooLong, problems, overLimit, rules),
    note:
      entries.length > 1 || duplicates > 0
        ? `${accepted.length} added${duplicates > 0 ? `, ${plural(duplicates, "duplicate")} skipped` : ""}.`
        : undefined,
  };
}
