import { z } from "zod";
import { AcceptPartial, UnreadableRow } from "@/lib/core/csv/schema";
import { CursorParam, cursorPage } from "@/lib/core/paging/page";

const DOMAIN = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * "https://www.Acme.io/about" → "acme.io": how a domain is stored and compared. `www.` is taken
 * off only when a domain remains ("www.io" is itself one).
 */
export function normaliseDomain(text: string): string {
  const host =
    text
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, "")
      .split(/[/?#:]/)[0] ?? "";
  return host.replace(/\.$/, "").replace(/^www\.(?=[^.]+\.)/, "");
}

export const DncEmail = z
  .email({ message: "not a valid e-mail address" })
  .max(320)
  .transform((value) => value.toLowerCase());

/**
 * What a domain may be given as: the domain, or a URL of it, with or without `www.`. The one
 * check a domain entry gets, so the document's pattern is exactly the server's: everything it
 * matches normalises to a DOMAIN (schema.test.ts). A scheme is letters only, so `ab.cd://x` reads
 * one way (the host `ab.cd`, then a port-like tail) in the pattern and in normaliseDomain. No
 * lookaround and no flag: JavaScript, Python and the generators of JSON Schema tools read it alike.
 */
export const GIVEN_DOMAIN =
  /^(?:[a-zA-Z]+:\/\/)?(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}\.?(?:[/?#:].*)?$/;

/** Whether a stored domain is one: what normaliseDomain makes of any GIVEN_DOMAIN. */
export const isDomain = (value: string) => DOMAIN.test(value);

export const DncDomain = z
  .string()
  .max(300)
  .regex(GIVEN_DOMAIN, "not a valid domain (e.g. acme.io)")
  .transform(normaliseDomain);

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
