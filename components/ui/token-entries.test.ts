import { describe, expect, it } from "vitest";
import { holdsSeveral, splitNames, takeEntries } from "./token-entries";

describe("takeEntries", () => {
  it("holds no entry in separators and blanks", () => {
    expect(takeEntries(" , ;\n", [], {})).toBeNull();
  });

  it("adds each entry of a pasted list once, skipping those already held in any case", () => {
    const taken = takeEntries("CEO, cto;CFO\nCEO", ["CTO"], {});
    expect(taken?.accepted).toEqual(["CEO", "CFO"]);
    expect(taken?.draft).toBe("");
    expect(taken?.refusal).toBeUndefined();
    expect(taken?.note).toBe("2 added, 2 duplicates skipped.");
  });

  it("gives no receipt for one entry typed", () => {
    expect(takeEntries("CEO", [], {})).toEqual({ accepted: ["CEO"], draft: "" });
  });

  it("keeps refused entries in the input and says why", () => {
    const taken = takeEntries("ok, toolongvalue, bad, more", ["held"], {
      maxLength: 8,
      maxEntries: 2,
      validate: (t) => (t === "bad" ? `“${t}” is not allowed.` : undefined),
    });
    expect(taken?.accepted).toEqual(["ok"]);
    expect(taken?.draft).toBe("toolongvalue, bad, more");
    expect(taken?.refusal).toBe(
      "One entry has 12 characters; an entry can have at most 8. It was not added. 1 entry was not added: “bad” is not allowed. This field holds at most 2 entries; 1 entry was not added.",
    );
    expect(taken?.note).toBe("1 added.");
  });

  it("says a single refused entry's own reason", () => {
    const taken = takeEntries("bad", [], { validate: () => "No letter in it." });
    expect(taken).toEqual({ accepted: [], draft: "bad", refusal: "No letter in it." });
  });

  it("splits titles at tabs too, as a row pasted from a spreadsheet", () => {
    expect(takeEntries("CEO\tCTO", [], {})?.accepted).toEqual(["CEO", "CTO"]);
  });
});

describe("company names", () => {
  const names = (text: string) => takeEntries(text, [], { split: "names" })?.accepted;

  it("keeps a comma before a legal form in the name", () => {
    expect(names("Sol y Mar, S.L.")).toEqual(["Sol y Mar, S.L."]);
    expect(names("Acme, Inc.")).toEqual(["Acme, Inc."]);
    expect(names("Kontor Nord, GmbH")).toEqual(["Kontor Nord, GmbH"]);
    expect(names("Hoek, B.V., Delta, S.A.")).toEqual(["Hoek, B.V.", "Delta, S.A."]);
    expect(names("Acme, Inc., Globex")).toEqual(["Acme, Inc.", "Globex"]);
  });

  it("splits other commas, and semicolons, tabs and line breaks always", () => {
    expect(names("Acme, Globex")).toEqual(["Acme", "Globex"]);
    expect(names("Acme, Inc.; Sol y Mar, S.L.\tGlobex")).toEqual([
      "Acme, Inc.",
      "Sol y Mar, S.L.",
      "Globex",
    ]);
  });

  it("makes one chip per line of a pasted column of 40, commas and all", () => {
    const column = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0 ? `Firm ${i}, Ltd` : i % 4 === 1 ? `Smith, Jones ${i}` : `Company ${i}`,
    );
    const text = `${column.join("\r\n")}\r\n`;
    expect(holdsSeveral(text, "names")).toBe(true);
    const taken = takeEntries(text, [], { split: "names", maxEntries: 50 });
    expect(taken?.accepted).toEqual(column);
    expect(taken?.note).toBe("40 added.");
    expect(splitNames("Smith, Jones\nAcme")).toEqual(["Smith, Jones", "Acme"]);
  });

  it("gives refused names back separated by semicolons, their commas kept", () => {
    const taken = takeEntries("Acme, Inc.; Sol y Mar, S.L.", [], {
      split: "names",
      validate: () => "No.",
    });
    expect(taken?.draft).toBe("Acme, Inc.; Sol y Mar, S.L.");
  });
});
