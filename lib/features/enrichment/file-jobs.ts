import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { enrichmentJobRows, enrichmentJobs } from "@/db/schema";
import type { Ctx, TxCtx } from "@/lib/core/context";
import type { CsvReading } from "@/lib/core/csv/read-csv";
import { readCsvUpload } from "@/lib/core/csv/read-csv-upload";
import { looksLikeXlsx, readXlsxUpload } from "@/lib/core/csv/read-xlsx-upload";
import { env } from "@/lib/core/env";
import { Conflict, DomainError, InvalidRequest, NotFound } from "@/lib/core/errors";
import { plural } from "@/lib/core/plural";
import { jsonRecords } from "@/lib/core/sql/array-params";
import { assertWebhookUrl } from "@/lib/engines/webhooks/ssrf";
import { actingMember } from "@/lib/features/allowances/debit-each";
import { getUsage } from "@/lib/features/allowances/usage";
import { BOM, csvCell } from "@/lib/features/lists/export-csv";
import { xlsxOfRows } from "@/lib/features/lists/xlsx";
import { inputOfRow } from "./file-job-input";
import { progressOf } from "./file-job-progress";
import { ringFileJob } from "./file-job-queue";
import {
  type FileJobAccepted,
  FileJobMapping,
  type FileJobProgress,
  type FileJobQueryOut,
  type FilePreview,
  IDENTIFIER_FIELDS,
  MAX_FILE_JOB_BYTES,
  MAX_FILE_JOB_ROWS,
  RESULT_COLUMNS,
  type Spend,
  suggestFileMapping,
} from "./file-job-schema";
import { resolveInputs } from "./resolve-person";

/*
 * Enrichment jobs: a whole file enriched in the background (docs/api-contract.md "Enrichment
 * jobs"). The upload is read (encoding and separator detected, unreadable rows kept and
 * marked), its rows stored with the job and its first message in one transaction; the
 * workers do the rest (file-job-process.ts).
 */

export class TooManyRows extends DomainError {
  constructor(rows: number) {
    super(
      `The file has ${rows.toLocaleString("en")} rows; a job takes at most ${MAX_FILE_JOB_ROWS.toLocaleString("en")}. Split it into several files.`,
      413,
      "payload_too_large",
      { maxRows: MAX_FILE_JOB_ROWS },
    );
  }
}

/** A file's rows as a job stores them: readable ones with their cells, unreadable ones marked. */
interface FileRows {
  columns: string[];
  rows: { line: number; cells: string[]; failed?: string }[];
  reading: Omit<CsvReading, "encoding" | "delimiter"> & { encoding: string; delimiter: string };
}

/** A workbook's first sheet as a reading: no row of it is unreadable, cells are text. */
async function readWorkbook(bytes: Uint8Array): Promise<FileRows["reading"]> {
  const rows = await readXlsxUpload(bytes, MAX_FILE_JOB_ROWS, (n) => new TooManyRows(n));
  return { encoding: "xlsx", delimiter: "", rows, unreadable: [], unreadableCount: 0 };
}

async function readFile(bytes: Uint8Array): Promise<FileRows> {
  const reading = looksLikeXlsx(bytes)
    ? await readWorkbook(bytes)
    : // Every unreadable row, not the first 1,000: each row of the file is once in the result
      // (bounded by the rows a job takes, so a file of broken rows is refused, not held whole).
      await readCsvUpload(bytes, MAX_FILE_JOB_BYTES, { listUnreadable: MAX_FILE_JOB_ROWS + 1 });
  const [header, ...data] = reading.rows;
  if (!header)
    throw new InvalidRequest("The file is empty: it needs a header row and rows below it.");
  const columns = header.fields.map((f) => f.trim());
  const total = data.length + reading.unreadableCount;
  if (total > MAX_FILE_JOB_ROWS) throw new TooManyRows(total);
  const rows: FileRows["rows"] = [
    ...data.map((r) => ({ line: r.row, cells: r.fields })),
    ...reading.unreadable
      .filter((u) => u.line > header.row)
      .map((u) => ({ line: u.line, cells: [], failed: `Unreadable row: ${u.reason}` })),
  ].sort((a, b) => a.line - b.line);
  if (rows.length === 0)
    throw new InvalidRequest("The file has a header row but no rows below it.");
  return { columns, rows, reading };
}

