import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/v1/enrichment-jobs/[id]/cancel/route";
import { GET as result } from "@/app/v1/enrichment-jobs/[id]/result/route";
import { POST as resume } from "@/app/v1/enrichment-jobs/[id]/resume/route";
import { GET as progress } from "@/app/v1/enrichment-jobs/[id]/route";
import { POST as preview } from "@/app/v1/enrichment-jobs/preview/route";
import { POST as create } from "@/app/v1/enrichment-jobs/route";
import {
  accounts,
  creditLedger,
  enrichmentJobRows,
  enrichmentJobs,
  webhookDeliveries,
} from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { holdPresence } from "@/lib/engines/jobs/presence";
import { saveProvider } from "@/lib/engines/providers/settings";
import { createAccount } from "@/lib/features/accounts/create-account";
import { usageAgainstWork } from "@/lib/features/allowances/accepted-work";
import { getUsage } from "@/lib/features/allowances/usage";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";
import { sampleProfile } from "./enrichment-fixtures";
import { recoverFileJobs, runFileJob, sweepExpiredFileJobs } from "./file-job-process";
import type { FileJobAccepted, FileJobProgress } from "./file-job-schema";

/*
 * Enrichment jobs end to end through their routes, with the worker's chunk runner called
 * directly so a test decides where chunks end, where a worker "dies", and when a chunk is
 * run twice.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let url = "";
let n = 0;

beforeAll(async () => {
  ({ db, url } = await createTestDb());
  await saveProfiles(
    db,
    Array.from({ length: 30 }, (_, i) => sampleProfile(i, { email: 2, mobile: 1 })),
    { source: "alpha" },
  );
});
beforeAll(() => {
  afterAll(async () => {
    await stopBoss();
  });
});

async function newAccount(
  daily: Record<string, number> = {},
  credits: Record<string, number> = {},
) {
  return createAccount(db, {
    email: `fj${n++}@example.com`,
    plan: "pro",
    daily: { api: 1000, email: 1000, mobile: 1000, ...daily },
    credits: { api: 1000, email: 1000, mobile: 1000, ...credits },
  });
}

type Handler = (
  req: Request,
  ctx?: { params: Promise<Record<string, string>> },
) => Promise<Response>;

function upload(
  handler: Handler,
  key: string,
  body: BodyInit,
  query = "",
  type = "text/csv",
): Promise<Response> {
  return handler(
    new Request(`http://test/v1/enrichment-jobs${query}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, ...(type ? { "content-type": type } : {}) },
      body,
    }),
  );
}

function onJob(
  handler: Handler,
  key: string,
  id: string,
  method = "GET",
  path = "",
  body?: unknown,
) {
  return handler(
    new Request(`http://test/v1/enrichment-jobs/${id}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    { params: Promise.resolve({ id }) },
  );
}

/** A spreadsheet's semicolon-separated Windows-1252 export, with two broken rows. */
function windowsFile(): Uint8Array<ArrayBuffer> {
  const lines = [
    "Prénom;Nom;Société;E-mail;Notes",
    "First0;Last0;Acme Robotics;;Café crème", // by name at company: matched
    "Zoë;Unknown;Nowhere SARL;zoe@nowhere.example;=1+2", // not found; a formula
    "First1;Last1;Globex;first1.0@example.com;Réunion", // by e-mail: matched
    "a;b;c;d;e;f;g", // broken: too many fields
    ";;;;only a note", // nothing to identify by
    'First2;"Last2;Initech;;x', // broken: a quote not closed
    "First4;Last4;globex.com;;Chère cliente", // by name at a domain: matched
  ];
  return Uint8Array.from(Buffer.from(`${lines.join("\r\n")}\r\n`, "latin1"));
}

function peopleFile(count: number, from = 0): string {
  const rows = Array.from({ length: count }, (_, i) => `first${from + i}.0@example.com;Row ${i}`);
  return `Email;Note\n${rows.join("\n")}\n`;
}

async function job(id: string) {
  const [row] = await db.select().from(enrichmentJobs).where(eq(enrichmentJobs.id, id));
  if (!row) throw new Error("no job");
  return row;
}

