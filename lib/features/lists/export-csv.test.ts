import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell } from "./export-csv";

/** The cell's value as a spreadsheet reads it back (RFC 4180 unquoting). */
function unquoted(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
}

const SIGNS = Array.from("=+-@＝﹦＋﹢－﹣＠﹫");

describe("csvCell", () => {
  it("writes every text back as itself or prefixed with ', the prefix exactly when it would start a formula", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 30 }),
        fc.boolean(),
        (text, phoneColumn) => {
          const read = unquoted(csvCell(text, phoneColumn));
          const first = text.trimStart()[0];
          const risky = /^[\t\r]/.test(text) || (first !== undefined && SIGNS.includes(first));
          const phones = phoneColumn && /^\+?[\d ()./-]+(; \+?[\d ()./-]+)*$/.test(text);
          expect(read).toBe(risky && !phones ? `'${text}` : text);
        },
      ),
    );
  });

  it("neutralises full-width and small signs, in phone columns too", () => {
    expect(csvCell('＝HYPERLINK("http://evil.example")')).toBe(
      '"\'＝HYPERLINK(""http://evil.example"")"',
    );
    expect(csvCell("﹦1+1")).toBe("'﹦1+1");
    expect(csvCell(" ＠SUM(A1)")).toBe("' ＠SUM(A1)");
    expect(csvCell("＋49 157 783", true)).toBe("'＋49 157 783");
    expect(csvCell("+49 157 783", true)).toBe("+49 157 783");
  });
});