/** The mapping asked for (`column.*`), else the one suggested from the headers; checked. */
function mappingOf(columns: string[], query: FileJobQueryOut): FileJobMapping {
  const given: FileJobMapping = {};
  for (const field of IDENTIFIER_FIELDS) {
    const header = query[`column.${field}`];
    if (header !== undefined) given[field] = header;
  }
  const mapping = Object.keys(given).length > 0 ? given : suggestFileMapping(columns);
  const errors = Object.entries(mapping)
    .filter(([, header]) => !columns.includes(header))
    .map(([field, header]) => ({
      path: `column.${field}`,
      message: `The file has no column "${header}" (its columns: ${columns.join(", ")})`,
    }));
  if (errors.length > 0) {
    throw new InvalidRequest(errors.map((e) => e.message).join("; "), errors);
  }
  const m = mapping;
  if (
    !(
      m.email ||
      m.id ||
      m.SourceUrl ||
      m.SourceUsername ||
      (m.fn && m.ln && (m.organization || m.domain))
    )
  ) {
    throw new InvalidRequest(
      "Map a column that identifies a person: an e-mail, a profile URL, a username, a Leadwise id, or first name, last name and a company name or domain.",
      [{ path: "column.email", message: "no identifying column mapped" }],
    );
  }
  return FileJobMapping.parse(mapping);
}

interface Options {
  email: boolean;
  mobile: boolean;
  providers: boolean;
}

function optionsOf(query: FileJobQueryOut): Options {
  return {
    email: query.email ?? true,
    mobile: query.mobile ?? false,
    providers: query.providers ?? true,
  };
}

function ceilingOf(rows: number, options: Options, query: FileJobQueryOut): Spend {
  return {
    api: query["ceiling.api"] ?? rows,
    email: options.email ? (query["ceiling.email"] ?? rows) : 0,
    mobile: options.mobile ? (query["ceiling.mobile"] ?? rows) : 0,
  };
}

/** The allowances that cannot pay the whole ceiling today, with what they can. */
async function shortfallOf(ctx: TxCtx, ceiling: Spend): Promise<FileJobAccepted["shortfall"]> {
  const usage = await getUsage(ctx);
  return (["api", "email", "mobile"] as const).flatMap((counter) => {
    const state = usage[counter];
    const available = Math.max(0, Math.min(state.limit - state.used, state.credits));
    if (ceiling[counter] <= available) return [];
    return [
      {
        counter,
        ceiling: ceiling[counter],
        available,
        reason:
          state.credits < ceiling[counter] && state.credits <= state.limit - state.used
            ? ("out_of_credits" as const)
            : ("daily_limit_reached" as const),
      },
    ];
  });
}

function newJobId(): string {
  return `ejob_${randomUUID().replaceAll("-", "")}`;
}

/**
 * Accepts a file as an enrichment job: reads it, stores the job and its rows and rings for it,
 * in one transaction. Answers the id, the ceiling, and the allowances that cannot pay all of
 * it today (the job then pauses when one runs out).
 */
export async function createFileJob(
  ctx: Ctx,
  bytes: Uint8Array,
  query: FileJobQueryOut,
): Promise<FileJobAccepted> {
  const file = await readFile(bytes);
  const mapping = mappingOf(file.columns, query);
  const options = optionsOf(query);
  const ceiling = ceilingOf(file.rows.length, options, query);
  if (query.webhookUrl) assertWebhookUrl(query.webhookUrl, "webhookUrl");
  const shortfall = await shortfallOf(ctx, ceiling);
  const member = await actingMember(ctx);
  const id = newJobId();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + env().FILE_JOB_RETENTION_DAYS * 86_400_000);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(enrichmentJobs).values({
      id,
      accountId: ctx.accountId,
      actingUserId: member,
      name: query.name ?? `File of ${plural(file.rows.length, "row")}`,
      columns: file.columns,
      encoding: file.reading.encoding,
      delimiter: file.reading.delimiter,
      mapping,
      options,
      ceilingApi: ceiling.api,
      ceilingEmail: ceiling.email,
      ceilingMobile: ceiling.mobile,
      rowsTotal: file.rows.length,
      webhookUrl: query.webhookUrl ?? null,
      createdAt: now,
      updatedAt: now,
      expiresAt,
    });
    // Unreadable rows are written done and failed, and counted done from the start.
    const failed = file.rows.filter((r) => r.failed !== undefined).length;
    for (let at = 0; at < file.rows.length; at += 5_000) {
      const slice = file.rows.slice(at, at + 5_000);
      await tx.execute(sql`
        insert into enrichment_job_rows (job_id, row_no, account_id, line, cells, status, reason)
        select ${id}, v.row_no, ${ctx.accountId}, v.line, v.cells, v.status, v.reason
        from ${jsonRecords(
          slice.map((r, i) => ({
            row_no: at + i + 1,
            line: r.line,
            cells: r.cells,
            status: r.failed !== undefined ? "failed" : "pending",
            reason: r.failed ?? null,
          })),
          "row_no int, line int, cells jsonb, status text, reason text",
        )}`);
    }
    if (failed > 0) {
      await tx.update(enrichmentJobs).set({ rowsDone: failed }).where(eq(enrichmentJobs.id, id));
    }
    await ringFileJob(tx, id);
  });
  return {
    id,
    status: "running",
    rows: file.rows.length,
    unreadable: file.reading.unreadableCount,
    mapping,
    ceiling,
    shortfall,
  };
}

