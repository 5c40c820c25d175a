import { AuditExportQuery, AuditQuery } from "@/lib/features/audit/schema";
import { ChangesQuery } from "@/lib/features/changes/feed";
import { CompanyListUploadQuery } from "@/lib/features/company-lists/schema";
import { ContactImportQuery } from "@/lib/features/contact-imports/schema";
import { DncImportQuery, DncQuery } from "@/lib/features/do-not-contact/schema";
import { ExportQuery, ListItemsQuery } from "@/lib/features/lists/items";
import {
  COMMON_ERRORS,
  CURSOR_EXPIRED,
  idParam,
  json,
  notFound,
  operation,
  problem,
  queryParams,
  ref,
  UNREADABLE_ROWS,
} from "./answers";

/** How every CSV upload is read (docs/api-contract.md, "CSV uploads"). */
const CSV_READING =
  "The file is read as UTF-8 (with or without a BOM), UTF-16 or Windows-1252, its separator (comma, semicolon, tab or pipe) taken from the first line. A row with broken quoting, a number of fields other than the first row's or bytes that are not text is never merged into another: without `acceptPartial=true` the file answers 422 listing each such row by line and saves nothing; with it, the other rows are imported and those listed in `unreadable`.";

const lists = ["Lists"];

/*
 * A file each CSV upload accepts, as the example of its body: what /docs shows and what a
 * contract tool (Schemathesis, the fuzz test) sends, since it cannot draw a CSV from `string`.
 */
const DNC_CSV_EXAMPLE = "email,domain\nsomeone@example.com,\n,acme.io\n";
const CONTACTS_CSV_EXAMPLE =
  "First Name,Last Name,E-mail,Phone,Company,Job Title\nAda,Lovelace,ada@example.com,+44 20 7946 0000,Analytical Engines,Founder\n";
const COMPANIES_CSV_EXAMPLE = "domain,name\nacme.io,Acme\n,Globex Corporation\n";

const csvBody = (example: string) => ({
  required: true,
  content: { "text/csv": { schema: { type: "string" }, example } },
});

/** A download of leads (a list's, a campaign's) in the columns of a preset. */
export function leadsExport(tags: string[], of: string, summary: string, fileName: string) {
  return {
    tags,
    summary,
    parameters: [idParam(of), ...queryParams(ExportQuery)],
    responses: {
      "200": {
        description:
          "One row per lead. CSV cells that would start a formula get a leading ', except phone numbers, which are sent as they are; XLSX cells are all typed text.",
        headers: {
          "Content-Disposition": {
            description: `attachment; filename="${fileName}.csv|xlsx"`,
            required: true,
            schema: { type: "string" },
          },
        },
        content: {
          "text/csv": { schema: { type: "string" } },
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
            schema: { type: "string", contentEncoding: "binary" },
          },
        },
      },
      ...COMMON_ERRORS,
      ...notFound(of),
    },
  };
}

/** The lists campaigns save to: a page of leads, and the export. */
function listPaths() {
  return {
    "/v1/lists": {
      get: operation("Lists", { tags: lists, summary: "The account's lists, by name" }),
    },
    "/v1/lists/{id}": {
      get: operation("ListPage", {
        tags: lists,
        summary:
          "A list and one page of its leads, newest first; `q` searches name, title, company and place",
        id: "list",
        query: ListItemsQuery,
        errors: notFound("list"),
      }),
    },
    "/v1/lists/{id}/export": {
      get: leadsExport(
        lists,
        "list",
        "The list as CSV (UTF-8 with a BOM) or XLSX (text cells): one row per lead, in the columns of a preset",
        "<list name>[ (CRM)]",
      ),
    },
    "/v1/lists/{id}/changes": {
      get: operation("ChangesPage", {
        tags: lists,
        summary: FEED_SUMMARY(
          "list",
          "joined (a campaign saved them here), left (removed, their own contact deleted or erased)",
        ),
        id: "list",
        query: ChangesQuery,
        errors: { ...notFound("list"), "410": CURSOR_EXPIRED },
      }),
    },
    ...watchPaths(lists, "list", "WatchInput"),
    "/v1/lists/{id}/reverify": {
      post: operation("ReverifyAccepted", {
        tags: lists,
        summary:
          "Queues a re-verification of the list's e-mail addresses (the verification engine's SMTP probe), the least recently verified first, at most `maxAddresses`: each gets its verdict and `lastVerifiedAt` (the items' `freshness`); an address found `invalid` is no longer delivered nor exported. Then the account's data providers are asked again about the list's people it imported itself, at most `maxProviderCalls` calls (the rest are reported as left): a changed employer or title, or a new address or number, is written to the person. Every change is reported as `contact.changed` and in the change feeds of the lists and campaigns that watch the person",
        id: "list",
        body: "ReverifyInput",
        status: "202",
        errors: notFound("list"),
      }),
    },
  };
}

