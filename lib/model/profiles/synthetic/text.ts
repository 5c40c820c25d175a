import { hash32 } from "./random";

/*
 * Text helpers of the generator. The memoized ones answer the same few thousand questions a
 * million times in a large data set.
 */

const FOLD: Record<string, string> = { ł: "l", ø: "o", ß: "ss", æ: "ae", œ: "oe", đ: "d", ı: "i" };

/** Remembers a pure function's answers: the generator asks the same few thousand questions a million times. */
function memo<T>(fn: (key: string | number) => T): (key: string | number) => T {
  const cache = new Map<string | number, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = fn(key);
      cache.set(key, value);
    }
    return value;
  };
}

/** Lower-case ASCII letters and digits only: "Łukasz Wiśniewski" → "lukaszwisniewski". */
export const ascii = memo((text) =>
  String(text)
    .toLowerCase()
    .replace(/[łøßæœđı]/g, (ch) => FOLD[ch] ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]/g, ""),
);

export const slug = memo((text) =>
  String(text)
    .split(/[^\p{L}\p{N}]+/u)
    .map(ascii)
    .filter(Boolean)
    .join("-"),
);

/** A stable id for things that are the same in every data set (schools). */
export const textId = memo((text) => {
  const codes = Array.from(String(text), (ch) => ch.codePointAt(0) ?? 0);
  return [1, 2, 3]
    .map((p) =>
      hash32(p, ...codes)
        .toString(16)
        .padStart(8, "0"),
    )
    .join("");
});

/** The first day of a month counted from year 0, as an ISO 8601 UTC timestamp. */
export const monthIso = memo((month) => {
  const m = Number(month);
  return new Date(Date.UTC(Math.floor(m / 12), m % 12, 1)).toISOString();
});

export function money(amount: number, symbol: string): string {
  if (amount >= 1e9) return `${symbol}${(amount / 1e9).toFixed(1)}B`;
  if (amount >= 1e6) return `${symbol}${(amount / 1e6).toFixed(amount >= 1e8 ? 0 : 1)}M`;
  return `${symbol}${Math.max(1, Math.round(amount / 1e3))}K`;
}

export function listText(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
