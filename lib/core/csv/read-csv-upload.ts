import { setImmediate } from "node:timers/promises";
import { InvalidRequest } from "@/lib/core/errors";
import { type CsvRow, csvRowSlices } from "./parse-csv";

/**
 * Characters of an upload parsed between two turns of the event loop: 64 K characters take a
 * few ms even on a loaded machine, where a whole 10 MB file held the loop for up to ~1.5 s.
 */
const SLICE_CHARS = 64 * 1024;

/**
 * An uploaded CSV's text: UTF-8 without its BOM. Refused (InvalidRequest, nothing read) when
 * larger than `maxBytes`, not UTF-8, or binary.
 */
function decodeCsvUpload(bytes: Uint8Array, maxBytes: number): string {
  if (bytes.byteLength > maxBytes) {
    throw new InvalidRequest(`The file is larger than ${maxBytes / 2 ** 20} MB.`);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new InvalidRequest("The file is not UTF-8 text. Save it as CSV UTF-8 and try again.");
  }
  if (text.includes("\u0000")) throw new InvalidRequest("The file is not a text CSV file.");
  return text;
}

/**
 * An uploaded CSV's rows (decodeCsvUpload, then parseCsvRows), parsed a slice at a time with a
 * turn of the event loop after each, so other requests are answered while a large file is read.
 */
export async function readCsvUpload(bytes: Uint8Array, maxBytes: number): Promise<CsvRow[]> {
  const text = decodeCsvUpload(bytes, maxBytes);
  const rows: CsvRow[] = [];
  for (const slice of csvRowSlices(text, SLICE_CHARS)) {
    for (const r of slice) rows.push(r);
    await setImmediate();
  }
  return rows;
}
