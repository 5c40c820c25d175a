import { setImmediate } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { csvRowSlices, parseCsvRows } from "./parse-csv";
import { readCsvUpload } from "./read-csv-upload";

// Quotes holding separators, escaped quotes and line breaks (CRLF too), blank rows, `;` as a
// separator, a quote inside an unquoted field and a last row without its line break.
const TRICKY =
  'name,note\r\n"Lovelace, Ada","said ""hi""\r\nthen left"\n\n  , \nGrace;Hop"per\r\n"x",\n"",y';

describe("CSV rows", () => {
  it("reads quotes, separators and line breaks and numbers rows as a spreadsheet shows them", () => {
    expect(parseCsvRows(TRICKY)).toEqual([
      { row: 1, fields: ["name", "note"] },
      { row: 2, fields: ["Lovelace, Ada", 'said "hi"\r\nthen left'] },
      { row: 5, fields: ["Grace", 'Hop"per'] },
      { row: 6, fields: ["x", ""] },
      { row: 7, fields: ["", "y"] },
    ]);
  });

  it("gives the same rows however the text is sliced", () => {
    const whole = parseCsvRows(TRICKY);
    for (let size = 1; size <= TRICKY.length + 1; size++) {
      expect([...csvRowSlices(TRICKY, size)].flat(), `slices of ${size}`).toEqual(whole);
    }
  });

  it("parses a large upload in slices, letting other work run before it ends", async () => {
    const lines = ["email,first name"];
    for (let i = 0; i < 60_000; i++) lines.push(`person${i}@example.com,"Name ${i}, Jr."`);
    const bytes = new TextEncoder().encode(`\uFEFF${lines.join("\n")}\n`);
    let done = false;
    let turns = 0;
    const ticking = (async () => {
      while (!done) {
        await setImmediate();
        turns++;
      }
    })();
    const rows = await readCsvUpload(bytes, 10 * 2 ** 20);
    const turnsDuringParse = turns;
    done = true;
    await ticking;
    // ~2.1 MB of text in 64 K-character slices: a turn of the event loop after each.
    expect(turnsDuringParse).toBeGreaterThanOrEqual(20);
    expect(rows).toHaveLength(60_001);
    expect(rows[0]).toEqual({ row: 1, fields: ["email", "first name"] });
    expect(rows[60_000]).toEqual({
      row: 60_001,
      fields: ["person59999@example.com", "Name 59999, Jr."],
    });
  });
});
