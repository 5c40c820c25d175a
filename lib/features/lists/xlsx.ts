import { once } from "node:events";
import { PassThrough, Readable, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import writeXlsxFile from "write-excel-file/node";

/** Excel's text number format: a value typed over a cell later stays text too. */
const TEXT_FORMAT = "@";
const SHEET = "Leads";
const TEXT_STYLE: Partial<ExcelJS.Style> = { numFmt: TEXT_FORMAT };
const HEADER_STYLE: Partial<ExcelJS.Style> = { numFmt: TEXT_FORMAT, font: { bold: true } };

/**
 * A one-sheet workbook of text cells: each typed String with the text number format ("@"), so
 * no spreadsheet evaluates a cell as a formula or a number ("+49…" keeps its plus, "=1+1" stays
 * those characters), and nothing needs the ' prefix CSV cells get.
 */
export async function xlsxOfRows(headers: string[], rows: string[][]): Promise<Buffer> {
  const cell = (value: string, bold = false) => ({
    type: String,
    value,
    format: TEXT_FORMAT,
    ...(bold ? { fontWeight: "bold" as const } : {}),
  });
  return writeXlsxFile(
    [headers.map((h) => cell(h, true)), ...rows.map((row) => row.map((v) => cell(v)))],
    { sheet: SHEET, stickyRowsCount: 1 },
  ).toBuffer();
}

/**
 * Rows written between two turns of the event loop, each also a look at how much of the
 * workbook waits to be compressed and sent: exceljs builds a row's cells synchronously, and
 * this runs on the web process beside other requests (100 rows of 20 cells: a few ms).
 */
const ROWS_PER_LOOK = 100;
/** Bytes of sheet text that may wait for the compressor before the rows stop being read. */
const WAITING_BYTES = 1 << 20;

/**
 * The same workbook as `xlsxOfRows` (text cells, text format, bold frozen header), written as
 * its rows arrive and sent as it is written: exceljs's streaming writer, no shared strings (a
 * cell's text is in its row), so memory holds a page of rows and the compressor's buffers,
 * whatever the number of rows. The rows are read only as fast as the reader takes the bytes
 * (a slow download does not pile the sheet up in memory), and no more once it goes away.
 */
export function xlsxStreamOfRows(
  headers: string[],
  rows: AsyncIterable<string[]>,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const gone = new AbortController();
  out.once("close", () => gone.abort());
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    // archiver's own buffers, 1 MB each way by default: compressed bytes, many rows' worth.
    zip: { highWaterMark: 1 << 16 } as ExcelJS.stream.xlsx.WorkbookStreamWriterOptions["zip"],
  });
  const sheet = book.addWorksheet(SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  // The columns' style too, so a cell typed into later is text.
  sheet.columns = headers.map(() => ({ style: TEXT_STYLE }));
  const write = async () => {
    const header = sheet.addRow(headers);
    header.eachCell((cell) => {
      cell.style = HEADER_STYLE;
    });
    header.commit();
    let written = 0;
    for await (const cells of rows) {
      const row = sheet.addRow(cells);
      // One style object for every cell: exceljs indexes a style it has seen by identity, a
      // new one (each cell gets its own copy of the column's) by its XML, a fifth of the time.
      row.eachCell((cell) => {
        cell.style = TEXT_STYLE;
      });
      row.commit();
      if (++written % ROWS_PER_LOOK === 0) await compressorKeepsUp(sheet, gone.signal);
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((error: unknown) => {
    if (!gone.signal.aborted)
      out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  // One chunk queued ahead of the reader (the default queues as many chunks as the stream's
  // high-water mark in bytes: all of it, for a slow reader).
  return Readable.toWeb(out, { strategy: { highWaterMark: 1 } }) as ReadableStream<Uint8Array>;
}

/** The zip's side of the sheet stream: a readable-stream PassThrough (no `writableLength`). */
type Sink = Writable & { _writableState?: { length: number } };

/** Bytes written to a stream and not yet taken from it. */
function waiting(sink: Sink): number {
  return sink.writableLength ?? sink._writableState?.length ?? 0;
}

/**
 * Gives the event loop a turn, then waits while more than WAITING_BYTES of sheet text wait in
 * front of the compressor. exceljs's sheet stream writes on regardless of back-pressure, so the wait is here: on the compressor's
 * own buffer once the zip has reached the sheet, and on the sheet stream's before that. Throws
 * (an AbortError) when the download is gone.
 */
async function compressorKeepsUp(sheet: ExcelJS.Worksheet, gone: AbortSignal) {
  const source = (sheet as unknown as { stream: { pipes: Sink[]; buffers: unknown[] } }).stream;
  await new Promise((resolve) => setImmediate(resolve));
  for (;;) {
    gone.throwIfAborted();
    const sink = source.pipes[0];
    if (sink) {
      if (waiting(sink) <= WAITING_BYTES) return;
      await once(sink, "drain", { signal: gone });
    } else {
      // Its 64 KB buffers, until the zip opens the sheet's entry after the small parts.
      if (source.buffers.length * 65536 <= WAITING_BYTES) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