/** The summary of a change feed's route. */
export const FEED_SUMMARY = (of: string, moves: string) =>
  `The ${of}'s change feed, oldest first: ${moves}, changed (a watched person's employer, title, e-mail or mobile, with old and new values) and opted_out. Entries are numbered 1, 2, 3… in the order they committed; a reader that resumes from any cursor (\`nextCursor\`, \`resumeCursor\` or an entry's \`cursor\`) neither skips nor repeats an entry. Poll with \`resumeCursor\` for what came since. Entries are kept CHANGE_FEED_RETENTION_DAYS (default 90): a cursor standing before the kept ones answers 410 \`cursor_expired\`, read again without a cursor`;

/** GET, PUT and DELETE of a list's or campaign's watch. */
export function watchPaths(tags: string[], of: "list" | "campaign", body?: "WatchInput") {
  const what = of === "list" ? "the list's people" : "the campaign's delivered leads";
  return {
    [`/v1/${of}s/{id}/watch`]: {
      get: operation("WatchState", {
        tags,
        summary: `Whether the account watches ${what}`,
        id: of,
        errors: notFound(of),
      }),
      put: operation("WatchState", {
        tags,
        summary: `Watches ${what}: a change of one's employer, title, e-mail or mobile (an import, a re-verification) is one \`contact.changed\` event and a \`changed\` entry of the change feed. Watching twice changes nothing${body ? ". The body may schedule a refresh: the list re-verified every `refreshEveryDays` days, at most `refreshBudget` addresses a run, as POST /v1/lists/{id}/reverify does" : ""}`,
        id: of,
        ...(body ? { body, bodyOptional: true as const } : {}),
        errors: notFound(of),
      }),
      delete: operation("WatchState", {
        tags,
        summary: `Stops watching ${what}`,
        id: of,
        errors: notFound(of),
      }),
    },
  };
}

/** The do-not-contact list: entries by JSON, or a CSV upload. */
function doNotContactPaths() {
  return {
    "/v1/suppressions": {
      get: operation("DncPage", {
        tags: ["Do-not-contact"],
        summary:
          "The account's do-not-contact list (e-mail addresses, domains and phone numbers in E.164), newest first",
        query: DncQuery,
      }),
      post: operation("DncChange", {
        tags: ["Do-not-contact"],
        summary:
          "Adds entries: campaigns and enrichment never deliver nor charge, and list exports leave out, a person whose address, mobile number, address domain or company domain is listed (results and webhooks name them in `withheld`). A `phone` is stored in E.164: give it with its country code (+…), or with the `country` of a national number",
        body: "DncEntries",
      }),
      delete: operation("DncChange", {
        tags: ["Do-not-contact"],
        summary: "Removes entries (those not listed are ignored)",
        body: "DncEntries",
      }),
    },
    "/v1/suppressions/import": {
      post: {
        tags: ["Do-not-contact"],
        summary: `Adds a CSV (body, text/csv, up to 10 MB and 100,000 rows): a header naming an \`email\`, \`domain\` and/or \`phone\` column, or one column without header (addresses hold an @, phone numbers are digits and punctuation, the rest are domains). Phone numbers without their country code are read in \`country\`. Invalid rows are reported with their values as the file held them, the rest added; a file that cannot be read changes nothing. ${CSV_READING}`,
        parameters: queryParams(DncImportQuery),
        requestBody: csvBody(DNC_CSV_EXAMPLE),
        responses: {
          "200": { description: "OK", ...json(ref("DncImportReport")) },
          ...COMMON_ERRORS,
          ...UNREADABLE_ROWS,
        },
      },
    },
    "/v1/contact/import": {
      post: {
        tags: ["Own contacts"],
        summary: `Imports the account's own contacts from a CSV (body, text/csv, a header row, up to 10 MB and 100,000 rows). The query maps fields to column headers (\`email=E-mail&fn=First%20Name\`…); without one, the mapping is suggested from the header names (First Name, Last Name, E-mail, Phone, Company, Job Title, Country…). Every row needs an e-mail address or a phone number with its country code. Rows that cannot be imported are reported by their row number; the rest are saved. The people belong to the importing account alone: they join its estimate, search, enrichment and campaigns, and no other account's. The same person imported again (same e-mail, else phone) is updated, not added twice, so repeating an import is safe. A file that cannot be read, or a mapping without an e-mail or phone column, changes nothing. ${CSV_READING}`,
        parameters: queryParams(ContactImportQuery),
        requestBody: csvBody(CONTACTS_CSV_EXAMPLE),
        responses: {
          "200": { description: "OK", ...json(ref("ContactImportReport")) },
          ...COMMON_ERRORS,
          ...UNREADABLE_ROWS,
        },
      },
    },
  };
}

