import { describe, expect, it } from "vitest";
import { takeEntries } from "./token-entries";

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
});
