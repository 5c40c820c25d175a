import { type CsvError, type Info, parse } from "csv-parse";
import { InvalidRequest, PayloadTooLarge } from "@/lib/core/errors";
import { plural } from "@/lib/core/plural";
import { type CsvEncoding, ENCODING_SAMPLE_BYTES, encodingOf } from "./decode-csv";
import { type CsvDelimiter, detectDelimiter } from "./read-csv";

/*
 * A CSV upload read as it arrives, in memory bounded by a few slices whatever the file's size:
 * the same reading as readCsv (read-csv.ts: encoding and separator detected, each row read whole
 * or reported by its line with why, a broken quote costing its own row only), handed row by row
 * to a sink that may take its time (an enrichment job stores them in batches).
 */

/** Where the rows of a streamed file go, in file order; each may wait (back-pressure). */
export interface CsvSink {
  /** A readable row that holds anything; the first one is the header. */
  row(line: number, fields: string[]): void | Promise<void>;
  /** A row that cannot be read, by the line it starts on, with why. */
  bad(line: number, reason: string): void | Promise<void>;
}

/** Characters handed to csv-parse at a time, with a turn of the event loop after each. */
const SLICE_CHARS = 16 * 1024;

/**
 * The most characters a row may span. A quote opened and never closed makes csv-parse read on
 * into the lines after it; past this the row is reported and reading starts again on its next
 * line, so what is held for a broken row stays bounded (a spreadsheet cell holds 32,767 at most).
 */
const MAX_ROW_CHARS = 1024 * 1024;

/** How many times the text may be parsed over, restarts counted, before the file is refused. */
const MAX_PASSES = 4;

/** Errors after which csv-parse is lost in a quoted field or an endless row: read again after it. */
const RESTART = new Set([
  "CSV_INVALID_CLOSING_QUOTE",
  "CSV_QUOTE_NOT_CLOSED",
  "CSV_MAX_RECORD_SIZE",
]);

const STOP = new Error("read again from a later line");

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function reasonOf(error: CsvError, startLine: number): string {
  switch (error.code) {
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_QUOTE_NOT_CLOSED":
      return `A field on line ${startLine} opens a quote (") that is not closed where the field ends, so this line could run into the next ones. Close the quote, or double a quote inside a quoted field ("").`;
    case "CSV_MAX_RECORD_SIZE":
      return `The row starting on line ${startLine} runs past ${MAX_ROW_CHARS.toLocaleString("en")} characters: a quote (") that is never closed, most likely. Close the quote, or double a quote inside a quoted field ("").`;
    case "INVALID_OPENING_QUOTE":
      return `A quote (") inside a field that does not start with one. Put the whole field in quotes and double the quote inside it ("").`;
    default:
      return error.message;
  }
}

const lineBreaks = (fields: string[]) => fields.reduce((n, f) => n + (f.split("\n").length - 1), 0);

/** The bytes of an upload, refused (413) as soon as they pass `maxBytes`. */
export async function* limitBytes(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  let size = 0;
  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new PayloadTooLarge(maxBytes);
    yield chunk;
  }
}

/**
 * The decoded text of a byte stream, every line break as "\n": the encoding guessed from the
 * first ENCODING_SAMPLE_BYTES (decode-csv.ts), then decoded as the bytes come.
 */
