import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { enrichmentJobRows, enrichmentJobs } from "@/db/schema";
import type { Ctx, TxCtx } from "@/lib/core/context";
import { limitBytes, readCsvStream } from "@/lib/core/csv/read-csv-stream";
import { looksLikeXlsx, readXlsxStream } from "@/lib/core/csv/read-xlsx-upload";
import { env } from "@/lib/core/env";
import { Conflict, DomainError, InvalidRequest, NotFound } from "@/lib/core/errors";
import { plural } from "@/lib/core/plural";
import { jsonRecords } from "@/lib/core/sql/array-params";
import { providerUsageToday } from "@/lib/engines/providers/settings";
import { assertWebhookUrl } from "@/lib/engines/webhooks/ssrf";
import { actingMember } from "@/lib/features/allowances/debit-each";
import { getUsage } from "@/lib/features/allowances/usage";
import { BOM, csvCell } from "@/lib/features/lists/export-csv";
import { xlsxStreamOfRows } from "@/lib/features/lists/xlsx";
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
  type ProviderCeiling,
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
  constructor() {
    super(
      `The file has more than ${MAX_FILE_JOB_ROWS.toLocaleString("en")} rows; a job takes at most ${MAX_FILE_JOB_ROWS.toLocaleString("en")}. Split it into several files.`,
      413,
      "payload_too_large",
      { maxRows: MAX_FILE_JOB_ROWS },
    );
  }
}

/** A data row of a file as a job stores it: readable with its cells, or unreadable and why. */
interface FileRow {
  line: number;
  cells: string[];
  failed?: string;
}

/** What reading a whole file found besides its rows. */
interface FileRead {
  columns: string[];
  encoding: string;
  delimiter: string;
  rows: number;
  unreadable: number;
}

