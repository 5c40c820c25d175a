import { FileJobQueryObject, FileJobResultQuery } from "@/lib/features/enrichment/file-job-schema";
import {
  allowanceHeaders,
  COMMON_ERRORS,
  idParam,
  json,
  notFound,
  operation,
  problem,
  queryParams,
  ref,
} from "./answers";

const tags = ["Enrichment jobs"];

const FILE_EXAMPLE =
  "First Name;Last Name;Company;E-mail\nAda;Lovelace;Analytical Engines;ada@example.com\n";

const upload = {
  required: true,
  description:
    "The CSV as the body (text/csv, options in the query), or a multipart form (API keys only) with the file as its `file` field and the options as its other fields, named as the query parameters.",
  content: {
    "text/csv": { schema: { type: "string" }, example: FILE_EXAMPLE },
    "multipart/form-data": {
      schema: {
        type: "object",
        required: ["file"],
        properties: { file: { type: "string", contentEncoding: "binary" } },
        additionalProperties: { type: "string" },
      },
    },
  },
};

const FILE_ERRORS = {
  "413": problem(
    "payload_too_large: the file is larger than 50 MB, or has more than 100,000 rows (`maxRows`)",
  ),
};

const READING =
  "An Excel workbook (.xlsx, recognised by its content, in either form of upload) is read as a stream, its first sheet's cells as the text they show (a formula's result), blank rows left out. A CSV is read as UTF-8 (with or without a BOM), UTF-16 or Windows-1252, its separator (comma, semicolon, tab or pipe) taken from the first line, its first row the header. A row that cannot be read (broken quoting, a number of fields other than the header's, bytes that are not text) is kept and marked `failed` in the result, with its line and why.";

const WRONG_STATE = problem("conflict: the job's status does not allow this (`jobStatus`)");

/** The document's paths for enrichment jobs: a whole file enriched in the background. */
export function fileJobPaths() {
  return {
    "/v1/enrichment-jobs": {
      post: {
        tags,
        summary: `Enriches a whole file (up to 50 MB and 100,000 rows) as one job in the background. Columns are mapped to what identifies a person with \`column.<field>\` (\`column.email=E-mail\`, \`column.fn=First%20Name\`…), else suggested from the header names. Each row is matched by its Leadwise id, e-mail, profile URL or username, else first and last name at a company (name or domain). A row costs only what it found: 1 api for a match, 1 email for an address delivered, 1 mobile for a number; never more than the ceiling per allowance, which defaults to one per row. \`shortfall\` says which allowances cannot pay the whole ceiling today: the job then pauses when one runs out, and resumes by itself once it can pay (the next day, or with credits). ${READING}`,
        parameters: queryParams(FileJobQueryObject),
        requestBody: upload,
        responses: {
          "202": {
            description: "Accepted; poll GET /v1/enrichment-jobs/{id}, or wait for the webhook.",
            headers: {
              Location: {
                description: "/v1/enrichment-jobs/{id}",
                required: true,
                schema: { type: "string" },
              },
              ...allowanceHeaders(["api", "email", "mobile"]),
            },
            ...json(ref("FileJobAccepted")),
          },
          ...COMMON_ERRORS,
          ...FILE_ERRORS,
        },
      },
    },
    "/v1/enrichment-jobs/preview": {
      post: {
        tags,
        summary: `What a file would be as a job, free: the columns, the mapping, the first rows as they will be matched, an estimate of matches from a sample of the file, the ceiling and any shortfall. Nothing is stored or charged. ${READING}`,
        parameters: queryParams(FileJobQueryObject),
        requestBody: upload,
        responses: {
          "200": { description: "OK", ...json(ref("FilePreview")) },
          ...COMMON_ERRORS,
          ...FILE_ERRORS,
        },
      },
    },
    "/v1/enrichment-jobs/{id}": {
      get: operation("FileJobProgress", {
        tags,
        summary:
          "A job's progress: rows done and left, matched, found per kind, spent and ceiling per allowance, rate and time left. Free, and never rate limited.",
        id: "enrichment job",
        errors: notFound("enrichment job"),
      }),
    },
    "/v1/enrichment-jobs/{id}/resume": {
      post: operation("FileJobProgress", {
        tags,
        summary:
          "Resumes a paused job, with higher ceilings when given (a ceiling is never lowered); a running job takes the higher ceilings and goes on. 409 for a completed or cancelled job.",
        id: "enrichment job",
        body: "ResumeRequest",
        errors: { ...notFound("enrichment job"), "409": WRONG_STATE },
      }),
    },
    "/v1/enrichment-jobs/{id}/cancel": {
      post: operation("FileJobProgress", {
        tags,
        summary:
          "Cancels a running or paused job: the rows done stay in the result, charged once; the others are never worked on.",
        id: "enrichment job",
        errors: { ...notFound("enrichment job"), "409": WRONG_STATE },
      }),
    },
    "/v1/enrichment-jobs/{id}/result": {
      get: {
        tags,
        summary:
          "The file enriched, each row once in file order: its columns unchanged, then `leadwise_status` (matched, not_found, withheld, failed, not_processed), `leadwise_reason`, `leadwise_confidence`, the profile's fields, `leadwise_email` with its source and verification, `leadwise_mobile` with its source. CSV is UTF-8 with a BOM, comma-separated, cells that would start a formula prefixed with ' (phone numbers aside); XLSX cells are all text.",
        parameters: [idParam("enrichment job"), ...queryParams(FileJobResultQuery)],
        responses: {
          "200": {
            description: "The result file.",
            headers: {
              "Content-Disposition": {
                description: 'attachment; filename="<job name> enriched.csv|xlsx"',
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
          ...notFound("enrichment job"),
        },
      },
    },
  };
}
