import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { TITLE_WORDS_SQL } from "./sql";
import { titleWords } from "./words";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];

beforeAll(async () => {
  ({ db } = await createTestDb());
});

/** PostgreSQL's words of each title, through the very expression the SQL backend filters with. */
async function sqlWords(titles: string[]): Promise<string[][]> {
  const rows = await db.execute<{ words: string[] }>(sql`
    select coalesce(array_remove(${TITLE_WORDS_SQL}, ''), '{}') as words
    from unnest(${sql.param(titles)}::text[]) with ordinality as ${profiles}(title, n)
    order by n`);
  return rows.map((r) => r.words);
}

describe("title words", () => {
  it("folds ASCII case and splits on ASCII punctuation, keeping other letters", () => {
    expect(titleWords("Co-Founder & CEO")).toEqual(["co", "founder", "ceo"]);
    expect(titleWords("VP, Sales (EMEA)")).toEqual(["vp", "sales", "emea"]);
    expect(titleWords("Directeur Général")).toEqual(["directeur", "général"]);
    expect(titleWords("  ")).toEqual([]);
  });

  it("agrees with the SQL expression on known titles", async () => {
    const titles = [
      "Co-Founder & CEO",
      "Sr. Software Engineer II",
      "Head of R&D",
      "Geschäftsführer",
      "x_y/z",
    ];
    expect(await sqlWords(titles)).toEqual(titles.map(titleWords));
  });

  it("agrees with the SQL expression on random text, Unicode included", async () => {
    const text = fc.string({
      unit: fc.constantFrom(...Array.from("aZ09 -_&./,()'\"\tÉéßİıK€🙂ü:;[]{}|~")),
      maxLength: 30,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 50 }), async (titles) => {
        expect(await sqlWords(titles)).toEqual(titles.map(titleWords));
      }),
      { numRuns: 40 },
    );
  });
});
