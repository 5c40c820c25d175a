import { z } from "zod";

/** Unreadable rows an answer lists (its count covers all of them). */
export const MAX_LISTED_UNREADABLE = 1_000;

/** A row of a file that cannot be read as a row of the table, and why, in plain words. */
export const UnreadableRow = z.strictObject({
  line: z.int().describe("Line of the file on which the row starts, as a text editor numbers it"),
  reason: z.string(),
});
export type UnreadableRow = z.infer<typeof UnreadableRow>;

/** What a file held that cannot be imported as it is: the 422 of an import, its problem members. */
export const UnreadableReport = z.strictObject({
  goodRows: z.int().describe("Data rows that can be read and would be imported"),
  unreadable: z
    .array(UnreadableRow)
    .describe(`The rows that cannot be read (the first ${MAX_LISTED_UNREADABLE})`),
  unreadableCount: z.int(),
});
export type UnreadableReport = z.infer<typeof UnreadableReport>;

/** The query flag of every CSV import: import the good rows of a file that has unreadable ones. */
export const AcceptPartial = z
  .enum(["true", "false"])
  .transform((v) => v === "true")
  .optional()
  .describe(
    "`true` imports the rows that can be read when some cannot (each listed in the answer's `unreadable`); without it, such a file answers 422 with the list and saves nothing",
  );
