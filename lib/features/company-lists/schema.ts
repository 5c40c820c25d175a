import { z } from "zod";
import { AcceptPartial, UnreadableRow } from "@/lib/core/csv/schema";

/** Client-safe shapes of company lists (account-based targeting). */

export const MAX_COMPANY_LIST_ROWS = 10_000;
export const MAX_COMPANY_LIST_BYTES = 2 * 2 ** 20;
/** Unmatched rows an answer lists (the count covers all of them). */
export const MAX_REPORTED_UNMATCHED = 1_000;

export const CompanyListName = z
  .string()
  .max(100, "Use at most 100 characters.")
  .regex(/\S/, "Give the list a name.")
  .trim();

/** POST /v1/company-lists query: the new list's name (the body is the CSV). */
export const CompanyListUploadQuery = z.strictObject({
  name: CompanyListName.describe("The new list's name, as the wizard shows it"),
  acceptPartial: AcceptPartial,
});
export type CompanyListUploadQuery = z.infer<typeof CompanyListUploadQuery>;

export const UnmatchedRow = z.strictObject({
  row: z.int().describe("Line of the file (the header is line 1)"),
  name: z.string().nullable(),
  domain: z.string().nullable(),
  reason: z.string(),
});
export type UnmatchedRow = z.infer<typeof UnmatchedRow>;

export const CompanyListSummary = z.strictObject({
  id: z.string().describe("Use in targeting as `companyLists.include` / `companyLists.exclude`"),
  name: z.string(),
  rows: z.int().describe("Data rows uploaded"),
  matched: z.int().describe("Rows that matched a company in the data at upload"),
  matchRate: z.number().describe("matched / rows, 0 to 1"),
  createdAt: z.string(),
});
export type CompanyListSummary = z.infer<typeof CompanyListSummary>;

/** The upload's answer, and GET /v1/company-lists/:id. */
export const CompanyListReport = CompanyListSummary.extend({
  matchedByDomain: z.int(),
  matchedByName: z.int(),
  people: z.int().describe("Profiles at the matched companies"),
  unmatched: z
    .array(UnmatchedRow)
    .describe(`Rows that matched no company, with why (the first ${MAX_REPORTED_UNMATCHED})`),
  unmatchedCount: z.int(),
});
export type CompanyListReport = z.infer<typeof CompanyListReport>;

/** The upload's answer: the list's report, and the rows of the file that could not be read. */
export const CompanyListUploadReport = CompanyListReport.extend({
  unreadable: z
    .array(UnreadableRow)
    .describe(
      "Rows that cannot be read (broken quoting, a wrong number of fields, bytes that are not text), left out at the sender's request (acceptPartial=true)",
    ),
  unreadableCount: z.int(),
});
export type CompanyListUploadReport = z.infer<typeof CompanyListUploadReport>;

export const CompanyListsAnswer = z.strictObject({ data: z.array(CompanyListSummary) });
export type CompanyListsAnswer = z.infer<typeof CompanyListsAnswer>;