async function* textOf(
  source: AsyncIterable<Uint8Array>,
  found: (encoding: CsvEncoding) => void,
): AsyncGenerator<string> {
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let decoder: TextDecoder | undefined;
  let cr = false;
  const decode = (bytes: Uint8Array, last: boolean): string => {
    let text = (decoder as TextDecoder).decode(bytes, { stream: !last });
    if (text.includes("\u0000")) throw new InvalidRequest("The file is not a text CSV file.");
    if (cr) text = `\r${text}`;
    cr = !last && text.endsWith("\r");
    if (cr) text = text.slice(0, -1);
    return text.replace(/\r\n?/g, "\n");
  };
  const start = (whole: boolean): string => {
    const bytes = Buffer.concat(head);
    head.length = 0;
    const { encoding, bomLength } = encodingOf(bytes, whole);
    found(encoding);
    decoder = new TextDecoder(encoding, { ignoreBOM: true });
    return decode(bytes.subarray(bomLength), whole);
  };
  for await (const chunk of source) {
    if (decoder) {
      yield decode(chunk, false);
      continue;
    }
    head.push(chunk);
    headBytes += chunk.byteLength;
    if (headBytes >= ENCODING_SAMPLE_BYTES) yield start(false);
  }
  yield decoder ? decode(new Uint8Array(0), true) : start(true);
}

/** Text in slices of at most SLICE_CHARS, never between the halves of a surrogate pair. */
async function* slices(text: AsyncIterable<string>): AsyncGenerator<string> {
  for await (const part of text) {
    for (let at = 0; at < part.length; ) {
      let end = Math.min(at + SLICE_CHARS, part.length);
      const last = part.charCodeAt(end - 1);
      if (end < part.length && last >= 0xd800 && last <= 0xdbff) end--;
      yield part.slice(at, end);
      at = end;
    }
  }
}

/**
 * Reads a CSV upload as it arrives (`source`, at most `maxBytes`, else 413), handing each row to
 * `sink` in file order, and answers the encoding and separator found. The rows are those readCsv
 * (read-csv.ts) reads, with the same reasons for those it cannot, and the same refusals (a first
 * line that cannot be read, too many broken quotes, not text). Holds at most a slice and the row
 * being read (MAX_ROW_CHARS), with a turn of the event loop after each slice.
 */