const SAMPLE_ROWS = 200;

/** Reads the file and answers its preview; nothing is stored and nothing charged. */
export async function previewFileJob(
  ctx: Ctx,
  bytes: Uint8Array,
  query: FileJobQueryOut,
): Promise<FilePreview> {
  const file = await readFile(bytes);
  const mapping = mappingOf(file.columns, query);
  const options = optionsOf(query);
  const ceiling = ceilingOf(file.rows.length, options, query);
  if (query.webhookUrl) assertWebhookUrl(query.webhookUrl, "webhookUrl");
  const readable = file.rows.filter((r) => r.failed === undefined);
  const step = Math.max(1, Math.floor(readable.length / SAMPLE_ROWS));
  const sampled = readable.filter((_, i) => i % step === 0).slice(0, SAMPLE_ROWS);
  const inputs = sampled.map((r) => inputOfRow(r.cells, file.columns, mapping));
  const valid = inputs.flatMap((i) => (i.input ? [i.input] : []));
  const found = await resolveInputs(
    ctx.db,
    valid,
    valid.map(() => ctx.accountId),
  );
  const matched = found.filter((id) => id !== null).length;
  return {
    columns: file.columns,
    encoding: file.reading.encoding,
    delimiter: file.reading.delimiter,
    rows: file.rows.length,
    unreadable: file.reading.unreadableCount,
    mapping,
    sample: file.rows.slice(0, 10).map((r) => {
      if (r.failed !== undefined) {
        return { line: r.line, cells: r.cells, identifiedBy: null, problem: r.failed };
      }
      const got = inputOfRow(r.cells, file.columns, mapping);
      return {
        line: r.line,
        cells: r.cells,
        identifiedBy: got.input ? Object.keys(got.input).join(" + ") : null,
        problem: got.input ? null : got.reason,
      };
    }),
    estimate: {
      sampled: sampled.length,
      matched,
      expectedMatches:
        sampled.length === 0 ? 0 : Math.round((matched / sampled.length) * readable.length),
    },
    ceiling,
    shortfall: await shortfallOf(ctx, ceiling),
  };
}

async function jobOf(ctx: TxCtx, id: string) {
  const [job] = await ctx.db
    .select()
    .from(enrichmentJobs)
    .where(and(eq(enrichmentJobs.id, id), eq(enrichmentJobs.accountId, ctx.accountId)));
  if (!job) throw new NotFound("Enrichment job");
  return job;
}

export async function getFileJob(ctx: TxCtx, id: string): Promise<FileJobProgress> {
  return progressOf(await jobOf(ctx, id), ctx.clock.now());
}

/** The account's latest jobs, newest first. */
export async function listFileJobs(ctx: TxCtx, limit = 20): Promise<FileJobProgress[]> {
  const jobs = await ctx.db
    .select()
    .from(enrichmentJobs)
    .where(eq(enrichmentJobs.accountId, ctx.accountId))
    .orderBy(desc(enrichmentJobs.createdAt))
    .limit(limit);
  const now = ctx.clock.now();
  return jobs.map((j) => progressOf(j, now));
}

/** Stops the job: what is done stays (and stays charged, once); the rest is never worked on. */
export async function cancelFileJob(ctx: Ctx, id: string): Promise<FileJobProgress> {
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(enrichmentJobs)
      .where(and(eq(enrichmentJobs.id, id), eq(enrichmentJobs.accountId, ctx.accountId)))
      .for("update");
    if (!job) throw new NotFound("Enrichment job");
    if (job.status === "completed" || job.status === "cancelled") {
      throw new Conflict(`The job is already ${job.status}.`, { jobStatus: job.status });
    }
    const now = ctx.clock.now();
    const [after] = await tx
      .update(enrichmentJobs)
      .set({ status: "cancelled", completedAt: now, updatedAt: now })
      .where(eq(enrichmentJobs.id, id))
      .returning();
    return progressOf(after ?? job, now);
  });
}

