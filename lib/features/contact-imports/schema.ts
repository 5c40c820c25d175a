import { z } from "zod";
import { AcceptPartial, UnreadableRow } from "@/lib/core/csv/schema";
import { suggestColumns } from "@/lib/core/csv/suggest-columns";

/** Client-safe shapes of an import of the account's own contacts (a CSV with column mapping). */

export const MAX_IMPORT_ROWS = 100_000;
export const MAX_IMPORT_BYTES = 10 * 2 ** 20;
/** Rejected rows an answer lists (the count covers all of them). */
export const MAX_REPORTED_REJECTS = 1_000;
/** Longest value a cell may hold (as targeting values: lib/model/targeting/schema.ts). */
export const MAX_CELL_LENGTH = 200;

/**
 * What a column can be imported as, named as in the interface spec where the profile has the
 * field (`organization` and `website` are the company's name and web address).
 */
export const CONTACT_FIELDS = [
  "fn",
  "ln",
  "email",
  "mobile",
  "title",
  "organization",
  "website",
  "country",
  "state",
  "city",
  "industry",
  "department",
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const FIELD_LABELS: Record<ContactField, string> = {
  fn: "First name",
  ln: "Last name",
  email: "E-mail",
  mobile: "Phone",
  title: "Job title",
  organization: "Company",
  website: "Company website",
  country: "Country",
  state: "State or region",
  city: "City",
  industry: "Industry",
  department: "Department",
};

/** Header names each field is suggested for, compared without case, accents, spaces or punctuation. */
const HEADER_NAMES: Record<ContactField, string[]> = {
  fn: ["firstname", "first", "givenname", "forename", "vorname", "prenom", "fn"],
  ln: ["lastname", "last", "surname", "familyname", "nachname", "nom", "ln"],
  email: [
    "email",
    "emailaddress",
    "mail",
    "workemail",
    "businessemail",
    "emailaddresswork",
    "courriel",
  ],
  mobile: [
    "phone",
    "phonenumber",
    "mobile",
    "mobilephone",
    "mobilenumber",
    "mobilephonenumber",
    "cell",
    "cellphone",
    "telephone",
    "tel",
  ],
  title: ["jobtitle", "title", "position", "role", "jobrole"],
  organization: [
    "company",
    "companyname",
    "organization",
    "organisation",
    "organizationname",
    "account",
    "accountname",
    "employer",
    "firma",
    "unternehmen",
    "societe",
    "entreprise",
  ],
  website: ["website", "companywebsite", "domain", "companydomain", "websiteurl", "url", "web"],
  country: ["country", "countryregion", "countryname", "land"],
  state: ["state", "region", "province", "stateregion", "county"],
  city: ["city", "town", "ort", "ville"],
  industry: ["industry", "sector"],
  department: ["department", "team", "function"],
};

/** "+49 (157) 783-14241" or "0049 157…" → "+4915778314241"; null when not an international number. */
export function e164(phone: string): string | null {
  const digits = phone.replace(/[\s().\-/]/g, "").replace(/^00/, "+");
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : null;
}

/**
 * Which column each field comes from, suggested from the header names as HubSpot and Mautic
 * suggest them: a column is taken by the first field that knows its name, each column once.
 */
export const suggestMapping = (headers: readonly string[]): ContactMapping =>
  suggestColumns(headers, CONTACT_FIELDS, HEADER_NAMES);

const Column = z.string().trim().min(1).max(200);

/** Field → the header of the column it is read from; fields left out are not imported. */
export const ContactMapping = z.strictObject(
  Object.fromEntries(
    CONTACT_FIELDS.map((f) => [f, Column.optional().describe(`Column for ${FIELD_LABELS[f]}`)]),
  ) as Record<ContactField, z.ZodOptional<typeof Column>>,
);
export type ContactMapping = Partial<Record<ContactField, string>>;

/** POST /v1/contact/import query: the mapping (suggested from the header when none is given). */
export const ContactImportQuery = ContactMapping.extend({
  firstRow: z.coerce
    .number()
    .int()
    .min(2)
    .max(10_000_000)
    .optional()
    .describe(
      "Row number, in the whole file, of the first data row of this body: a large file sent in parts (each with the header) gets reports that name the file's own rows. Default 2.",
    ),
  acceptPartial: AcceptPartial,
});
export type ContactImportQuery = z.infer<typeof ContactImportQuery>;

export const RejectedRow = z.strictObject({
  row: z
    .int()
    .describe(
      "Line of the file on which the row starts (the header is line 1): the spreadsheet's row number unless a cell above holds a line break",
    ),
  reason: z.string(),
});
export type RejectedRow = z.infer<typeof RejectedRow>;

export const ContactImportReport = z.strictObject({
  mapping: z.record(z.string(), z.string()).describe("The mapping applied: field → column header"),
  rows: z.int().describe("Data rows read"),
  imported: z.int().describe("People saved (added, or updated when imported before)"),
  rejected: z
    .array(RejectedRow)
    .describe(`Rows not imported, with why (the first ${MAX_REPORTED_REJECTS})`),
  rejectedCount: z.int(),
  unreadable: z
    .array(UnreadableRow)
    .describe(
      "Rows that cannot be read (broken quoting, a wrong number of fields, bytes that are not text), left out at the sender's request (acceptPartial=true)",
    ),
  unreadableCount: z.int(),
});
export type ContactImportReport = z.infer<typeof ContactImportReport>;
