import { describe, expect, it } from "vitest";
import { characterCount } from "./character-count";

describe("characterCount", () => {
  it("says how much of the limit is used, and how far past it a text goes", () => {
    expect(characterCount(0, 120)).toBe("0 of 120 characters");
    expect(characterCount(120, 120)).toBe("120 of 120 characters");
    expect(characterCount(121, 120)).toBe("1 character too many (121 of 120)");
    expect(characterCount(300, 120)).toBe("180 characters too many (300 of 120)");
  });
});
