import { parse } from "csv-parse";
import { type CsvReading, readCsv } from "./read-csv";

/**
 * An uploaded CSV read on the server (readCsv with Node.js's build of csv-parse). It lists the
 * first MAX_LISTED_UNREADABLE unreadable rows unless `listUnreadable` asks for more (Infinity: all).
 */
export function readCsvUpload(
  bytes: Uint8Array,
  maxBytes: number,
  { listUnreadable }: { listUnreadable?: number } = {},
): Promise<CsvReading> {
  return readCsv(bytes, { maxBytes, parse, listUnreadable });
}
