/**
 * What a spreadsheet (Excel, LibreOffice Calc, Google Sheets) runs as a formula when it opens a
 * CSV cell: one starting with `=`, `+`, `-` or `@`, or with a tab or carriage return, and the
 * full-width and small forms of those four signs (＝ ﹦ ＋ ﹢ － ﹣ ＠ ﹫), which Excel folds to
 * them; each also after leading whitespace, which the spreadsheet trims first.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFE66\uFF0B\uFE62\uFF0D\uFE63\uFF20\uFE6B])/;

export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/**
 * The text a spreadsheet shows as it is: prefixed with `'` when it would start a formula. Every
 * CSV the service writes passes its cells through here.
 */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