export async function readCsvStream(
  source: AsyncIterable<Uint8Array>,
  { maxBytes, sink }: { maxBytes: number; sink: CsvSink },
): Promise<{ encoding: CsvEncoding; delimiter: CsvDelimiter }> {
  let encoding: CsvEncoding = "utf-8";
  const text = slices(
    textOf(limitBytes(source, maxBytes), (e) => {
      encoding = e;
    }),
  );
  /** The text from the start of line `windowLine` (the first not yet read whole) on. */
  let window = "";
  let windowAt = 0;
  let windowLine = 1;
  let delimiter: CsvDelimiter | undefined;
  let width: number | undefined;
  let seenRow = false;
  let seen = 0;
  let reread = 0;
  const out: ({ line: number; fields: string[] } | { line: number; reason: string })[] = [];

  const bad = (line: number, reason: string) => {
    if (!seenRow) {
      throw new InvalidRequest(
        `The first row of the file (line ${line}) cannot be read: ${reason}`,
      );
    }
    out.push({ line, reason });
  };
  const take = (line: number, given: string[]) => {
    if (given.every((f) => f.trim() === "")) return;
    if (given.some((f) => f.includes("\uFFFD"))) {
      bad(line, `Holds bytes that are not ${encoding.toUpperCase()} text (shown as �).`);
      return;
    }
    const fields =
      width !== undefined && given.length > width && given.slice(width).every((f) => f === "")
        ? given.slice(0, width)
        : given;
    if (width === undefined) width = fields.length;
    else if (fields.length !== width) {
      bad(
        line,
        `Has ${plural(fields.length, "field")} where the first row has ${width}: a separator (${delimiter === "\t" ? "tab" : delimiter}) too many or too few, or a field that holds one without quotes.`,
      );
      return;
    }
    seenRow = true;
    out.push({ line, fields });
  };
  /** Drops the window's lines up to `line` (read whole). */
  const readUpTo = (line: number) => {
    for (; windowLine <= line; windowLine++) {
      const nl = window.indexOf("\n", windowAt);
      windowAt = nl < 0 ? window.length : nl + 1;
    }
  };

  // One csv-parse parser from line `fromLine` on; a new one after each restart.
  let parser!: ReturnType<typeof parse>;
  let ended!: Promise<void>;
  let failure: Error | undefined;
  let restart: number | undefined;
  const open = (fromLine: number) => {
    let lastEnd = fromLine - 1;
    let pending: { line: number; errorLine: number; reason: string } | undefined;
    const settle = () => {
      if (pending) bad(pending.line, pending.reason);
      pending = undefined;
    };
    const lineOf = (info: Info) => fromLine - 1 + info.lines;
    failure = undefined;
    parser = parse({
      delimiter,
      record_delimiter: "\n",
      bom: false,
      relax_column_count: true,
      skip_empty_lines: false,
      skip_records_with_error: true,
      max_record_size: MAX_ROW_CHARS,
      on_record: (fields: string[], info) => {
        const end = lineOf(info);
        settle();
        take(end - lineBreaks(fields), fields);
        lastEnd = end;
        readUpTo(end);
        return null;
      },
      on_skip: (error) => {
        if (!error) return;
        const errorLine = lineOf(error as CsvError & Info);
        if (RESTART.has(error.code)) {
          const line = pending?.line ?? lastEnd + 1;
          bad(line, pending?.reason ?? reasonOf(error, line));
          pending = undefined;
          restart = line + 1;
          throw STOP;
        }
        if (pending && errorLine > pending.errorLine) {
          lastEnd = pending.errorLine;
          settle();
          readUpTo(lastEnd);
        }
        pending ??= { line: lastEnd + 1, errorLine, reason: reasonOf(error, lastEnd + 1) };
      },
    });
    const self = parser;
    ended = new Promise((resolve) => {
      self.once("finish", () => {
        try {
          settle();
        } catch (error) {
          failure = error as Error;
        }
        resolve();
      });
      self.on("error", (error) => {
        failure ??= error;
        resolve();
      });
    });
    // Nothing is read from its output (on_record answers null), but it must flow to finish.
    self.resume();
  };

  const refuseIfReread = () => {
    if (reread > MAX_PASSES * Math.max(seen, SLICE_CHARS)) {
      throw new InvalidRequest(
        "The file has too many broken quotes to be read. Save it again from the spreadsheet as CSV and upload it again.",
      );
    }
  };
  /** The parser's own error, or, after a lost quote, a new parser from the line after the row. */
  const settleParser = async (): Promise<boolean> => {
    if (failure !== undefined && failure !== STOP) throw failure;
    if (restart === undefined) return false;
    await ended;
    if (failure !== undefined && failure !== STOP) throw failure;
    readUpTo(restart - 1);
    restart = undefined;
    window = window.slice(windowAt);
    windowAt = 0;
    reread += window.length;
    refuseIfReread();
    open(windowLine);
    return true;
  };
  /** Hands `part` to the parser, and the window's text again to a new one after each restart. */
  const feed = async (part: string) => {
    window = window.slice(windowAt) + part;
    windowAt = 0;
    parser.write(part);
    while (await settleParser()) parser.write(window);
  };
  const flush = async () => {
    for (const item of out.splice(0)) {
      if ("fields" in item) await sink.row(item.line, item.fields);
      else await sink.bad(item.line, item.reason);
    }
  };

  let first = "";
  for await (const part of text) {
    seen += part.length;
    if (delimiter === undefined) {
      first += part;
      if (!first.includes("\n")) continue;
      delimiter = detectDelimiter(first);
      open(1);
      await feed(first);
      first = "";
    } else {
      await feed(part);
    }
    await flush();
    await nextTurn();
  }
  if (delimiter === undefined) {
    delimiter = detectDelimiter(first);
    open(1);
    await feed(first);
  }
  for (;;) {
    parser.end();
    await ended;
    // A quote never closed before the end: read again from the line after its row.
    if (!(await settleParser())) break;
    parser.write(window);
    while (await settleParser()) parser.write(window);
    await flush();
    await nextTurn();
  }
  await flush();
  return { encoding, delimiter };
}
