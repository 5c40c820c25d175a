import { parse } from "csv-parse";
import { type CsvReading, readCsv } from "./read-csv";

/** An uploaded CSV read on the server (readCsv with Node.js's build of csv-parse). */
export function readCsvUpload(bytes: Uint8Array, maxBytes: number): Promise<CsvReading> {
  return readCsv(bytes, { maxBytes, parse });
}
