import { z } from "zod";
import { AcceptPartial, UnreadableRow } from "@/lib/core/csv/schema";
import { CursorParam, cursorPage } from "@/lib/core/paging/page";
import { ruleParams } from "@/lib/core/semantic-rules";

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** "https://www.Acme.io/about" → "acme.io": how a domain is stored and compared. */
export function normaliseDomain(text: string): string {
  const host =
    text
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, "")
      .split(/[/?#:]/)[0] ?? "";
  return host.replace(/^www\./, "").replace(/\.$/, "");
}

export const DncEmail = z
  .email({ message: "not a valid e-mail address" })
  .max(320)
  .transform((value) => value.toLowerCase());

/** What a domain may be given as: the domain, or a URL of it, with or without `www.`. */
const GIVEN_DOMAIN =
  /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:\/\/)?([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}\.?(?:[/?#:].*)?$/;

// What the server reduces a given domain to must still be a domain ("www.io" is not): a rule
// the document names (the refinement is tagged with it), beside the pattern it states.
export const DncDomain = z
  .string()
  .max(300)
  .regex(GIVEN_DOMAIN, "not a valid domain (e.g. acme.io)")
  .transform(normaliseDomain)
  .refine((value) => DOMAIN.test(value), {
    message: "not a valid domain (e.g. acme.io)",
    ...ruleParams("invalid-contact-entry"),
  });

export const DncEntryInput = z.union([
  z.strictObject({ email: DncEmail }),
  z.strictObject({ domain: DncDomain }),
]);
export type DncEntryInput = z.input<typeof DncEntryInput>;

/** POST and DELETE /v1/suppressions body. */
export const DncEntries = z.strictObject({
  entries: z
    .array(DncEntryInput)
    .min(1)
    .max(1000, "Send at most 1,000 entries per request (upload a CSV in Settings for more)."),
  reason: z.string().max(200).trim().optional().describe("Kept with each new entry"),
});
export type DncEntries = z.input<typeof DncEntries>;

export const DncEntry = z.strictObject({
  id: z.string(),
  kind: z.enum(["email", "domain"]),
  value: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type DncEntry = z.infer<typeof DncEntry>;

export const DncQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  cursor: CursorParam,
});
export type DncQuery = z.input<typeof DncQuery>;

export const DncPage = cursorPage(DncEntry).extend({
  total: z.int().describe("Entries on the account's list"),
});
export type DncPage = z.infer<typeof DncPage>;

export const DncChange = z.strictObject({
  added: z.int().optional(),
  existing: z.int().optional().describe("Already on the list (left as they were)"),
  removed: z.int().optional(),
});
export type DncChange = z.infer<typeof DncChange>;

/** POST /v1/suppressions/import query (the body is the CSV). */
export const DncImportQuery = z.strictObject({ acceptPartial: AcceptPartial });
export type DncImportQuery = z.infer<typeof DncImportQuery>;

export const DncImportReport = z.strictObject({
  rows: z.int().describe("Data rows read"),
  added: z.int(),
  existing: z.int(),
  errors: z
    .array(z.strictObject({ row: z.int(), value: z.string(), message: z.string() }))
    .describe("Rows not added, with why (the first 1,000)"),
  errorCount: z.int(),
  unreadable: z
    .array(UnreadableRow)
    .describe(
      "Rows that cannot be read (broken quoting, a wrong number of fields, bytes that are not text), left out at the sender's request (acceptPartial=true)",
    ),
  unreadableCount: z.int(),
});
export type DncImportReport = z.infer<typeof DncImportReport>;

/** A value that a spreadsheet would run as a formula, shown inert (=, +, -, @, tab, CR). */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
