/*
 * CSV reading, free of server code: the server reads uploads with it (read-csv-upload.ts) and the
 * browser reads a file of contacts before sending it. The parsing is csv-parse's; each side
 * hands in its own build (`csv-parse` in Node.js, `csv-parse/browser/esm` in the browser).
 */
import type { CsvError, Info, Options } from "csv-parse";
import { InvalidRequest } from "@/lib/core/errors";
import { plural } from "@/lib/core/plural";
import { type CsvEncoding, decodeCsv } from "./decode-csv";
import { MAX_LISTED_UNREADABLE, type UnreadableRow } from "./schema";

/** A readable row of a file, numbered by the line it starts on (1 for the first). */
export interface CsvRow {
  row: number;
  fields: string[];
}

/** A file read: its rows that can be read (the header first) and those that cannot. */
export interface CsvReading {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** The readable rows that hold anything, in order: the first one is the header, if any. */
  rows: CsvRow[];
  /** The rows that cannot be read (the first `listUnreadable` of readCsv). */
  unreadable: UnreadableRow[];
  unreadableCount: number;
}

/** The separators a file may use; the one its first line uses most is the file's. */
export const CSV_DELIMITERS = [",", ";", "\t", "|"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** What of csv-parse's Parser (a Transform stream, in either build) the reader uses. */
export interface CsvParser {
  write(chunk: string): unknown;
  end(): unknown;
  once(event: "finish" | "error", listener: (error?: Error) => void): unknown;
}
export type CsvParse = (options: Options) => CsvParser;

/**
 * Characters parsed between two turns of the event loop: 64 K characters take a few ms even on
 * a loaded machine, where a whole 10 MB file held the loop for up to ~1.5 s.
 */
const SLICE_CHARS = 64 * 1024;

/**
 * How many times the text may be parsed over, all restarts counted, before the file is refused:
 * each broken quote costs a second look at the lines after it, and a file made of nothing but
 * broken quotes would otherwise cost a look per quote.
 */
const MAX_PASSES = 4;

/** Quote errors after which csv-parse goes on inside a quoted field, taking in the lines after. */
const LOST_IN_QUOTES = new Set(["CSV_INVALID_CLOSING_QUOTE", "CSV_QUOTE_NOT_CLOSED"]);

const nextTurn = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0),
  );

/** What went wrong in a row, as its owner would fix it in a spreadsheet or a text editor. */
function reasonOf(error: CsvError, startLine: number): string {
  switch (error.code) {
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_QUOTE_NOT_CLOSED":
      return `A field on line ${startLine} opens a quote (") that is not closed where the field ends, so this line could run into the next ones. Close the quote, or double a quote inside a quoted field ("").`;
    case "INVALID_OPENING_QUOTE":
      return `A quote (") inside a field that does not start with one. Put the whole field in quotes and double the quote inside it ("").`;
    default:
      return error.message;
  }
}

/** The separator the first line uses most, outside quotes (a comma when it uses none). */
export function detectDelimiter(text: string): CsvDelimiter {
  const end = text.indexOf("\n");
  const line = end < 0 ? text : text.slice(0, end);
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: CsvDelimiter = ",";
  for (const d of CSV_DELIMITERS) {
    if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  }
  return best;
}

/** Every line break as "\n", a slice at a time, so csv-parse counts lines as an editor does. */
async function unixLines(text: string): Promise<string> {
  const parts: string[] = [];
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + SLICE_CHARS, text.length);
    // A CR at the end of a slice may be the first half of a CRLF.
    if (text.charCodeAt(end - 1) === 13 && end < text.length) end++;
    parts.push(text.slice(at, end).replace(/\r\n?/g, "\n"));
    at = end;
    if (at < text.length) await nextTurn();
  }
  return parts.join("");
}

/** The end of a slice starting at `at`, never between the two halves of a surrogate pair. */
function sliceEnd(text: string, at: number): number {
  const end = Math.min(at + SLICE_CHARS, text.length);
  const last = text.charCodeAt(end - 1);
  return end < text.length && last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
}

const lineBreaks = (fields: string[]) => fields.reduce((n, f) => n + (f.split("\n").length - 1), 0);

/** The offset of line `line` of `text`, counting from `from`, the offset of line `fromLine`. */
function offsetOfLine(text: string, from: number, fromLine: number, line: number): number {
  let at = from;
  for (let l = fromLine; l < line && at >= 0; l++) {
    const nl = text.indexOf("\n", at);
    at = nl < 0 ? text.length : nl + 1;
  }
  return at;
}

/**
 * Reads an uploaded CSV with csv-parse, a slice at a time with a turn of the event loop after
 * each, so other requests are answered while a large file is read. The encoding is detected
 * (decodeCsv), the separator from the first line (comma, semicolon, tab or pipe). Every row is
 * either read whole or reported by the line it starts on, with why: broken quoting, a number of
 * fields other than the first row's (empty fields added at the end aside), or bytes that are
 * not text in the file's encoding. A quote that is never closed where its field ends costs its
 * own row only: reading starts again on the next line, so no row is ever merged into another.
 * Blank rows are left out. The unreadable rows listed are the first `listUnreadable`
 * (MAX_LISTED_UNREADABLE, what a report to a person shows); a reader that must account for every
 * row (an enrichment job's result) asks for more. Refused whole (InvalidRequest, nothing read)
 * when larger than `maxBytes`, not text, or when its first line cannot be read.
 */
