import { readFile, rm } from "node:fs/promises";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import postgres from "postgres";
import {
  alive,
  cleanedUpAfterEach,
  databaseUrlOf,
  descendants,
  ownDatabase,
  request,
  startApp,
  until,
  usageAgainstWorkAt,
} from "./npm-start";

/*
 * An enrichment job through kill -9 of `npm start` (every process of it at once, PostgreSQL
 * included, as a power cut would) halfway through its rows, then `npm start` again on the same
 * data folder. What a marketer relies on: the job finishes by itself, with no one resuming it;
 * the result holds each row of the file exactly once; no row is charged twice: the job's
 * rows, its ledger and the account's usage counters all say the same.
 *
 * Halfway is held, not raced: on a quick machine the whole job once finished between two polls
 * of its progress. The test locks the second half's rows, so the job writes its chunks up to
 * them and then waits, with half its rows done, until the kill.
 */

const DATA_DIR = ".tmp/file-job-crash-data";
// The suite's port + 2: the port of an app started by hand beside the suite (docs/testing.md).
const PORT = Number(process.env.E2E_PORT ?? 3107) + 2;
const ROWS = 4_000;

const track = cleanedUpAfterEach();

interface Progress {
  status: string;
  rows: number;
  rowsDone: number;
  matched: number;
  spent: { api: number; email: number; mobile: number };
}

test("kill -9 of npm start halfway through a job: it finishes by itself, each row once, charged once", async () => {
  test.setTimeout(420_000);
  await rm(DATA_DIR, { recursive: true, force: true });
  // On an external server (DATABASE_URL) the app gets a database of its own, which outlives the
  // kill as a server on another machine would; embedded, PostgreSQL dies with the rest.
  const env = await ownDatabase(DATA_DIR, true);
  const first = startApp({ dataDir: DATA_DIR, port: PORT, env });
  await first.ready;
  track(first);
  const { apiKey } = JSON.parse(await readFile(`${DATA_DIR}/demo.json`, "utf8")) as {
    apiKey: string;
  };
  const auth = { authorization: `Bearer ${apiKey}` };

  // A file of the seeded people's addresses, one in ten unknown, each row numbered.
  const sql = postgres(await databaseUrlOf(DATA_DIR, env), { max: 1, onnotice: () => {} });
  const emails = (
    await sql<{ value: string }[]>`select value from contacts where kind = 'email' limit 2000`
  ).map((r) => r.value);
  await sql.end();
  const lines = ["Email;Row"];
  for (let i = 0; i < ROWS; i++) {
    lines.push(`${i % 10 === 9 ? `nobody.${i}@unknown.example` : emails[i % emails.length]};${i}`);
  }
  // The job's first chunk takes the account's `api` balance row (lockCounter) before it writes:
  // held here until the second half's rows are locked too, so no chunk is written before.
  const holder = postgres(await databaseUrlOf(DATA_DIR, env), { max: 2, onnotice: () => {} });
  const balances = await holder.reserve();
  await balances`begin`;
  await balances`select 1 from credit_balances where counter = 'api' for update`;
  const agent = new http.Agent({ keepAlive: false });
  const created = await request(
    agent,
    PORT,
    "POST",
    "/v1/enrichment-jobs",
    { ...auth, "content-type": "text/csv" },
    `${lines.join("\n")}\n`,
  );
  expect(created.status, created.body).toBe(202);
  const { id } = JSON.parse(created.body) as { id: string };
  const progress = async (): Promise<Progress> => {
    const answer = await request(agent, PORT, "GET", `/v1/enrichment-jobs/${id}`, auth);
    if (answer.status !== 200) throw new Error(`${answer.status}`);
    return JSON.parse(answer.body) as Progress;
  };

  const secondHalf = await holder.reserve();
  await secondHalf`begin`;
  await secondHalf`
    select 1 from enrichment_job_rows
    where job_id = ${id}
      and row_no >= (select min(row_no) from enrichment_job_rows where job_id = ${id}) + ${ROWS / 2}
    for update`;
  await balances`commit`;
  balances.release();
  // The job writes its chunks, in file order, up to the one holding locked rows, which waits
  // (a job that ended instead fails the next line at once, not at the test's timeout).
  const { before } = await until(
    async () => {
      const [waiting] = await holder<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and query like '%update enrichment_job_rows%'`;
      return { waiting: waiting?.n ?? 0, before: await progress() };
    },
    (s) => s.waiting > 0 || s.before.status !== "running",
  );
  expect(before.status).toBe("running");
  expect(before.rowsDone).toBeGreaterThan(0);
  expect(before.rowsDone).toBeLessThanOrEqual(ROWS / 2);
  const group = first.app.pid as number;
  const processes = [group, ...descendants(group)];
  process.kill(-group, "SIGKILL");
  await until(
    async () => processes.filter(alive),
    (left) => left.length === 0,
  );
  // On an external server the waiting chunk's transaction outlives the kill: let it go (it ends
  // there, its client gone). Embedded, the connection died with PostgreSQL.
  await secondHalf`rollback`.catch(() => {});
  await holder.end({ timeout: 1 }).catch(() => {});

  const second = startApp({ dataDir: DATA_DIR, port: PORT, env });
  await second.ready;
  track(second);
  // No one resumes it: the job workers and their recovery sweep take it up again.
  const after = await until(progress, (p) => p.status !== "running");
  expect(after.status).toBe("completed");
  expect(after.rowsDone).toBe(ROWS);
  expect(after.matched).toBe(ROWS * 0.9);

  const result = await request(agent, PORT, "GET", `/v1/enrichment-jobs/${id}/result`, auth);
  expect(result.status).toBe(200);
  const [header = [], ...rows] = parse(result.body.replace(/^\uFEFF/, "")) as string[][];
  expect(header.slice(0, 2)).toEqual(["Email", "Row"]);
  // Each row of the file once, in file order.
  expect(rows.map((r) => Number(r[1]))).toEqual(Array.from({ length: ROWS }, (_, i) => i));
  const status = header.indexOf("leadwise_status");
  expect(rows.filter((r) => r[status] === "matched")).toHaveLength(ROWS * 0.9);

  // Charged once: the rows' charges, the job's spend, its ledger and the usage counters agree.
  const url = await databaseUrlOf(DATA_DIR, env);
  const db = postgres(url, { max: 1, onnotice: () => {} });
  const [charges] = await db<{ api: number; email: number }[]>`
    select sum(charge_api)::int as api, sum(charge_email)::int as email
    from enrichment_job_rows where job_id = ${id}`;
  const ledger = await db<{ counter: string; n: number }[]>`
    select counter, -sum(delta)::int as n from credit_ledger where ref = ${id} group by counter
    order by counter`;
  await db.end();
  expect(charges).toEqual({ api: ROWS * 0.9, email: ROWS * 0.9 });
  expect(after.spent).toEqual({ api: ROWS * 0.9, email: ROWS * 0.9, mobile: 0 });
  expect(ledger).toEqual([
    { counter: "api", n: ROWS * 0.9 },
    { counter: "email", n: ROWS * 0.9 },
  ]);
  const compared = await usageAgainstWorkAt(url);
  for (const { accountId, used, work } of compared) expect(used, accountId).toEqual(work);
  agent.destroy();
});