/** Company lists (ABM): CSV uploads matched to companies. */
function companyListPaths() {
  return {
    "/v1/company-lists": {
      get: operation("CompanyLists", {
        tags: ["Company lists"],
        summary: "The account's company lists, newest first, with their match rates",
      }),
      post: {
        tags: ["Company lists"],
        summary: `Saves a CSV (body, text/csv, up to 2 MB and 10,000 rows) of company domains and/or names as a new list: a header naming a \`domain\` (or \`website\`) and/or a \`name\` (or \`company\`) column, or one column without header. Each row matches a company by its domain first, then by its name (case, punctuation and legal forms such as Inc or GmbH ignored). The answer gives the match rate and the unmatched rows. A file that cannot be read (no such column, too large, not text, a cell a spreadsheet would run as a formula) is refused and nothing is saved. ${CSV_READING}`,
        parameters: queryParams(CompanyListUploadQuery),
        requestBody: csvBody(COMPANIES_CSV_EXAMPLE),
        responses: {
          "200": { description: "OK", ...json(ref("CompanyListUploadReport")) },
          ...COMMON_ERRORS,
          ...UNREADABLE_ROWS,
        },
      },
    },
    "/v1/company-lists/{id}": {
      get: operation("CompanyListReport", {
        tags: ["Company lists"],
        summary: "A company list: its match rate, the people it reaches and its unmatched rows",
        id: "company list",
        errors: notFound("company list"),
      }),
      delete: operation("CompanyListDeleted", {
        tags: ["Company lists"],
        summary: "Deletes a company list (409 while a draft, active or paused campaign uses it)",
        id: "company list",
        errors: {
          ...notFound("company list"),
          "409": problem("conflict: campaigns that may still deliver target with the list"),
        },
      }),
    },
  };
}

/** The audit log: who did what, when and from where. */
function auditPaths() {
  return {
    "/v1/audit-events": {
      get: operation("AuditEventPage", {
        tags: ["Audit log"],
        summary:
          "The account's audit log, newest first: each security- or money-relevant act (sign-ins, keys, provider keys, campaign launches and pauses, exports, do-not-contact and company-list changes…) with its actor, time, client address, target and a summary of the change. Filter by `action`, `actor` (a user id or e-mail, or an API key id) and a time range (`from` inclusive, `to` exclusive). The log is append-only and kept for the operator's retention period",
        query: AuditQuery,
      }),
    },
    "/v1/audit-events/export": {
      get: {
        tags: ["Audit log"],
        summary:
          "The audit events the filters select, newest first, as CSV (every matching event; cells that would start a formula get a leading '). The export is itself recorded",
        parameters: queryParams(AuditExportQuery),
        responses: {
          "200": {
            description:
              "CSV: at, action, actorType, actorId, actor, address, targetType, targetId, summary (JSON)",
            headers: {
              "Content-Disposition": {
                description: 'attachment; filename="audit log.csv"',
                required: true,
                schema: { type: "string" },
              },
            },
            content: { "text/csv": { schema: { type: "string" } } },
          },
          ...COMMON_ERRORS,
        },
      },
    },
  };
}

/** The document's paths for the account's lists, do-not-contact list, company lists and usage. */
export function accountPaths() {
  return {
    ...listPaths(),
    ...doNotContactPaths(),
    ...companyListPaths(),
    ...auditPaths(),
    "/v1/usage": {
      get: operation("Usage", {
        tags: ["Account"],
        summary: "The four counters and the data providers asked today",
      }),
    },
  };
}
