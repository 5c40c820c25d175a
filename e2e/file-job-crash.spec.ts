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
 * included, as a power cut would) at about 40 % of its rows, then `npm start` again on the same
 * data folder. What a marketer relies on: the job finishes by itself, with no one resuming it;
 * the result holds each row of the file exactly once; no row is charged twice: the job's
 * rows, its ledger and the account's usage counters all say the same.
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

test("kill -9 of npm start at 40 % of a job: it finishes by itself, each row once, charged once", async () => {
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

  const before = await until(progress, (p) => p.rowsDone >= ROWS * 0.4);
  expect(before.status).toBe("running");
  const group = first.app.pid as number;
  const processes = [group, ...descendants(group)];
  process.kill(-group, "SIGKILL");
  await until(
    async () => processes.filter(alive),
    (left) => left.length === 0,
  );
  expect(before.rowsDone).toBeLessThan(ROWS);

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