/** The bytes as they arrive, the first `n` (or all, when fewer) already taken in `head`. */
async function peek(
  source: AsyncIterable<Uint8Array>,
  n: number,
): Promise<{ head: Uint8Array; all: AsyncIterable<Uint8Array> }> {
  const it = source[Symbol.asyncIterator]();
  const taken: Uint8Array[] = [];
  let size = 0;
  let finished = false;
  while (size < n) {
    const next = await it.next();
    if (next.done) {
      finished = true;
      break;
    }
    taken.push(next.value);
    size += next.value.byteLength;
  }
  const head = Buffer.concat(taken);
  return {
    head,
    all: (async function* () {
      if (head.byteLength > 0) yield head;
      if (finished) return;
      for (;;) {
        const next = await it.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
  };
}

/**
 * Reads an upload as it arrives (a CSV, its encoding and separator detected, or an .xlsx
 * workbook's first sheet) and hands each data row to `onRow` in file order, unreadable rows
 * marked; refused (413) past MAX_FILE_JOB_ROWS rows or MAX_FILE_JOB_BYTES bytes, as soon as
 * either is passed. Memory stays bounded by a slice of the file whatever its size.
 */
async function readRows(
  source: AsyncIterable<Uint8Array>,
  onRow: (row: FileRow) => void | Promise<void>,
): Promise<FileRead> {
  let columns: string[] | undefined;
  let rows = 0;
  let unreadable = 0;
  const row = async (r: FileRow) => {
    rows++;
    if (r.failed !== undefined) unreadable++;
    if (rows > MAX_FILE_JOB_ROWS) throw new TooManyRows();
    await onRow(r);
  };
  const good = async (line: number, fields: string[]) => {
    if (columns === undefined) columns = fields.map((f) => f.trim());
    else await row({ line, cells: fields });
  };
  const { head, all } = await peek(limitBytes(source, MAX_FILE_JOB_BYTES), 4);
  let encoding: string;
  let delimiter: string;
  if (looksLikeXlsx(head)) {
    await readXlsxStream(all, good);
    encoding = "xlsx";
    delimiter = "";
  } else {
    const found = await readCsvStream(all, {
      maxBytes: MAX_FILE_JOB_BYTES,
      sink: {
        row: good,
        bad: (line, reason) => row({ line, cells: [], failed: `Unreadable row: ${reason}` }),
      },
    });
    encoding = found.encoding;
    delimiter = found.delimiter;
  }
  if (columns === undefined) {
    throw new InvalidRequest("The file is empty: it needs a header row and rows below it.");
  }
  if (rows === 0) throw new InvalidRequest("The file has a header row but no rows below it.");
  return { columns, encoding, delimiter, rows, unreadable };
}

/** An upload as a job takes it: the file as it arrives, then the options (a form's fields follow the file). */
export interface FileUpload {
  file: AsyncIterable<Uint8Array>;
  query: () => Promise<FileJobQueryOut>;
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

/**
 * The most each of the account's providers may be asked by a job of `rows` rows, when the job
 * may ask them: a call per row at most, within the daily budget left today.
 */
async function providerCeilingsOf(
  ctx: TxCtx,
  rows: number,
  options: Options,
): Promise<ProviderCeiling[]> {
  if (!options.providers) return [];
  const usage = await providerUsageToday(ctx);
  return usage
    .filter((p) => p.listedBy !== null)
    .map((p) => ({
      provider: p.provider,
      label: p.label,
      calls: p.budgetRemaining === null ? rows : Math.min(rows, p.budgetRemaining),
      dailyBudget: p.dailyBudget,
      budgetRemaining: p.budgetRemaining,
    }));
}

function newJobId(): string {
  return `ejob_${randomUUID().replaceAll("-", "")}`;
}

/** Rows stored per statement while a file arrives. */
const STORE_ROWS = 1_000;

/**
 * Accepts a file as an enrichment job, in one transaction: the job's row, then the file's rows
 * stored in batches as they arrive (readRows), then, once the whole file is read, its mapping,
 * options and ceiling, and its first message. A file refused half way (too large, too many rows,
 * no identifying column) rolls all of it back: nothing half-stored. Answers the id, the
 * ceiling, and the allowances that cannot pay all of it today (the job then pauses when one runs
 * out).
 */
export async function createFileJob(ctx: Ctx, upload: FileUpload): Promise<FileJobAccepted> {
  const member = await actingMember(ctx);
  const id = newJobId();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + env().FILE_JOB_RETENTION_DAYS * 86_400_000);
  return ctx.db.transaction(async (tx) => {
    await tx.insert(enrichmentJobs).values({
      id,
      accountId: ctx.accountId,
      actingUserId: member,
      name: id,
      columns: [],
      encoding: "",
      delimiter: "",
      mapping: {},
      options: { email: false, mobile: false, providers: false },
      ceilingApi: 0,
      ceilingEmail: 0,
      ceilingMobile: 0,
      rowsTotal: 0,
      createdAt: now,
      updatedAt: now,
      expiresAt,
    });
    let batch: (FileRow & { rowNo: number })[] = [];
    let rowNo = 0;
    const store = async () => {
      const slice = batch;
      batch = [];
      if (slice.length === 0) return;
      await tx.execute(sql`
        insert into enrichment_job_rows (job_id, row_no, account_id, line, cells, status, reason)
        select ${id}, v.row_no, ${ctx.accountId}, v.line, v.cells, v.status, v.reason
        from ${jsonRecords(
          slice.map((r) => ({
            row_no: r.rowNo,
            line: r.line,
            cells: r.cells,
            // Unreadable rows are written done and failed, and counted done from the start.
            status: r.failed !== undefined ? "failed" : "pending",
            reason: r.failed ?? null,
          })),
          "row_no int, line int, cells jsonb, status text, reason text",
        )}`);
    };
    const file = await readRows(upload.file, async (row) => {
      batch.push({ ...row, rowNo: ++rowNo });
      if (batch.length >= STORE_ROWS) await store();
    });
    await store();
    const query = await upload.query();
    const mapping = mappingOf(file.columns, query);
    const options = optionsOf(query);
    const ceiling = ceilingOf(file.rows, options, query);
    if (query.webhookUrl) assertWebhookUrl(query.webhookUrl, "webhookUrl");
    const shortfall = await shortfallOf({ ...ctx, db: tx }, ceiling);
    const providerCeilings = await providerCeilingsOf({ ...ctx, db: tx }, file.rows, options);
    await tx
      .update(enrichmentJobs)
      .set({
        name: query.name ?? `File of ${plural(file.rows, "row")}`,
        columns: file.columns,
        encoding: file.encoding,
        delimiter: file.delimiter,
        mapping,
        options,
        ceilingApi: ceiling.api,
        ceilingEmail: ceiling.email,
        ceilingMobile: ceiling.mobile,
        rowsTotal: file.rows,
        rowsDone: file.unreadable,
        webhookUrl: query.webhookUrl ?? null,
      })
      .where(eq(enrichmentJobs.id, id));
    await ringFileJob(tx, id);
    return {
      id,
      status: "running" as const,
      rows: file.rows,
      unreadable: file.unreadable,
      mapping,
      ceiling,
      shortfall,
      providerCeilings,
    };
  });
}

const SAMPLE_ROWS = 200;

/** A small deterministic generator (mulberry32), so a file's preview is the same each time. */
function randomFrom(seed: number): () => number {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Reads the file as it arrives and answers its preview: the first rows as they will be matched,
 * and the share of an even sample of its readable rows (SAMPLE_ROWS, drawn as the rows pass)
 * that match. Nothing is stored and nothing charged.
 */
export async function previewFileJob(ctx: Ctx, upload: FileUpload): Promise<FilePreview> {
  const first: FileRow[] = [];
  const sampled: FileRow[] = [];
  let readable = 0;
  const random = randomFrom(42);
  const file = await readRows(upload.file, (row) => {
    if (first.length < 10) first.push(row);
    if (row.failed !== undefined) return;
    readable++;
    if (sampled.length < SAMPLE_ROWS) sampled.push(row);
    else {
      const at = Math.floor(random() * readable);
      if (at < SAMPLE_ROWS) sampled[at] = row;
    }
  });
  const query = await upload.query();
  const mapping = mappingOf(file.columns, query);
  const options = optionsOf(query);
  const ceiling = ceilingOf(file.rows, options, query);
  if (query.webhookUrl) assertWebhookUrl(query.webhookUrl, "webhookUrl");
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
    encoding: file.encoding,
    delimiter: file.delimiter,
    rows: file.rows,
    unreadable: file.unreadable,
    mapping,
    sample: first.map((r) => {
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
      expectedMatches: sampled.length === 0 ? 0 : Math.round((matched / sampled.length) * readable),
    },
    ceiling,
    shortfall: await shortfallOf(ctx, ceiling),
    providerCeilings: await providerCeilingsOf(ctx, file.rows, options),
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

/**
 * Rows of the result read and written out at a time, with a turn of the event loop after each
 * page: the download is built on the web process, beside other accounts' requests.
 */
const PAGE_ROWS = 500;

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
    await new Promise((resolve) => setImmediate(resolve));
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

/**
 * The result as an XLSX workbook of text cells, streamed: written page by page as `resultRows`
 * reads them, so memory stays flat whatever the number of rows.
 */
export async function fileJobResultXlsx(
  ctx: TxCtx,
  id: string,
): Promise<ReadableStream<Uint8Array>> {
  const rows = resultRows(ctx, id);
  const first = await rows.next();
  return xlsxStreamOfRows(first.done ? [] : first.value, rows);
}

/** The job's name, for the download's file name. */
export async function fileJobName(ctx: TxCtx, id: string): Promise<string> {
  return (await jobOf(ctx, id)).name;
}
