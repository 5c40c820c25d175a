/* CSV reading, free of server code: the browser reads an upload's header and first rows with it. */

/** A row of a CSV file with its number as a spreadsheet shows the file (1 for the first). */
export interface CsvRow {
  row: number;
  fields: string[];
}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  return parseCsvRows(text).map((r) => r.fields);
}

/**
 * The rows of parseCsv, each with its row number as a spreadsheet shows the file (1 for the
 * first; blank rows count, though they are left out; a quoted line break stays in its row), so
 * a report names the row the user sees.
 */
export function parseCsvRows(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  for (const slice of csvRowSlices(text, Number.POSITIVE_INFINITY)) {
    for (const r of slice) rows.push(r);
  }
  return rows;
}

const QUOTE = 34;
const COMMA = 44;
const SEMICOLON = 59;
const LF = 10;
const CR = 13;

/**
 * The rows of parseCsvRows in slices, one for about every `sliceChars` characters read (a slice
 * may be empty while a long field is read), so a server can let other work run between two
 * slices instead of holding its event loop for the whole of a large upload. A field's text is
 * cut out of the file in runs, not added a character at a time: the parse of a large upload is
 * then mostly the engine's own string search.
 */
export function* csvRowSlices(text: string, sliceChars: number): Generator<CsvRow[]> {
  let rows: CsvRow[] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let at = 1;
  let sliceEnd = sliceChars;
  const end = (fields: string[]) => {
    if (fields.some((f) => f.trim() !== "")) rows.push({ row: at, fields });
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (i >= sliceEnd) {
      yield rows;
      rows = [];
      sliceEnd = i + sliceChars;
    }
    const c = text.charCodeAt(i);
    if (quoted) {
      // Up to the next quote: the field's end, or the first of an escaped pair ("").
      const q = text.indexOf('"', i);
      if (q < 0) {
        field += text.slice(i);
        break;
      }
      field += text.slice(i, q);
      if (text.charCodeAt(q + 1) === QUOTE) {
        field += '"';
        i = q + 2;
      } else {
        quoted = false;
        i = q + 1;
      }
    } else if (c === QUOTE && field === "") {
      quoted = true;
      i++;
    } else if (c === COMMA || c === SEMICOLON) {
      row.push(field);
      field = "";
      i++;
    } else if (c === LF || c === CR) {
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      row.push(field);
      end(row);
      at++;
      row = [];
      field = "";
    } else {
      // Unquoted text up to the next separator or line break; a quote in it is a character
      // like any other, as the field is no longer empty.
      let j = i + 1;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d === COMMA || d === SEMICOLON || d === LF || d === CR) break;
      }
      field += text.slice(i, j);
      i = j;
    }
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    end(row);
  }
  yield rows;
}