/**
 * Resumes a paused job, with higher ceilings when given (never lower); a running job takes the
 * higher ceilings and goes on. A completed or cancelled job is a 409.
 */
export async function resumeFileJob(
  ctx: Ctx,
  id: string,
  ceiling: Partial<Spend> = {},
): Promise<FileJobProgress> {
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(enrichmentJobs)
      .where(and(eq(enrichmentJobs.id, id), eq(enrichmentJobs.accountId, ctx.accountId)))
      .for("update");
    if (!job) throw new NotFound("Enrichment job");
    if (job.status === "completed" || job.status === "cancelled") {
      throw new Conflict(`The job is ${job.status}: there is nothing to resume.`, {
        jobStatus: job.status,
      });
    }
    const now = ctx.clock.now();
    const [after] = await tx
      .update(enrichmentJobs)
      .set({
        status: "running",
        pauseReason: null,
        updatedAt: now,
        ceilingApi: Math.max(job.ceilingApi, ceiling.api ?? 0),
        ceilingEmail: Math.max(job.ceilingEmail, ceiling.email ?? 0),
        ceilingMobile: Math.max(job.ceilingMobile, ceiling.mobile ?? 0),
      })
      .where(eq(enrichmentJobs.id, id))
      .returning();
    if (job.status === "paused") await ringFileJob(tx, id);
    return progressOf(after ?? job, now);
  });
}

const PAGE_ROWS = 2_000;

/** What a row that was never worked on says, by why the job stopped. */
function unworkedReason(job: typeof enrichmentJobs.$inferSelect): string {
  if (job.status === "cancelled") return "The job was cancelled before this row.";
  if (job.status === "paused") {
    return job.pauseReason === "ceiling"
      ? "The job reached its ceiling before this row."
      : `The job paused before this row: ${job.pauseReason?.split(":").slice(1).join(" ")}.`;
  }
  return "Not enriched yet.";
}

/** The result's rows, each once, in file order: the original cells, then RESULT_COLUMNS. */
async function* resultRows(ctx: TxCtx, id: string): AsyncGenerator<string[]> {
  const job = await jobOf(ctx, id);
  const width = job.columns.length;
  yield [...job.columns, ...RESULT_COLUMNS];
  let after = 0;
  for (;;) {
    const page = await ctx.db
      .select()
      .from(enrichmentJobRows)
      .where(
        and(
          eq(enrichmentJobRows.jobId, id),
          eq(enrichmentJobRows.accountId, ctx.accountId),
          gt(enrichmentJobRows.rowNo, after),
        ),
      )
      .orderBy(asc(enrichmentJobRows.rowNo))
      .limit(PAGE_ROWS);
    for (const row of page) {
      const cells = Array.from({ length: width }, (_, i) => row.cells[i] ?? "");
      const status = row.status === "pending" ? "not_processed" : row.status;
      const reason =
        row.status === "pending"
          ? unworkedReason(job)
          : row.status === "failed" && row.cells.length === 0
            ? `Line ${row.line}: ${row.reason ?? ""}`
            : (row.reason ?? "");
      const result = row.result ?? {};
      yield [
        ...cells,
        ...RESULT_COLUMNS.map((c) =>
          c === "leadwise_status" ? status : c === "leadwise_reason" ? reason : (result[c] ?? ""),
        ),
      ];
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE_ROWS) return;
    after = last.rowNo;
  }
}

/**
 * The result as CSV, streamed: UTF-8 with a byte order mark, comma-separated, every cell
 * formula-safe (lib/features/lists/export-csv.ts; phone numbers kept as they are).
 */
export async function* fileJobResultCsv(ctx: TxCtx, id: string): AsyncGenerator<string> {
  let first = true;
  for await (const cells of resultRows(ctx, id)) {
    yield `${first ? BOM : ""}${cells.map((c) => csvCell(c, true)).join(",")}\r\n`;
    first = false;
  }
}

/** The result as an XLSX workbook of text cells. */
export async function fileJobResultXlsx(ctx: TxCtx, id: string): Promise<Buffer> {
  const rows: string[][] = [];
  for await (const cells of resultRows(ctx, id)) rows.push(cells);
  const [headers = [], ...rest] = rows;
  return xlsxOfRows(headers, rest);
}

/** The job's name, for the download's file name. */
export async function fileJobName(ctx: TxCtx, id: string): Promise<string> {
  return (await jobOf(ctx, id)).name;
}
