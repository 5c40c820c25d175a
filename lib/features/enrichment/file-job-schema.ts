import { z } from "zod";
import { suggestColumns } from "@/lib/core/csv/suggest-columns";
import { checkedBy } from "@/lib/core/semantic-rules";
import { WebhookUrl } from "@/lib/engines/webhooks/url";

/*
 * Client-safe shapes of an enrichment job: a whole file enriched in the background
 * (docs/api-contract.md "Enrichment jobs"), shared by the route, the page and the OpenAPI
 * document.
 */

export const MAX_FILE_JOB_ROWS = 100_000;
export const MAX_FILE_JOB_BYTES = 50_000_000;

/** What a column can identify a person by (docs/api-contract.md "Identifying a person"). */
export const IDENTIFIER_FIELDS = [
  "email",
  "fn",
  "ln",
  "organization",
  "domain",
  "SourceUrl",
  "SourceUsername",
  "id",
] as const;
export type IdentifierField = (typeof IDENTIFIER_FIELDS)[number];

export const IDENTIFIER_LABELS: Record<IdentifierField, string> = {
  email: "E-mail",
  fn: "First name",
  ln: "Last name",
  organization: "Company name",
  domain: "Company domain or website",
  SourceUrl: "Profile URL",
  SourceUsername: "Profile username",
  id: "Leadwise id",
};

/** Header names each field is suggested for, compared without case, accents, spaces or punctuation. */
const HEADER_NAMES: Record<IdentifierField, string[]> = {
  email: ["email", "emailaddress", "mail", "workemail", "businessemail", "courriel"],
  fn: ["firstname", "first", "givenname", "forename", "vorname", "prenom", "fn"],
  ln: ["lastname", "last", "surname", "familyname", "nachname", "nom", "ln"],
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
  domain: ["domain", "companydomain", "website", "companywebsite", "websiteurl", "web", "url"],
  SourceUrl: ["profileurl", "linkedin", "linkedinurl", "linkedinprofile", "sourceurl", "profile"],
  SourceUsername: ["username", "handle", "sourceusername", "linkedinusername"],
  id: ["leadwiseid", "profileid", "id"],
};

/** Which column each field is read from, suggested from the header names, each column once. */
export const suggestFileMapping = (headers: readonly string[]): FileJobMapping =>
  suggestColumns(headers, IDENTIFIER_FIELDS, HEADER_NAMES);

const Column = z.string().trim().min(1).max(200);

/** Field → the header of the column it is read from. */
export const FileJobMapping = z.strictObject(
  Object.fromEntries(
    IDENTIFIER_FIELDS.map((f) => [
      f,
      Column.optional().describe(`Column for ${IDENTIFIER_LABELS[f]}`),
    ]),
  ) as Record<IdentifierField, z.ZodOptional<typeof Column>>,
);
export type FileJobMapping = Partial<Record<IdentifierField, string>>;

const Flag = z
  .enum(["true", "false"])
  .transform((v) => v === "true")
  .optional();
const Ceiling = z.coerce.number().int().min(0).max(10_000_000).optional();

/**
 * The options of POST /v1/enrichment-jobs, as query parameters (a text/csv body) or as form
 * fields beside the file (multipart): the mapping (`column.<field>`), what to find, the
 * ceiling per allowance, a webhook and a name.
 */
export const FileJobQueryObject = z.strictObject({
  ...Object.fromEntries(
    IDENTIFIER_FIELDS.map((f) => [
      `column.${f}`,
      Column.optional().describe(
        `Header of the column holding ${IDENTIFIER_LABELS[f]}; suggested from the headers when no column.* is given`,
      ),
    ]),
  ),
  email: Flag.describe("Find an e-mail address per row (default true; 1 email unit each)"),
  mobile: Flag.describe("Find a mobile number per row (default false; 1 mobile unit each)"),
  providers: Flag.describe(
    "Let the account's external data providers be asked for what local data lacks (default true)",
  ),
  "ceiling.api": Ceiling.describe("Most api units the job may spend (default: one per row)"),
  "ceiling.email": Ceiling.describe(
    "Most email units the job may spend (default: one per row when e-mail is wanted)",
  ),
  "ceiling.mobile": Ceiling.describe(
    "Most mobile units the job may spend (default: one per row when mobile is wanted)",
  ),
  // Domain code checks the host (webhook-target).
  webhookUrl: checkedBy(
    WebhookUrl.optional().describe(
      "Where `enrichment_job.completed` is POSTed, signed (Standard Webhooks): https, or http to a public address (semantic rule `webhook-target`)",
    ),
    "webhook-target",
  ),
  name: z.string().trim().min(1).max(200).optional().describe("A label for the job"),
});
/** FileJobQueryObject with its output typed (zod cannot type keys built from a list). */
export const FileJobQuery = FileJobQueryObject as unknown as z.ZodType<FileJobQueryOut>;

export interface FileJobQueryOut {
  [column: `column.${string}`]: string | undefined;
  email?: boolean;
  mobile?: boolean;
  providers?: boolean;
  "ceiling.api"?: number;
  "ceiling.email"?: number;
  "ceiling.mobile"?: number;
  webhookUrl?: string;
  name?: string;
}

export const Spend = z.strictObject({
  api: z.int(),
  email: z.int(),
  mobile: z.int(),
});
export type Spend = z.infer<typeof Spend>;

