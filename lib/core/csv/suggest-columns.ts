/*
 * Which column of a file each field is read from, suggested from the header row: what both
 * imports (own contacts, enrichment files) offer before the user confirms or fixes the mapping.
 * Client-safe: the browser suggests the same mapping the server would.
 */

/** "Prénom" → "prenom", "E-Mail" → "email": headers compared without case, accents or punctuation. */
export const squashHeader = (header: string): string =>
  header
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

/**
 * Field → header, for the fields whose known names (squashed, as squashHeader gives them) match
 * a header: a column is taken by the first field, in `fields` order, that knows its name, and
 * each column once.
 */
export function suggestColumns<F extends string>(
  headers: readonly string[],
  fields: readonly F[],
  names: Readonly<Record<F, readonly string[]>>,
): Partial<Record<F, string>> {
  const mapping: Partial<Record<F, string>> = {};
  const taken = new Set<number>();
  for (const field of fields) {
    const at = headers.findIndex((h, i) => !taken.has(i) && names[field].includes(squashHeader(h)));
    if (at >= 0) {
      mapping[field] = headers[at];
      taken.add(at);
    }
  }
  return mapping;
}
