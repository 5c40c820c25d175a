import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { bumpDataVersion } from "@/lib/core/sql/data-version";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import type { SeqSet } from "./bitmap";
import { warmUpPlans } from "./counting-warm-up";
import { refreshAudienceIndex } from "./index-store";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];

beforeAll(async () => {
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 2_000, seed: 7 });
  await bumpDataVersion(db);
});

describe("the warm-up of a fresh process's counting code", () => {
  it("runs every kind of clause, negated and not, over dense bitmaps and sparse lists", async () => {
    const ix = await refreshAudienceIndex(db);
    const clauses = warmUpPlans(ix).flatMap((p) => p.clauses);
    const kinds = new Set(clauses.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(["anyOf", "array", "flag", "lexemes", "range", "words"]);
    const negations = new Set(clauses.map((c) => ("negate" in c ? c.negate : undefined)));
    expect(negations).toEqual(new Set([true, false, undefined]));
    expect(clauses.some((c) => c.kind === "range" && c.max !== null)).toBe(true);
    expect(clauses.some((c) => c.kind === "array" && c.mode === "all")).toBe(true);

    // The sets those clauses read: both representations must have been met.
    const sets: SeqSet[] = clauses
      .flatMap((c) => {
        if (c.kind === "anyOf")
          return c.terms.flatMap((t) => t.values.map((v) => ix.values[t.field].get(v)));
        if (c.kind === "array") return c.values.map((v) => ix.arrays[c.field].get(v));
        if (c.kind === "words") return c.phrases.flat().map((w) => ix.titleWords.get(w));
        if (c.kind === "lexemes") return c.lexemes.map((l) => ix.lexemes.get(l));
        return [];
      })
      .filter((s): s is SeqSet => s !== undefined);
    expect(sets.some((s) => s.dense !== null)).toBe(true);
    expect(sets.some((s) => s.sparse !== null && s.count > 0)).toBe(true);
  });
});
