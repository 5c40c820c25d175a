import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formulaSafe } from "./spreadsheet-formula";

/** The formula signs, written out by code point apart from the implementation's pattern. */
const SIGNS = [
  0x3d, 0x2b, 0x2d, 0x40, 0xff1d, 0xfe66, 0xff0b, 0xfe62, 0xff0d, 0xfe63, 0xff20, 0xfe6b,
].map((c) => String.fromCodePoint(c));
/** Leading whitespace a spreadsheet trims before it looks for a sign. */
const SPACES = [" ", "\u00a0", "\u3000", "\n", "\t", "\r", "\u2003"];

const anyText = fc.string({ unit: "grapheme", maxLength: 30 });
const riskyText = fc
  .tuple(fc.array(fc.constantFrom(...SPACES), { maxLength: 3 }), fc.constantFrom(...SIGNS), anyText)
  .map(([spaces, sign, rest]) => `${spaces.join("")}${sign}${rest}`);

describe("formulaSafe", () => {
  it("prefixes ' to every text starting with a formula sign, full-width and small forms too, after any leading whitespace", () => {
    fc.assert(
      fc.property(riskyText, (text) => {
        expect(formulaSafe(text)).toBe(`'${text}`);
      }),
    );
  });

  it("prefixes ' to a text starting with a tab or a carriage return, whatever follows", () => {
    fc.assert(
      fc.property(fc.constantFrom("\t", "\r"), anyText, (first, rest) => {
        expect(formulaSafe(`${first}${rest}`)).toBe(`'${first}${rest}`);
      }),
    );
  });

  it("leaves every other text as it is, and is idempotent", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const first = text.trimStart()[0];
        const risky = /^[\t\r]/.test(text) || (first !== undefined && SIGNS.includes(first));
        const safe = formulaSafe(text);
        expect(safe).toBe(risky ? `'${text}` : text);
        expect(formulaSafe(safe)).toBe(safe);
      }),
    );
  });

  it("neutralises the forms attackers send", () => {
    expect(formulaSafe('＝HYPERLINK("http://evil.example","x")')).toBe(
      `'＝HYPERLINK("http://evil.example","x")`,
    );
    expect(formulaSafe("﹦1+1")).toBe("'﹦1+1");
    expect(formulaSafe("＋1")).toBe("'＋1");
    expect(formulaSafe("﹢1")).toBe("'﹢1");
    expect(formulaSafe("－1+1")).toBe("'－1+1");
    expect(formulaSafe("﹣1")).toBe("'﹣1");
    expect(formulaSafe("＠SUM(A1)")).toBe("'＠SUM(A1)");
    expect(formulaSafe("﹫SUM(A1)")).toBe("'﹫SUM(A1)");
    expect(formulaSafe("  =1+1")).toBe("'  =1+1");
    expect(formulaSafe("\u3000＝1+1")).toBe("'\u3000＝1+1");
    expect(formulaSafe("\tx")).toBe("'\tx");
    expect(formulaSafe("Acme = best")).toBe("Acme = best");
    expect(formulaSafe("")).toBe("");
  });
});
