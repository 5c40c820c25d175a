import { describe, expect, it } from "vitest";
import { shortName, spreadSeqs } from "./sample";

function bitsOf(seqs: number[], words = 8): Uint32Array {
  const bits = new Uint32Array(words);
  for (const s of seqs) bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
  return bits;
}

describe("spreadSeqs", () => {
  it("takes members at evenly spaced ranks across the whole set, in seq order", () => {
    const members = Array.from({ length: 100 }, (_, i) => i * 2 + 1);
    const picked = spreadSeqs(bitsOf(members), 10);
    expect(picked).toHaveLength(10);
    expect(picked.every((s) => members.includes(s))).toBe(true);
    expect(picked).toEqual([...picked].sort((a, b) => a - b));
    // One from each tenth of the set, not the first ten.
    expect(picked.map((s) => Math.floor(members.indexOf(s) / 10))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it("takes every member of a set smaller than the size, and nothing from an empty one", () => {
    expect(spreadSeqs(bitsOf([3, 31, 32, 200]), 10)).toEqual([3, 31, 32, 200]);
    expect(spreadSeqs(bitsOf([]), 10)).toEqual([]);
  });
});

describe("shortName", () => {
  it("gives the first name and the last name's initial", () => {
    expect(shortName("Jane", "doe")).toBe("Jane D.");
    expect(shortName("Zoë", "Ørsted")).toBe("Zoë Ø.");
    expect(shortName(" Ana ", null)).toBe("Ana");
    expect(shortName(null, "Smith")).toBe("S.");
    expect(shortName(null, null)).toBe("(no name)");
  });
});
