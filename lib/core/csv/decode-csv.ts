import chardet from "chardet";
import { InvalidRequest } from "@/lib/core/errors";

/** The encodings an upload is read in; each is one TextDecoder knows. */
export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/** How much of a file the encoding is guessed from: enough for any header and many rows. */
const SAMPLE_BYTES = 64 * 1024;

/**
 * chardet's names for the Western single-byte encodings. TextDecoder reads ISO-8859-1 as
 * windows-1252 (the WHATWG Encoding Standard), which is what spreadsheets on Windows write.
 */
const WESTERN = new Set(["ISO-8859-1", "windows-1252", "ISO-8859-15"]);

function bomOf(bytes: Uint8Array): { encoding: CsvEncoding; length: number } | undefined {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: "utf-8", length: 3 };
  if (a === 0xff && b === 0xfe) return { encoding: "utf-16le", length: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: "utf-16be", length: 2 };
  return undefined;
}

/**
 * UTF-16 without a byte order mark, which chardet takes for ISO-8859-1: CSV text is mostly
 * Latin letters, digits and punctuation, so one byte of nearly every pair is zero.
 */
function utf16Of(bytes: Uint8Array): CsvEncoding | undefined {
  const n = Math.min(bytes.length, SAMPLE_BYTES) & ~1;
  if (n < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return undefined;
}

/**
 * Whether bytes that are not all valid UTF-8 are still UTF-8 text with a few broken rows: their
 * other non-ASCII characters decode as UTF-8, and the broken ones are few. Then each broken row
 * is reported; read as windows-1252, every one of the good rows would be garbled instead.
 */
function mostlyUtf8(text: string): boolean {
  let broken = 0;
  let good = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xfffd) broken++;
    else if (c > 0x7f) good++;
  }
  return good > 0 && broken <= good;
}

/**
 * Whether windows-1252 text reads as a Western language: no byte is one windows-1252 leaves
 * undefined (decoded as a C1 control), and every word with an accented letter also holds plain
 * Latin letters, as in "Zoë" or "Núñez". Cyrillic or Greek bytes read this way make words of
 * accented letters only ("Èâàí" for "Иван").
 */
function readsAsWestern(text: string): boolean {
  if (/[\u0080-\u009f]/.test(text)) return false;
  const words = text.match(/\p{L}+/gu) ?? [];
  return words.every((word) => !/[^A-Za-z]/.test(word) || /[A-Za-z]/.test(word));
}

/**
 * The encoding an upload is read in, and the length of its byte order mark, from its first
 * bytes (`sample`; `whole` when they are the whole file, else a character cut at the sample's
 * end is not held against UTF-8): UTF-8 (with or without its byte order mark), UTF-16 (with a
 * byte order mark, or without one when it is plainly UTF-16), or windows-1252 / ISO-8859-1 as
 * chardet recognises them. chardet guesses poorly from a few words (a short "Zoë" file it names
 * ISO-8859-2, Big5 or nothing), so a file it does not call Western is still read as
 * windows-1252 when the text reads as a Western language (readsAsWestern). A UTF-8 file with a
 * few bytes that are not text is UTF-8: those decode as U+FFFD, so the rows that hold them can
 * be reported. Anything else, or binary, is refused (InvalidRequest): guessed wrong, every name
 * in the file would be saved garbled.
 */
export function encodingOf(
  sample: Uint8Array,
  whole = true,
): { encoding: CsvEncoding; bomLength: number } {
  const bom = bomOf(sample);
  if (bom) return { encoding: bom.encoding, bomLength: bom.length };
  const utf16 = utf16Of(sample);
  if (utf16) return { encoding: utf16, bomLength: 0 };
  try {
    new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(sample, { stream: !whole });
    return { encoding: "utf-8", bomLength: 0 };
  } catch {}
  if (mostlyUtf8(new TextDecoder("utf-8", { ignoreBOM: true }).decode(sample))) {
    return { encoding: "utf-8", bomLength: 0 };
  }
  const guess = chardet.detect(sample.subarray(0, SAMPLE_BYTES));
  if (guess && WESTERN.has(guess)) return { encoding: "windows-1252", bomLength: 0 };
  const windows = new TextDecoder("windows-1252").decode(sample.subarray(0, SAMPLE_BYTES));
  if (readsAsWestern(windows)) return { encoding: "windows-1252", bomLength: 0 };
  throw new InvalidRequest(
    `The file is not text in an encoding this import reads (UTF-8, UTF-16 or Windows-1252${guess ? `; it looks like ${guess}` : ""}). Save it as "CSV UTF-8" and upload it again.`,
  );
}

/** How much of a streamed upload its encoding is guessed from (encodingOf). */
export const ENCODING_SAMPLE_BYTES = SAMPLE_BYTES;

/** An upload's text and the encoding it was read in (encodingOf, on the whole file). */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const { encoding, bomLength } = encodingOf(bytes);
  const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes.subarray(bomLength));
  if (text.includes("\u0000")) throw new InvalidRequest("The file is not a text CSV file.");
  return { text, encoding };
}