/** The job's own ledger rows, per counter, as positive amounts. */
async function ledgerOf(id: string) {
  const rows = await db
    .select({ counter: creditLedger.counter, total: sql<string>`sum(-${creditLedger.delta})` })
    .from(creditLedger)
    .where(eq(creditLedger.ref, id))
    .groupBy(creditLedger.counter);
  const of = (c: string) => Number(rows.find((r) => r.counter === c)?.total ?? 0);
  return { api: of("api"), email: of("email"), mobile: of("mobile") };
}

async function csvOf(key: string, id: string): Promise<{ text: string; rows: string[][] }> {
  const res = await onJob(result, key, id, "GET", "/result?format=csv");
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  // Response.text() would drop the byte order mark: the file's own bytes are read.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  const { parse } = await import("csv-parse/sync");
  return { text, rows: parse(text.replace(/^\uFEFF/, ""), { relax_column_count: false }) };
}

describe("POST /v1/enrichment-jobs", () => {
  it("reads a Windows-1252 semicolon file, maps it by itself and enriches every row once", async () => {
    const a = await newAccount();
    const res = await upload(create, a.apiKey, windowsFile(), "?mobile=true");
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as FileJobAccepted;
    expect(accepted).toMatchObject({
      status: "running",
      rows: 7,
      unreadable: 2,
      mapping: { fn: "Prénom", ln: "Nom", organization: "Société", email: "E-mail" },
      ceiling: { api: 7, email: 7, mobile: 7 },
      shortfall: [],
    });
    expect(res.headers.get("location")).toBe(`/v1/enrichment-jobs/${accepted.id}`);

    await runFileJob(db, accepted.id, { chunkRows: 2 });
    const p = (await (await onJob(progress, a.apiKey, accepted.id)).json()) as FileJobProgress;
    expect(p).toMatchObject({
      status: "completed",
      rows: 7,
      rowsDone: 7,
      rowsLeft: 0,
      matched: 3,
      found: { email: 3, mobile: 3 },
      spent: { api: 3, email: 3, mobile: 3 },
    });

    const { text, rows } = await csvOf(a.apiKey, accepted.id);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...data] = rows;
    expect(header?.slice(0, 5)).toEqual(["Prénom", "Nom", "Société", "E-mail", "Notes"]);
    expect(data).toHaveLength(7);
    const col = (name: string) => header?.indexOf(name) ?? -1;
    const status = data.map((r) => r[col("leadwise_status")]);
    expect(status).toEqual([
      "matched",
      "not_found",
      "matched",
      "failed",
      "failed",
      "failed",
      "matched",
    ]);
    // The original cells, unchanged (a formula made harmless).
    expect(data[0]?.slice(0, 5)).toEqual(["First0", "Last0", "Acme Robotics", "", "Café crème"]);
    expect(data[1]?.[4]).toBe("'=1+2");
    expect(data[2]?.[col("leadwise_email")]).toBe("first1.0@example.com");
    expect(data[2]?.[col("leadwise_confidence")]).toBe("high");
    expect(data[0]?.[col("leadwise_confidence")]).toBe("medium");
    expect(data[0]?.[col("leadwise_email_source")]).toBe("alpha");
    expect(data[0]?.[col("leadwise_mobile")]).toMatch(/^\+33/);
    expect(data[3]?.[col("leadwise_reason")]).toMatch(/^Line 5: Unreadable row: Has 7 fields/);
    expect(data[4]?.[col("leadwise_reason")]).toMatch(/Nothing to identify the person by/);
    expect(data[5]?.[col("leadwise_reason")]).toMatch(/quote/);

    // The job's ledger is the usage, and the rows' own charges say the same.
    const usage = await getUsage({ db, accountId: a.accountId, clock: systemClock });
    expect(await ledgerOf(accepted.id)).toEqual({ api: 3, email: 3, mobile: 3 });
    expect([usage.api.used, usage.email.used, usage.mobile.used]).toEqual([3, 3, 3]);
    const work = await usageAgainstWork({ db, accountId: a.accountId, clock: systemClock });
    expect(work.work).toEqual(work.used);
  });

  it("keeps every unreadable row in the result, past the 1,000 a report lists", async () => {
    const a = await newAccount({ api: 5000 }, { api: 5000 });
    const broken = Array.from({ length: 1_005 }, (_, i) => `x${i};too;many`);
    const file = `Email;Note\n${broken.join("\n")}\nfirst0.0@example.com;last\n`;
    const res = await upload(create, a.apiKey, file);
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as FileJobAccepted;
    expect(accepted).toMatchObject({ rows: 1_006, unreadable: 1_005 });

    await runFileJob(db, accepted.id, { chunkRows: 2_000 });
    const { rows } = await csvOf(a.apiKey, accepted.id);
    const [header, ...data] = rows;
    expect(data).toHaveLength(1_006);
    const reason = header?.indexOf("leadwise_reason") ?? -1;
    const lines = data
      .slice(0, -1)
      .map((r) => Number(/^Line (\d+): Unreadable row/.exec(r[reason] ?? "")?.[1]));
    expect(lines).toEqual(Array.from({ length: 1_005 }, (_, i) => i + 2));
    expect(data.at(-1)?.[0]).toBe("first0.0@example.com");
  });

  it("counts unreadable rows towards the rows a job takes", async () => {
    const a = await newAccount();
    const broken = Array.from({ length: 100_001 }, () => "x;y;z");
    const res = await upload(preview, a.apiKey, `Email;Note\n${broken.join("\n")}\n`);
    expect(res.status).toBe(413);
    expect((await res.json()).detail).toMatch(
      /^The file has more than 100,000 rows; a job takes at most 100,000/,
    );
  });

  it("takes the file as multipart with the mapping and options as form fields", async () => {
    const a = await newAccount();
    const form = new FormData();
    form.set("file", new Blob([peopleFile(3)], { type: "text/csv" }), "people.csv");
    form.set("column.email", "Email");
    form.set("email", "false");
    form.set("name", "Spring event");
    const res = await upload(create, a.apiKey, form, "", "");
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as FileJobAccepted;
    expect(accepted.ceiling).toEqual({ api: 3, email: 0, mobile: 0 });
    await runFileJob(db, accepted.id);
    const p = (await (await onJob(progress, a.apiKey, accepted.id)).json()) as FileJobProgress;
    expect(p).toMatchObject({ name: "Spring event", matched: 3, spent: { api: 3, email: 0 } });
  });

  it("takes an .xlsx workbook and gives one back, every cell text", async () => {
    const a = await newAccount();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Attendees");
    sheet.addRow(["Work e-mail", "Phone", "Note"]);
    sheet.addRow(["first5.0@example.com", "+49 157 1234", { formula: "1+1", result: 2 }]);
    sheet.addRow([]);
    sheet.addRow(["nobody@nowhere.example", "", "=cmd"]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const form = new FormData();
    form.set("file", new Blob([bytes]), "attendees.xlsx");
    const res = await upload(create, a.apiKey, form, "", "");
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as FileJobAccepted;
    expect(accepted).toMatchObject({ rows: 2, unreadable: 0, mapping: { email: "Work e-mail" } });
    await runFileJob(db, accepted.id);
    const out = await onJob(result, a.apiKey, accepted.id, "GET", "/result?format=xlsx");
    expect(out.status).toBe(200);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await out.arrayBuffer());
    const rows = read.worksheets[0]?.getSheetValues().slice(1) as unknown[][];
    const header = (rows[0] ?? []).slice(1);
    expect(header.slice(0, 4)).toEqual(["Work e-mail", "Phone", "Note", "leadwise_status"]);
    expect((rows[1] ?? []).slice(1, 5)).toEqual([
      "first5.0@example.com",
      "+49 157 1234",
      "2",
      "matched",
    ]);
    // The blank row 3 of the sheet is left out; a text cell stays text, never a formula.
    expect(Array.from((rows[2] ?? []).slice(1, 5), (v) => v ?? "")).toEqual([
      "nobody@nowhere.example",
      "",
      "=cmd",
      "not_found",
    ]);
  });

  it("streams a 20,000-row XLSX result that reads back row for row, in file order", async () => {
    const a = await newAccount();
    const count = 20_000;
    // Cells a spreadsheet would otherwise take for a formula or a number.
    const note = (i: number) => (i % 3 === 0 ? `=SUM(A${i})` : i % 3 === 1 ? `+49 ${i}` : `00${i}`);
    const lines = Array.from({ length: count }, (_, i) => `row${i}@nowhere.example;${note(i)}`);
    const res = await upload(
      create,
      a.apiKey,
      `Email;Note\n${lines.join("\n")}\n`,
      "?name=Big%20fair",
    );
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as FileJobAccepted;
    expect(accepted.rows).toBe(count);
    // Two rows worked on, with what a match writes; the rest not yet.
    await db
      .update(enrichmentJobRows)
      .set({ status: "matched", result: { leadwise_title: "=1+1", leadwise_mobile: "+4915712" } })
      .where(
        and(
          eq(enrichmentJobRows.jobId, accepted.id),
          sql`${enrichmentJobRows.rowNo} in (1, ${count})`,
        ),
      );

    const out = await onJob(result, a.apiKey, accepted.id, "GET", "/result?format=xlsx");
    expect(out.status).toBe(200);
    expect(out.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(out.headers.get("content-disposition")).toBe(
      'attachment; filename="Big fair enriched.xlsx"',
    );
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await out.arrayBuffer());
    const sheet = read.worksheets[0];
    expect(sheet?.rowCount).toBe(count + 1);
    const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1);
    const at = (name: string) => header.indexOf(name) + 1;
    expect(header.slice(0, 3)).toEqual(["Email", "Note", "leadwise_status"]);
    for (let i = 0; i < count; i++) {
      const row = sheet?.getRow(i + 2);
      expect([row?.getCell(1).value, row?.getCell(2).value]).toEqual([
        `row${i}@nowhere.example`,
        note(i),
      ]);
      expect(row?.getCell(at("leadwise_status")).value).toBe(
        i === 0 || i === count - 1 ? "matched" : "not_processed",
      );
    }
    const last = sheet?.getRow(count + 1);
    expect([
      last?.getCell(at("leadwise_title")).value,
      last?.getCell(at("leadwise_mobile")).value,
    ]).toEqual(["=1+1", "+4915712"]);
    // Text cells in the text format: no formula, no number, nothing a spreadsheet evaluates.
    expect(sheet?.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(last?.getCell(at("leadwise_title")).type).toBe(ExcelJS.ValueType.String);
    expect(sheet?.getRow(3).getCell(2).numFmt).toBe("@");
  }, 300_000);

  it("refuses what it cannot take with a clear 400 or 413", async () => {
    const a = await newAccount();
    const empty = await upload(create, a.apiKey, "");
    expect(empty.status).toBe(400);
    const headerOnly = await upload(create, a.apiKey, "Email\n");
    expect(headerOnly.status).toBe(400);
    expect((await headerOnly.json()).detail).toMatch(/no rows below/);
    const unknown = await upload(create, a.apiKey, peopleFile(2), "?column.email=Mail");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors[0].path).toBe("column.email");
    const nothing = await upload(create, a.apiKey, "Note\nhello\n");
    expect(nothing.status).toBe(400);
    expect((await nothing.json()).detail).toMatch(/identifies a person/);
    const rows = await upload(create, a.apiKey, `Email\n${"x@y.z\n".repeat(100_001)}`);
    expect(rows.status).toBe(413);
    expect((await rows.json()).detail).toMatch(/at most 100,000/);
    const big = await create(
      new Request("http://test/v1/enrichment-jobs", {
        method: "POST",
        headers: {
          authorization: `Bearer ${a.apiKey}`,
          "content-type": "text/csv",
          "content-length": String(60_000_000),
        },
        body: "Email\n",
      }),
    );
    expect(big.status).toBe(413);
    const form = new FormData();
    form.set("column.email", "Email");
    expect((await upload(create, a.apiKey, form, "", "")).status).toBe(400);
    // The 100,001-row file was refused after 100,000 rows had been stored: all rolled back.
    expect(
      await db.select().from(enrichmentJobs).where(eq(enrichmentJobs.accountId, a.accountId)),
    ).toEqual([]);
    expect(
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(enrichmentJobRows)
        .where(eq(enrichmentJobRows.accountId, a.accountId)),
    ).toEqual([{ n: 0 }]);
  });

  it("shows the job to its own account only", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const accepted = (await (
      await upload(create, a.apiKey, peopleFile(2))
    ).json()) as FileJobAccepted;
    expect((await onJob(progress, b.apiKey, accepted.id)).status).toBe(404);
    expect((await onJob(result, b.apiKey, accepted.id, "GET", "/result")).status).toBe(404);
    expect((await onJob(cancel, b.apiKey, accepted.id, "POST", "/cancel")).status).toBe(404);
  });
});

