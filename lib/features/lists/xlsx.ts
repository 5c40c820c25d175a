import writeXlsxFile from "write-excel-file/node";

/**
 * A one-sheet workbook of text cells: each typed String with the text number format ("@"), so
 * no spreadsheet evaluates a cell as a formula or a number ("+49…" keeps its plus, "=1+1" stays
 * those characters), and nothing needs the ' prefix CSV cells get.
 */
export async function xlsxOfRows(headers: string[], rows: string[][]): Promise<Buffer> {
  const cell = (value: string, bold = false) => ({
    type: String,
    value,
    format: "@",
    ...(bold ? { fontWeight: "bold" as const } : {}),
  });
  return writeXlsxFile(
    [headers.map((h) => cell(h, true)), ...rows.map((row) => row.map((v) => cell(v)))],
    { sheet: "Leads", stickyRowsCount: 1 },
  ).toBuffer();
}
