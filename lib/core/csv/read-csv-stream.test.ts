import { describe, expect, it } from "vitest";
import { InvalidRequest, PayloadTooLarge } from "@/lib/core/errors";
import { readCsvStream } from "./read-csv-stream";
import { readCsvUpload } from "./read-csv-upload";

const MB = 2 ** 20;
const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** The bytes in pieces of `size`, as a request body arrives. */
async function* pieces(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function streamed(bytes: Uint8Array, size: number, maxBytes = 10 * MB) {
  const rows: { row: number; fields: string[] }[] = [];
  const unreadable: { line: number; reason: string }[] = [];
  const found = await readCsvStream(pieces(bytes, size), {
    maxBytes,
    sink: {
      row: (row, fields) => {
        rows.push({ row, fields });
      },
      bad: (line, reason) => {
        unreadable.push({ line, reason });
      },
    },
  });
  return { ...found, rows, unreadable };
}

/** The reading of the whole file (readCsv), which the streamed one must equal. */
async function whole(bytes: Uint8Array) {
  const r = await readCsvUpload(bytes, 10 * MB, { listUnreadable: Infinity });
  return {
    encoding: r.encoding,
    delimiter: r.delimiter,
    rows: r.rows,
    unreadable: r.unreadable,
  };
}

const FILES: Record<string, Uint8Array> = {
  quotes: utf8(
    'name,note\r\n"Lovelace, Ada","said ""hi""\r\nthen left"\n\n  , \nGrace,"Hopper"\r\n"x",\n"",y',
  ),
  unclosed: utf8(
    [
      "email,first name,company,title,country",
      'ada@example.com,Ada,"Kontor Nord GmbH,CEO,Germany',
      'bob@example.com,Bob,Sm"ith,CTO,France',
      "cy@example.com,Cy,Zeta,CFO,Spain",
      "",
    ].join("\n"),
  ),
  openToTheEnd: utf8(
    ["email,company", 'ada@example.com,"Kontor Nord GmbH', "p0@x.com,C0", "p1@x.com,C1"].join("\n"),
  ),
  ragged: utf8("a,b,c\n1,2,3\n1,2\n1,2,3,4\n1,2,3,,\n1;2;3\n"),
  semicolonWindows: latin1("E-mail;Prénom;Société\r\nzoe@x.fr;Zoë;Núñez SA\r\nbad;row\r\n"),
  utf16: new Uint8Array([
    0xff,
    0xfe,
    ...new Uint8Array(Buffer.from("a\tb\r\nÅsa\tZoë\r\n", "utf16le")),
  ]),
  bom: utf8("\uFEFFemail|name\n\u{1F600}@x.com|😀 Ada\n"),
  notUtf8Row: new Uint8Array([...utf8("a,b\nZoë,1\n"), 0x5a, 0x6f, 0xeb, ...utf8(",2\nx,3\n")]),
};

describe("reading a CSV as it arrives", () => {
  for (const [name, bytes] of Object.entries(FILES)) {
    it(`reads the ${name} file as readCsv reads it whole, however it is cut`, async () => {
      const expected = await whole(bytes);
      for (const size of [1, 3, 7, 64, bytes.length]) {
        expect(await streamed(bytes, size), `pieces of ${size}`).toEqual(expected);
      }
    });
  }

  it("reads a large file with broken quotes here and there as readCsv does", async () => {
    const lines = ["email;name;note"];
    for (let i = 0; i < 20_000; i++) {
      const note =
        i % 997 === 5
          ? '"never closed'
          : i % 499 === 7
            ? 'sa"id'
            : i % 13 === 0
              ? '"two\nlines; quoted"'
              : `n${i}`;
      lines.push(`p${i}@example.com;Person ${i};${note}`);
    }
    const bytes = utf8(lines.join("\r\n"));
    const expected = await whole(bytes);
    expect(expected.unreadable.length).toBeGreaterThan(30);
    expect(await streamed(bytes, 16_384)).toEqual(expected);
  });

  it("refuses a file past its limit as soon as the bytes pass it (413)", async () => {
    const bytes = utf8(`a,b\n${"x,y\n".repeat(10_000)}`);
    const rows: number[] = [];
    const reading = readCsvStream(pieces(bytes, 1_000), {
      maxBytes: 20_000,
      sink: { row: (line) => void rows.push(line), bad: () => {} },
    });
    await expect(reading).rejects.toBeInstanceOf(PayloadTooLarge);
    expect(rows.length).toBeLessThan(5_001);
  });

  it("refuses a file whose first row cannot be read, and one that is not text", async () => {
    await expect(streamed(utf8('a,"b\nc,d\n'), 3)).rejects.toBeInstanceOf(InvalidRequest);
    await expect(streamed(new Uint8Array([1, 0, 2, 0, 0, 0, 7]), 2)).rejects.toBeInstanceOf(
      InvalidRequest,
    );
  });

  it("hands rows to a sink that takes its time, in file order", async () => {
    const bytes = utf8(`a\n${Array.from({ length: 3_000 }, (_, i) => `r${i}`).join("\n")}\n`);
    const lines: number[] = [];
    await readCsvStream(pieces(bytes, 500), {
      maxBytes: MB,
      sink: {
        row: async (line) => {
          if (line % 100 === 0) await new Promise((r) => setImmediate(r));
          lines.push(line);
        },
        bad: () => {},
      },
    });
    expect(lines).toEqual(Array.from({ length: 3_001 }, (_, i) => i + 1));
  });
});