describe("running a job", () => {
  it("after a worker dies mid-chunk, the next one finishes it: each row once, charged once", async () => {
    const a = await newAccount();
    const accepted = (await (
      await upload(create, a.apiKey, peopleFile(9))
    ).json()) as FileJobAccepted;
    // Chunk 0 commits; the worker dies while chunk 1 is built, before its commit.
    await expect(
      runFileJob(db, accepted.id, {
        chunkRows: 4,
        beforeCommit: async (chunk) => {
          if (chunk === 1) throw new Error("kill -9");
        },
      }),
    ).rejects.toThrow("kill -9");
    expect(await job(accepted.id)).toMatchObject({ rowsDone: 4, spentApi: 4, status: "running" });
    // A crash between chunks: the next message starts from the rows still pending.
    await runFileJob(db, accepted.id, { chunkRows: 4 });
    expect(await job(accepted.id)).toMatchObject({
      status: "completed",
      rowsDone: 9,
      rowsMatched: 9,
      spentApi: 9,
      spentEmail: 9,
    });
    const { rows } = await csvOf(a.apiKey, accepted.id);
    expect(rows.slice(1).map((r) => r[1])).toEqual(Array.from({ length: 9 }, (_, i) => `Row ${i}`));
    expect(await ledgerOf(accepted.id)).toEqual({ api: 9, email: 9, mobile: 0 });
  });

  it("a job whose worker process died is rung again on the sweep's next run; a live or waiting one's is not", async () => {
    const a = await newAccount();
    const upload2 = async () =>
      ((await (await upload(create, a.apiKey, peopleFile(6))).json()) as FileJobAccepted).id;
    const rings = async (id: string) => {
      const [row] = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from pgboss.job
        where name = 'enrichment-job.run' and data->>'jobId' = ${id}`);
      return row?.n ?? 0;
    };
    const crash = async () => {
      throw new Error("kill -9");
    };
    // This process is a live worker: its presence lock is held, as a job worker's is.
    const presence = postgres(url, { max: 1, onnotice: () => {} });
    const leave = await holdPresence(presence);
    try {
      const alive = await upload2();
      const dead = await upload2();
      // Waiting for a worker (no process named on it yet), a moment ago.
      const waiting = await upload2();
      // Both die mid-run, a moment ago: one in this live process, one in a process now gone.
      await expect(runFileJob(db, alive, { chunkRows: 2, beforeCommit: crash })).rejects.toThrow();
      await expect(
        runFileJob(db, dead, { chunkRows: 2, beforeCommit: crash, workerId: "w_gone" }),
      ).rejects.toThrow();
      const before = {
        alive: await rings(alive),
        dead: await rings(dead),
        waiting: await rings(waiting),
      };

      await recoverFileJobs(db);

      // The dead process's job is rung at once (not after a minute without progress) and let go.
      expect(await rings(dead)).toBe(before.dead + 1);
      expect(await job(dead)).toMatchObject({ status: "running", workerId: null });
      // The live process's job is left to it (pg-boss retries a run that threw).
      expect(await rings(alive)).toBe(before.alive);
      expect((await job(alive)).workerId).not.toBeNull();
      // A job that waits for its first worker is not rung again: its message is on its way.
      expect(await rings(waiting)).toBe(before.waiting);
      // A run that ends lets the job go.
      await runFileJob(db, dead);
      expect(await job(dead)).toMatchObject({ status: "completed", workerId: null });
    } finally {
      await leave();
      await presence.end();
    }
  });

  it("a chunk delivered twice is written and charged once", async () => {
    const a = await newAccount();
    const accepted = (await (
      await upload(create, a.apiKey, peopleFile(12))
    ).json()) as FileJobAccepted;
    // Two workers on the same job at once: both build the same chunks, one writes each.
    await Promise.all([
      runFileJob(db, accepted.id, { chunkRows: 5 }),
      runFileJob(db, accepted.id, { chunkRows: 5 }),
    ]);
    // And a stale message after the end does nothing.
    await runFileJob(db, accepted.id, { chunkRows: 5 });
    expect(await job(accepted.id)).toMatchObject({
      status: "completed",
      rowsDone: 12,
      spentApi: 12,
    });
    expect(await ledgerOf(accepted.id)).toEqual({ api: 12, email: 12, mobile: 0 });
    const usage = await getUsage({ db, accountId: a.accountId, clock: systemClock });
    expect(usage.api.used).toBe(12);
    const charged = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrichmentJobRows)
      .where(and(eq(enrichmentJobRows.jobId, accepted.id), eq(enrichmentJobRows.chargeApi, 1)));
    expect(charged[0]?.n).toBe(12);
  });

  it("stops at its ceiling and says how many rows are left; resumes with a higher one", async () => {
    const a = await newAccount();
    const res = await upload(create, a.apiKey, peopleFile(6), "?ceiling.email=2");
    const accepted = (await res.json()) as FileJobAccepted;
    expect(accepted.ceiling.email).toBe(2);
    await runFileJob(db, accepted.id, { chunkRows: 4 });
    const p = (await (await onJob(progress, a.apiKey, accepted.id)).json()) as FileJobProgress;
    expect(p).toMatchObject({ status: "paused", pauseReason: "ceiling", rowsDone: 2, rowsLeft: 4 });
    expect(p.spent.email).toBe(2);
    const { rows } = await csvOf(a.apiKey, accepted.id);
    expect(rows.at(-1)).toContain("not_processed");
    expect(rows.at(-1)).toContain("The job reached its ceiling before this row.");

    const resumed = await onJob(resume, a.apiKey, accepted.id, "POST", "/resume", {
      ceiling: { email: 6 },
    });
    expect(resumed.status).toBe(200);
    await runFileJob(db, accepted.id, { chunkRows: 4 });
    expect(await job(accepted.id)).toMatchObject({
      status: "completed",
      spentEmail: 6,
      spentApi: 6,
    });
    expect(await ledgerOf(accepted.id)).toEqual({ api: 6, email: 6, mobile: 0 });
  });

  it("says before it starts that the day's allowance is short, and pauses cleanly when it runs out", async () => {
    const a = await newAccount({ email: 3 });
    const accepted = (await (
      await upload(create, a.apiKey, peopleFile(5))
    ).json()) as FileJobAccepted;
    expect(accepted.shortfall).toEqual([
      { counter: "email", ceiling: 5, available: 3, reason: "daily_limit_reached" },
    ]);
    await runFileJob(db, accepted.id);
    const p = (await (await onJob(progress, a.apiKey, accepted.id)).json()) as FileJobProgress;
    expect(p).toMatchObject({
      status: "paused",
      pauseReason: "allowance:email:daily_limit_reached",
      rowsDone: 3,
      rowsLeft: 2,
    });
    // Still short today: the sweep leaves it paused.
    await recoverFileJobs(db);
    expect((await job(accepted.id)).status).toBe("paused");
    const usage = await getUsage({ db, accountId: a.accountId, clock: systemClock });
    expect(usage.email.used).toBe(3);
    expect(await ledgerOf(accepted.id)).toEqual({ api: 3, email: 3, mobile: 0 });

    // The allowance can pay again (as on a new day): the sweep resumes the job by itself.
    await db.update(accounts).set({ dailyEmail: 10 }).where(eq(accounts.id, a.accountId));
    await recoverFileJobs(db);
    expect((await job(accepted.id)).status).toBe("running");
    await runFileJob(db, accepted.id);
    expect(await job(accepted.id)).toMatchObject({ status: "completed", rowsDone: 5 });
    expect(await ledgerOf(accepted.id)).toEqual({ api: 5, email: 5, mobile: 0 });
  });

  it("cancels: what is done stays, charged once, and nothing more is worked on", async () => {
    const a = await newAccount();
    const accepted = (await (
      await upload(create, a.apiKey, peopleFile(8))
    ).json()) as FileJobAccepted;
    await runFileJob(db, accepted.id, { chunkRows: 3, runMs: 0 });
    const res = await onJob(cancel, a.apiKey, accepted.id, "POST", "/cancel");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "cancelled", rowsDone: 3, rowsLeft: 5 });
    await runFileJob(db, accepted.id, { chunkRows: 3 });
    expect(await job(accepted.id)).toMatchObject({ status: "cancelled", rowsDone: 3, spentApi: 3 });
    expect((await onJob(cancel, a.apiKey, accepted.id, "POST", "/cancel")).status).toBe(409);
    const { rows } = await csvOf(a.apiKey, accepted.id);
    expect(rows.slice(1).filter((r) => r.includes("not_processed"))).toHaveLength(5);
    expect(await ledgerOf(accepted.id)).toEqual({ api: 3, email: 3, mobile: 0 });
  });

  it("writes a signed completion delivery when a webhook was given", async () => {
    const a = await newAccount();
    const url = "https://hooks.example.com/leadwise";
    const accepted = (await (
      await upload(create, a.apiKey, peopleFile(2), `?webhookUrl=${encodeURIComponent(url)}`)
    ).json()) as FileJobAccepted;
    await runFileJob(db, accepted.id);
    await runFileJob(db, accepted.id);
    const deliveries = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.accountId, a.accountId));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.url).toBe(url);
    expect(JSON.parse(deliveries[0]?.body ?? "{}")).toMatchObject({
      type: "enrichment_job.completed",
      id: accepted.id,
      data: { status: "completed", rowsDone: 2, matched: 2 },
    });
  });

  it("refuses a webhook to a private address", async () => {
    const a = await newAccount();
    const res = await upload(
      create,
      a.apiKey,
      peopleFile(2),
      "?webhookUrl=http%3A%2F%2F127.0.0.1%2Fx",
    );
    expect(res.status).toBe(400);
  });

  it("deletes jobs past their retention time", async () => {
    const a = await newAccount();
    const accepted = (await (
      await upload(create, a.apiKey, peopleFile(2))
    ).json()) as FileJobAccepted;
    const { expiresAt } = await job(accepted.id);
    await sweepExpiredFileJobs(db, new Date(expiresAt.getTime() - 1000));
    expect((await onJob(progress, a.apiKey, accepted.id)).status).toBe(200);
    await sweepExpiredFileJobs(db, expiresAt);
    expect((await onJob(progress, a.apiKey, accepted.id)).status).toBe(404);
    const left = await db
      .select()
      .from(enrichmentJobRows)
      .where(eq(enrichmentJobRows.jobId, accepted.id));
    expect(left).toEqual([]);
  });
});

describe("POST /v1/enrichment-jobs/preview", () => {
  it("answers the mapping, the first rows as they will be matched and an estimate; stores nothing", async () => {
    const a = await newAccount({ api: 4 });
    const file = `${peopleFile(4)}nobody@nowhere.example;x\n`;
    const res = await upload(preview, a.apiKey, file);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      columns: ["Email", "Note"],
      rows: 5,
      mapping: { email: "Email" },
      estimate: { sampled: 5, matched: 4, expectedMatches: 4 },
      ceiling: { api: 5, email: 5, mobile: 0 },
      shortfall: [{ counter: "api", ceiling: 5, available: 4, reason: "daily_limit_reached" }],
    });
    expect(body.sample[0]).toMatchObject({ line: 2, identifiedBy: "email", problem: null });
    expect(
      await db.select().from(enrichmentJobs).where(eq(enrichmentJobs.accountId, a.accountId)),
    ).toEqual([]);
  });

  it("says before it starts how many rows each of the account's providers may be asked about", async () => {
    process.env.AUTH_SECRET ??= "test-secret-for-provider-keys";
    const a = await newAccount();
    await saveProvider(
      { db, accountId: a.accountId },
      { provider: "pdl", key: "pk_test_0000", dailyBudget: 2 },
    );
    await saveProvider({ db, accountId: a.accountId }, { provider: "apollo", key: "pk_test_0000" });
    const file = `${peopleFile(2)}nobody@nowhere.example;x\n`;
    const body = await (await upload(preview, a.apiKey, file)).json();
    expect(body.providerCeilings).toEqual([
      { provider: "pdl", label: expect.any(String), calls: 2, dailyBudget: 2, budgetRemaining: 2 },
      {
        provider: "apollo",
        label: expect.any(String),
        calls: 3,
        dailyBudget: null,
        budgetRemaining: null,
      },
    ]);
    const without = await (await upload(preview, a.apiKey, file, "?providers=false")).json();
    expect(without.providerCeilings).toEqual([]);
    const accepted = await (await upload(create, a.apiKey, file)).json();
    expect(accepted.providerCeilings).toEqual(body.providerCeilings);
    const other = await newAccount();
    expect((await (await upload(preview, other.apiKey, file)).json()).providerCeilings).toEqual([]);
  });
});
