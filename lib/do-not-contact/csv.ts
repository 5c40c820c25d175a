/* CSV reading, free of server code: the browser reads an upload's header and first rows with it. */

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  return parseCsvRows(text).map((r) => r.fields);
}

/**
 * The rows of parseCsv, each with its row number as a spreadsheet shows the file (1 for the
 * first; blank rows count, though they are left out; a quoted line break stays in its row), so
 * a report names the row the user sees.
 */
export function parseCsvRows(text: string): { row: number; fields: string[] }[] {
  const rows: { row: number; fields: string[] }[] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let at = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === "," || c === ";") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push({ row: at++, fields: row });
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push({ row: at, fields: row });
  }
  return rows.filter((r) => r.fields.some((f) => f.trim() !== ""));
}
