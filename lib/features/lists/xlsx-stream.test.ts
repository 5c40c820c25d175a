import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { xlsxStreamOfRows } from "./xlsx";

/** Rows of a few cells each, counting how many were read and saying when the reading ended. */
function counted(total: number) {
  let read = 0;
  let ended: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    ended = resolve;
  });
  async function* rows() {
    try {
      for (; read < total; ) {
        read++;
        // A turn of the event loop per page, as the result's pages are read.
        if (read % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
        yield [`person${read}@example.com`, `+49 ${read}`, "=1+1", randomBytes(20).toString("hex")];
      }
    } finally {
      ended();
    }
  }
  return { rows: rows(), done, read: () => read };
}

describe("xlsxStreamOfRows", () => {
  it("writes every row, in order, as text cells", async () => {
    const source = counted(3000);
    const stream = xlsxStreamOfRows(["Email", "Phone", "Formula", "Note"], source.rows);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await new Response(stream).arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(3001);
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    for (let i = 1; i <= 3000; i++) {
      expect(((sheet?.getRow(i + 1).values ?? []) as unknown[]).slice(1, 3)).toEqual([
        `person${i}@example.com`,
        `+49 ${i}`,
      ]);
    }
    expect(sheet?.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.String);
  });

  it("reads no further than the download takes, and stops when it goes away", async () => {
    // About 45 MB of sheet text, little of it compressible: far more than the writer and the
    // zip may hold (their buffers, a few MB) while nobody reads.
    const total = 200_000;
    const source = counted(total);
    const stream = xlsxStreamOfRows(["Email", "Phone", "Formula", "Note"], source.rows);
    const reader = stream.getReader();
    expect((await reader.read()).done).toBe(false);
    // Nobody reads on: the writer stops asking for rows (the count stays put over many turns
    // of the event loop) well before the end.
    let still = 0;
    for (let last = -1; still < 200 && source.read() < total; ) {
      await new Promise((resolve) => setImmediate(resolve));
      still = source.read() === last ? still + 1 : 0;
      last = source.read();
    }
    expect(source.read()).toBeLessThan(total / 4);
    await reader.cancel();
    await source.done;
    expect(source.read()).toBeLessThan(total / 4);
  });
});
