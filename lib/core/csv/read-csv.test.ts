import { setImmediate } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { InvalidRequest } from "@/lib/core/errors";
import { readCsvUpload } from "./read-csv-upload";

const MB = 2 ** 20;
const utf8 = (text: string) => new TextEncoder().encode(text);
/** Text as windows-1252 bytes (its characters are all Latin-1 here). */
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const read = (bytes: Uint8Array) => readCsvUpload(bytes, 10 * MB);

describe("reading a CSV", () => {
  it("reads quotes, separators and line breaks, and numbers each row by the line it starts on", async () => {
    const text =
      'name,note\r\n"Lovelace, Ada","said ""hi""\r\nthen left"\n\n  , \nGrace,"Hopper"\r\n"x",\n"",y';
    const reading = await read(utf8(text));
    expect(reading).toMatchObject({ encoding: "utf-8", delimiter: ",", unreadableCount: 0 });
    expect(reading.rows).toEqual([
      { row: 1, fields: ["name", "note"] },
      { row: 2, fields: ["Lovelace, Ada", 'said "hi"\nthen left'] },
      { row: 6, fields: ["Grace", "Hopper"] },
      { row: 7, fields: ["x", ""] },
      { row: 8, fields: ["", "y"] },
    ]);
  });

  it("reports an unclosed quote by its line, never merges the rows after it, and reads on", async () => {
    // The file of issue 45: Ada's company opens a quote that Bob's name "closes".
    const text = [
      "email,first name,company,title,country",
      'ada@example.com,Ada,"Kontor Nord GmbH,CEO,Germany',
      'bob@example.com,Bob,Sm"ith,CTO,France',
      "cy@example.com,Cy,Zeta,CFO,Spain",
      "",
    ].join("\n");
    const reading = await read(utf8(text));
    expect(reading.rows).toEqual([
      { row: 1, fields: ["email", "first name", "company", "title", "country"] },
      { row: 4, fields: ["cy@example.com", "Cy", "Zeta", "CFO", "Spain"] },
    ]);
    expect(reading.unreadableCount).toBe(2);
    expect(reading.unreadable.map((u) => u.line)).toEqual([2, 3]);
    expect(reading.unreadable[0]?.reason).toMatch(/line 2 opens a quote \(".*not closed/);
    expect(reading.unreadable[1]?.reason).toMatch(/quote \("\) inside a field/);
  });

  it("reads on past a quote left open to the end of the file", async () => {
    const lines = ["email,company", 'ada@example.com,"Kontor Nord GmbH'];
    for (let i = 0; i < 5; i++) lines.push(`p${i}@example.com,Company ${i}`);
    const reading = await read(utf8(lines.join("\n")));
    expect(reading.unreadable).toEqual([{ line: 2, reason: expect.stringMatching(/line 2/) }]);
    expect(reading.rows.map((r) => r.row)).toEqual([1, 3, 4, 5, 6, 7]);
  });

  it("reports ragged rows and takes empty fields added at the end of a row", async () => {
    const text = "a,b,c\n1,2,3\n1,2\n1,2,3,4\n1,2,3,,\n1;2;3\n";
    const reading = await read(utf8(text));
    expect(reading.rows).toEqual([
      { row: 1, fields: ["a", "b", "c"] },
      { row: 2, fields: ["1", "2", "3"] },
      { row: 5, fields: ["1", "2", "3"] },
    ]);
    expect(reading.unreadable).toEqual([
      { line: 3, reason: expect.stringMatching(/^Has 2 fields where the first row has 3/) },
      { line: 4, reason: expect.stringMatching(/^Has 4 fields/) },
      { line: 6, reason: expect.stringMatching(/^Has 1 field where/) },
    ]);
  });

  it("detects the separator from the header: semicolon, tab or pipe", async () => {
    const semicolon = await read(utf8('name;amount;note\nAda;"1,5";ok, fine\n'));
    expect(semicolon.delimiter).toBe(";");
    expect(semicolon.rows[1]?.fields).toEqual(["Ada", "1,5", "ok, fine"]);
    expect((await read(utf8("name\tcity\nAda\tLondon, UK\n"))).rows[1]?.fields).toEqual([
      "Ada",
      "London, UK",
    ]);
    expect((await read(utf8("name|city\nAda|London\n"))).delimiter).toBe("|");
    expect((await read(utf8("domain\nacme.io\n"))).delimiter).toBe(",");
  });

  it("reads Windows-1252 and UTF-16 files as the text they hold", async () => {
    const text = "name,company,city\nJürgen Müller,Société Générale,Orléans\n";
    const expected = ["Jürgen Müller", "Société Générale", "Orléans"];
    const windows = await read(latin1(text));
    expect(windows.encoding).toBe("windows-1252");
    expect(windows.rows[1]?.fields).toEqual(expected);

    const le = new Uint8Array(Buffer.from(`\uFEFF${text}`, "utf16le"));
    expect(await read(le)).toMatchObject({ encoding: "utf-16le", unreadableCount: 0 });
    expect((await read(le)).rows[1]?.fields).toEqual(expected);
    const leBare = new Uint8Array(Buffer.from(text, "utf16le"));
    expect((await read(leBare)).rows[1]?.fields).toEqual(expected);
    const be = new Uint8Array(Buffer.from(`\uFEFF${text}`, "utf16le").swap16());
    expect(await read(be)).toMatchObject({ encoding: "utf-16be", unreadableCount: 0 });
    expect((await read(be)).rows[1]?.fields).toEqual(expected);

    const bom = await read(utf8(`\uFEFF${text}`));
    expect(bom.rows[0]?.fields[0]).toBe("name");
    expect(bom.rows[1]?.fields).toEqual(expected);
  });

  it("reads a Windows-1252 file of a few words, which chardet names otherwise", async () => {
    // chardet calls these ISO-8859-2, Big5 and nothing at all.
    for (const name of ["Zoë", "Åsa", "José Núñez"]) {
      const reading = await read(latin1(`name\n${name}\n`));
      expect(reading.encoding).toBe("windows-1252");
      expect(reading.rows[1]?.fields).toEqual([name]);
    }
    // A short Cyrillic file read as windows-1252 would be saved garbled: still refused.
    const ivan = Uint8Array.from([..."name\nИван\n"], (c) =>
      c.charCodeAt(0) >= 0x410 ? c.charCodeAt(0) - 0x410 + 0xc0 : c.charCodeAt(0),
    );
    await expect(read(ivan)).rejects.toThrow(/Save it as "CSV UTF-8"/);
  });

  it("reports a row that is not UTF-8 in a UTF-8 file, and refuses files in other encodings", async () => {
    const good = utf8("name,city\nJürgen,Köln\n");
    const pasted = latin1("René,Orléans\n");
    const mixed = new Uint8Array([...good, ...pasted, ...utf8("Zoë,Zürich\n")]);
    const reading = await read(mixed);
    expect(reading.encoding).toBe("utf-8");
    expect(reading.rows.map((r) => r.fields[0])).toEqual(["name", "Jürgen", "Zoë"]);
    expect(reading.unreadable).toEqual([
      { line: 3, reason: "Holds bytes that are not UTF-8 text (shown as �)." },
    ]);

    // Cyrillic in windows-1251: read as Windows-1252 it would be saved garbled.
    const cyrillic = new Uint8Array(
      [..."имя,город\nИван Петров,Москва\nМария Иванова,Санкт-Петербург\n"].map((c) => {
        const code = c.charCodeAt(0);
        return code >= 0x410 ? code - 0x410 + 0xc0 : code;
      }),
    );
    await expect(read(cyrillic)).rejects.toThrow(/Save it as "CSV UTF-8"/);
    await expect(read(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0, 1]))).rejects.toThrow(
      InvalidRequest,
    );
  });

  it("lists the first 1,000 unreadable rows for a report, and every one when asked", async () => {
    const broken = Array.from({ length: 1_002 }, (_, i) => `x${i},y,z`);
    const bytes = utf8(`name,city\n${broken.join("\n")}\nAda,London\n`);
    const capped = await read(bytes);
    expect(capped.unreadableCount).toBe(1_002);
    expect(capped.unreadable).toHaveLength(1_000);
    const all = await readCsvUpload(bytes, 10 * MB, { listUnreadable: Number.POSITIVE_INFINITY });
    expect(all.unreadableCount).toBe(1_002);
    expect(all.unreadable.map((u) => u.line)).toEqual(
      Array.from({ length: 1_002 }, (_, i) => i + 2),
    );
  });

  it("refuses a file whose first row cannot be read, and one larger than its limit", async () => {
    await expect(read(utf8('"name,city\nAda,London\n'))).rejects.toThrow(
      /first row of the file \(line 1\) cannot be read/,
    );
    await expect(readCsvUpload(utf8("a\n".repeat(600)), 1_000)).rejects.toThrow(/larger than/);
  });

  it("parses a large upload in slices, letting other work run before it ends", async () => {
    const lines = ["email,first name"];
    for (let i = 0; i < 60_000; i++) {
      // A broken quote deep in the file, and characters beyond the BMP across slice ends.
      lines.push(
        i === 40_000 ? 'broken@example.com,"Open' : `person${i}@example.com,"Name ${i}, Jr. 🙂"`,
      );
    }
    const bytes = utf8(`\uFEFF${lines.join("\n")}\n`);
    let done = false;
    let turns = 0;
    const ticking = (async () => {
      while (!done) {
        await setImmediate();
        turns++;
      }
    })();
    const reading = await read(bytes);
    const turnsDuringParse = turns;
    done = true;
    await ticking;
    // ~2.4 MB of text in 64 K-character slices: a turn of the event loop after each.
    expect(turnsDuringParse).toBeGreaterThanOrEqual(20);
    expect(reading.unreadable).toEqual([{ line: 40_002, reason: expect.any(String) }]);
    expect(reading.rows).toHaveLength(60_000);
    expect(reading.rows[0]).toEqual({ row: 1, fields: ["email", "first name"] });
    expect(reading.rows[59_999]).toEqual({
      row: 60_001,
      fields: ["person59999@example.com", "Name 59999, Jr. 🙂"],
    });
  });
});
