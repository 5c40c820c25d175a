import { type CountryCode, getCountries, parsePhoneNumberFromString } from "libphonenumber-js/max";
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

/** ISO 3166-1 alpha-2 codes libphonenumber-js knows: the country of a national number. */
export const PHONE_COUNTRIES = getCountries() as [CountryCode, ...CountryCode[]];
export const PhoneCountry = z
  .enum(PHONE_COUNTRIES)
  .describe("The country of a number written without its country code (ISO 3166-1 alpha-2)");

/** Punctuation a number may be written with: "+49 (160) 0464-0056", "+33 6.12.34.00.30". */
const PHONE_PUNCTUATION = /[\s()./-]/g;

/**
 * "+49 160 0464 0056", "0049 160…", or "0160 04640056" with `DE` → "+4916004640056": how a
 * phone number is stored and compared (E.164, as profiles hold mobiles). A number without its
 * country code needs `country` and must be valid there; one with it is read by its country's
 * plan ("+49 (0)160…" loses the 0), else kept as its digits. Null when it is no phone number.
 */
export function normalisePhone(text: string, country?: CountryCode): string | null {
  const trimmed = text.trim();
  // "00" is the international prefix of most of the world; a given country's own is its plan's.
  const given = !country && trimmed.startsWith("00") ? `+${trimmed.slice(2)}` : trimmed;
  const parsed = parsePhoneNumberFromString(given, country);
  if (parsed?.isValid()) return parsed.number;
  const digits = given.replace(PHONE_PUNCTUATION, "");
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : null;
}

export type DncKind = "email" | "domain" | "phone";

/** What a value typed or read without a label is: an address holds an @, a number is digits and punctuation. */
export function kindOfText(text: string): DncKind {
  if (text.includes("@")) return "email";
  return /^\+?[\d\s()./-]+$/.test(text.trim()) ? "phone" : "domain";
}

/**
 * A number in international form as the API takes it: +, the country code and 7 to 15 digits in
 * all, spaces and ( ) . / - between them. Each such number normalises (normalisePhone).
 */
const INTERNATIONAL_PHONE = /^\+[1-9](?:[ ()./-]*\d){6,14}[ ()./-]*$/;

/** A phone number with its country code, stored in E.164. */
export const DncPhone = z
  .string()
  .max(40)
  .regex(INTERNATIONAL_PHONE, "not a phone number with its country code (e.g. +4916004640056)")
  .transform((value) => normalisePhone(value) ?? value);

export const DncEntryInput = z.union([
  z.strictObject({ email: DncEmail }),
  z.strictObject({ domain: DncDomain }),
  z.strictObject({ phone: DncPhone }),
]);
export type DncEntryInput = z.input<typeof DncEntryInput>;

/**
 * One entry as typed in the settings form: an address (holds an @), a phone number (digits and
 * punctuation; without its country code, read in `country`) or a domain. A phone number that is
 * none comes back as a sentence; the rest are for DncEntryInput to judge.
 */
export function typedEntry(
  typed: string,
  country: CountryCode | undefined,
): DncEntryInput | { refused: string } {
  const text = typed.trim();
  const kind = kindOfText(text);
  if (kind === "email") return { email: text };
  if (kind === "domain") return { domain: text };
  const phone = normalisePhone(text, country);
  if (phone) return { phone };
  return {
    refused:
      country || text.startsWith("+") || text.startsWith("00")
        ? "not a valid phone number"
        : "not a phone number with its country code (+…): choose the country of national numbers",
  };
}

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
  kind: z.enum(["email", "domain", "phone"] satisfies DncKind[]),
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
export const DncImportQuery = z.strictObject({
  acceptPartial: AcceptPartial,
  country: PhoneCountry.optional().describe(
    "The country of phone numbers written without their country code (ISO 3166-1 alpha-2, e.g. DE)",
  ),
});
export type DncImportQuery = z.output<typeof DncImportQuery>;

export const DncImportReport = z.strictObject({
  rows: z.int().describe("Data rows read"),
  added: z.int(),
  existing: z.int(),
  errors: z
    .array(
      z.strictObject({
        row: z.int(),
        value: z.string().describe("The cell as the file held it"),
        message: z.string(),
      }),
    )
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