export async function readCsv(
  bytes: Uint8Array,
  {
    maxBytes,
    parse,
    listUnreadable = MAX_LISTED_UNREADABLE,
  }: { maxBytes: number; parse: CsvParse; listUnreadable?: number },
): Promise<CsvReading> {
  if (bytes.byteLength > maxBytes) {
    throw new InvalidRequest(`The file is larger than ${maxBytes / 2 ** 20} MB.`);
  }
  const decoded = decodeCsv(bytes);
  const text = await unixLines(decoded.text);
  const delimiter = detectDelimiter(text);
  const rows: CsvRow[] = [];
  const unreadable: UnreadableRow[] = [];
  let unreadableCount = 0;
  let width: number | undefined;
  const bad = (line: number, reason: string) => {
    unreadableCount++;
    if (unreadable.length < listUnreadable) unreadable.push({ line, reason });
  };
  const take = (line: number, given: string[]) => {
    if (given.every((f) => f.trim() === "")) return;
    if (given.some((f) => f.includes("\uFFFD"))) {
      bad(line, `Holds bytes that are not ${decoded.encoding.toUpperCase()} text (shown as �).`);
      return;
    }
    // Empty fields past the first row's width are what some exports add at the end of a row.
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
    rows.push({ row: line, fields });
  };

  let from = 0;
  let fromLine = 1;
  let parsed = 0;
  while (from < text.length) {
    if (parsed > MAX_PASSES * text.length) {
      throw new InvalidRequest(
        "The file has too many broken quotes to be read. Save it again from the spreadsheet as CSV and upload it again.",
      );
    }
    const restart = await readFrom(text, from, fromLine, delimiter, parse, take, bad);
    if (!restart) break;
    parsed += offsetOfLine(text, from, fromLine, restart.errorLine) - from;
    from = offsetOfLine(text, from, fromLine, restart.line);
    fromLine = restart.line;
  }
  const first = rows[0];
  const firstBad = unreadable[0];
  if (firstBad && (!first || firstBad.line < first.row)) {
    throw new InvalidRequest(
      `The first row of the file (line ${firstBad.line}) cannot be read: ${firstBad.reason}`,
    );
  }
  return { encoding: decoded.encoding, delimiter, rows, unreadable, unreadableCount };
}

/** Thrown from on_skip to stop csv-parse at once: the rest is read again from a later line. */
const STOP = new Error("read again from a later line");

/**
 * Parses the text from offset `from` (the start of line `fromLine`) to its end, handing each row
 * to `take` and each broken one to `bad`. When a quote error left csv-parse inside a quoted
 * field, stops there and answers where to start again (the line after the start of the broken
 * row) and the line the error was found on.
 */
async function readFrom(
  text: string,
  from: number,
  fromLine: number,
  delimiter: CsvDelimiter,
  parse: CsvParse,
  take: (line: number, fields: string[]) => void,
  bad: (line: number, reason: string) => void,
): Promise<{ line: number; errorLine: number } | undefined> {
  let lastEnd = fromLine - 1;
  let restart: { line: number; errorLine: number } | undefined;
  /** A row with an error that csv-parse reads on to its end: reported when the next one starts. */
  let pending: { line: number; errorLine: number; reason: string } | undefined;
  const settle = () => {
    if (pending) bad(pending.line, pending.reason);
    pending = undefined;
  };
  const lineOf = (info: Info) => fromLine - 1 + info.lines;
  const parser = parse({
    delimiter,
    record_delimiter: "\n",
    bom: false,
    relax_column_count: true,
    skip_empty_lines: false,
    skip_records_with_error: true,
    on_record: (fields: string[], info) => {
      const end = lineOf(info);
      settle();
      take(end - lineBreaks(fields), fields);
      lastEnd = end;
      return null;
    },
    on_skip: (error) => {
      if (!error) return;
      const errorLine = lineOf(error as CsvError & Info);
      if (LOST_IN_QUOTES.has(error.code)) {
        const line = pending?.line ?? lastEnd + 1;
        bad(line, pending?.reason ?? reasonOf(error, line));
        pending = undefined;
        restart = { line: line + 1, errorLine };
        throw STOP;
      }
      // A second error on a later line is the next row's: the row before ended on its line.
      if (pending && errorLine > pending.errorLine) {
        lastEnd = pending.errorLine;
        settle();
      }
      pending ??= { line: lastEnd + 1, errorLine, reason: reasonOf(error, lastEnd + 1) };
    },
  });
  let failure: Error | undefined;
  const ended = new Promise<void>((resolve) => {
    parser.once("finish", () => resolve());
    parser.once("error", (error) => {
      failure = error;
      resolve();
    });
  });
  for (let at = from; at < text.length && !restart; ) {
    const end = sliceEnd(text, at);
    parser.write(text.slice(at, end));
    at = end;
    await nextTurn();
  }
  if (!restart) {
    parser.end();
    await ended;
  }
  if (failure && failure !== STOP) throw failure;
  if (!restart) settle();
  return restart;
}