export const AllowanceShortfall = z.strictObject({
  counter: z.enum(["api", "email", "mobile"]),
  ceiling: z.int().describe("What the job may spend of it"),
  available: z.int().describe("What today's allowance and the credits leave of it now"),
  reason: z.enum(["daily_limit_reached", "out_of_credits"]),
});

/** What a job may ask one of the account's external providers, said before it starts. */
export const ProviderCeiling = z.strictObject({
  provider: z.string().describe("The provider's id, as in GET /v1/usage"),
  label: z.string(),
  calls: z
    .int()
    .describe(
      "Most rows the job can ask it about: one call each (an answer cached from earlier costs none), never past its daily budget left today",
    ),
  dailyBudget: z.int().nullable().describe("Calls a day the account allows it; null: no limit"),
  budgetRemaining: z.int().nullable().describe("Calls left today under that budget"),
});
export type ProviderCeiling = z.infer<typeof ProviderCeiling>;

const ProviderCeilings = z
  .array(ProviderCeiling)
  .describe(
    "The account's external providers in the order they are asked, with the most each may be asked: empty when `providers=false` or the account has none",
  );

export const FileJobAccepted = z.strictObject({
  id: z.string(),
  status: z.literal("running"),
  rows: z.int().describe("Data rows of the file, unreadable ones included"),
  unreadable: z.int().describe("Rows that could not be read: marked failed in the result"),
  mapping: z.record(z.string(), z.string()).describe("The mapping applied: field → column"),
  ceiling: Spend.describe("Most the job spends per allowance: it never passes these"),
  shortfall: z
    .array(AllowanceShortfall)
    .describe(
      "Allowances that cannot pay the whole ceiling today: the job pauses when one runs out (`paused`, pauseReason `allowance`), resumable the next day or with credits",
    ),
  providerCeilings: ProviderCeilings,
});
export type FileJobAccepted = z.infer<typeof FileJobAccepted>;

export const FileJobProgress = z.strictObject({
  id: z.string(),
  name: z.string(),
  status: z.enum(["running", "paused", "cancelled", "completed"]),
  pauseReason: z
    .string()
    .nullable()
    .describe(
      "`ceiling`, or `allowance:<counter>:<daily_limit_reached|out_of_credits|member_limit_reached>` (member_limit_reached: the daily cap of the member who started the job)",
    ),
  rows: z.int(),
  rowsDone: z.int(),
  rowsLeft: z.int(),
  matched: z.int(),
  found: z.strictObject({ email: z.int(), mobile: z.int() }),
  spent: Spend,
  ceiling: Spend,
  rowsPerSecond: z.number().describe("Rows finished per second since the job started"),
  secondsLeft: z.number().nullable().describe("At that rate; null until a row is done"),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().describe("When the job and its result are deleted"),
});
export type FileJobProgress = z.infer<typeof FileJobProgress>;

export const FileJobResultQuery = z.strictObject({
  format: z.enum(["csv", "xlsx"]).default("csv"),
});

/** The columns the result adds after the file's own, in order. */
export const RESULT_COLUMNS = [
  "leadwise_status",
  "leadwise_reason",
  "leadwise_confidence",
  "leadwise_profile_id",
  "leadwise_first_name",
  "leadwise_last_name",
  "leadwise_title",
  "leadwise_company",
  "leadwise_company_website",
  "leadwise_country",
  "leadwise_city",
  "leadwise_profile_url",
  "leadwise_email",
  "leadwise_email_source",
  "leadwise_email_verification",
  "leadwise_mobile",
  "leadwise_mobile_source",
] as const;
export type ResultColumn = (typeof RESULT_COLUMNS)[number];

export const ResumeRequest = z.strictObject({
  ceiling: z
    .strictObject({
      api: z.int().min(0).max(10_000_000).optional(),
      email: z.int().min(0).max(10_000_000).optional(),
      mobile: z.int().min(0).max(10_000_000).optional(),
    })
    .optional()
    .describe("New ceilings; each only raises the job's"),
});

export const FilePreview = z.strictObject({
  columns: z.array(z.string()).describe("The file's header row"),
  encoding: z.string().describe("As detected: utf-8, utf-16le, utf-16be or windows-1252"),
  delimiter: z.string().describe("As detected from the first line"),
  rows: z.int().describe("Data rows, unreadable ones included"),
  unreadable: z.int(),
  mapping: z.record(z.string(), z.string()).describe("The mapping that would apply"),
  sample: z
    .array(
      z.strictObject({
        line: z.int(),
        cells: z.array(z.string()),
        identifiedBy: z
          .string()
          .nullable()
          .describe("What the row would be matched by (`email`, `fn + ln + organization`, …)"),
        problem: z.string().nullable().describe("Why the row cannot be matched, if so"),
      }),
    )
    .describe("The first rows as they will be matched"),
  estimate: z
    .strictObject({
      sampled: z.int(),
      matched: z.int(),
      expectedMatches: z.int().describe("matched/sampled of the readable rows"),
    })
    .describe("Matches among up to 200 rows taken across the file, before any data provider"),
  ceiling: Spend,
  shortfall: z.array(AllowanceShortfall),
  providerCeilings: ProviderCeilings,
});
export type FilePreview = z.infer<typeof FilePreview>;

/** The body of the signed `enrichment_job.completed` delivery. */
export const FileJobCompleted = z.strictObject({
  type: z.literal("enrichment_job.completed"),
  id: z.string().describe("The job's id"),
  data: FileJobProgress,
});
