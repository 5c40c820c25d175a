/**
 * Issue 26's acceptance walked as an operator would: `npm run bench:faults`, inside a
 * loopback-only network namespace (the app delivers webhooks to the receiver started here; it
 * refuses to run elsewhere):
 *
 *   unshare -n sh -c 'ip link set lo up && exec npm run bench:faults'
 *
 * `npm start` on a fresh data folder (DATA_DIR .tmp/fault-walk-data, PORT from `--port`,
 * default 4400), 8 clients sending enrich and bulk requests in turn, each with its own
 * Idempotency-Key and a webhook to a loopback receiver, sent again with the same key after a
 * 503, a 429 or a connection error (as a client following Retry-After does); any other answer
 * is counted and its key given up. Under that stream:
 *   1. kill -9 of the postmaster: how soon 503s come, how soon service is back by itself;
 *   2. kill -9 of npm start's main process: how soon none of its processes is left, what the
 *      orphaned web server still answered; then `npm start` again;
 *   3. Ctrl-C (SIGINT to the process group): requests cut, the stop's duration; then `npm
 *      start` again, and every request accepted must complete, be charged once and be
 *      delivered to the webhook under one webhook-id; usage must equal what the accepted work
 *      consumed, read from its rows (lib/features/allowances/accepted-work.ts), or the walk exits 1.
 * Prints the figures with the CPU and load and writes bench/results/faults.json.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { parseArgs } from "node:util";
import loopbackOnly from "@/lib/engines/providers/testing/loopback-only";
import {
  type App,
  alive,
  commandOf,
  databaseUrlOf,
  descendants,
  type Outcome,
  request,
  startApp,
  usageAgainstWorkAt,
} from "../e2e/npm-start";

const { values: args } = parseArgs({
  options: { port: { type: "string", default: "4400" } },
});
const PORT = Number(args.port);
const DATA_DIR = ".tmp/fault-walk-data";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

interface Sent extends Outcome {
  key: string;
  sentAt: number;
  doneAt: number;
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = now() + ms;
  while (now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

async function main() {
  loopbackOnly();
  await rm(DATA_DIR, { recursive: true, force: true });

  // The receiver: which webhook-ids each request's result arrived under.
  const deliveries = new Map<string, Set<string>>();
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString();
    });
    req.on("end", () => {
      const requestId = (JSON.parse(body || "{}") as { requestId?: string }).requestId ?? "?";
      const ids = deliveries.get(requestId) ?? new Set();
      ids.add(String(req.headers["webhook-id"]));
      deliveries.set(requestId, ids);
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const env = { WEBHOOK_ALLOW_HOSTS: "127.0.0.1" };
  // Every start's output, read for the job thread's deaths at the end.
  const apps: App[] = [];
  const start = () => {
    const started = startApp({ dataDir: DATA_DIR, port: PORT, env });
    apps.push(started);
    return started;
  };
  let app: App = start();
  await app.ready;
  const { apiKey } = JSON.parse(await readFile(`${DATA_DIR}/demo.json`, "utf8")) as {
    apiKey: string;
  };
  const auth = { authorization: `Bearer ${apiKey}` };
  const headers = { ...auth, "content-type": "application/json" };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const usage = async () => {
    const o = await request(agent, PORT, "GET", "/v1/usage", auth);
    return (JSON.parse(o.body) as { api?: { used: number } }).api?.used ?? 0;
  };
  const usedBefore = await usage();

  const sent: Sent[] = [];
  const accepted = new Map<string, string>();
  const pending = new Set<string>();
  let running = true;
  const send = async (n: number, i: number, key: string) => {
    const email = `walk-${n}-${i}@example.com`;
    const [path, body] =
      i % 2 === 0
        ? ["/v1/contact/enrich", { profile: { email }, include: { email: false }, webhookUrl }]
        : ["/v1/contact/bulk", { profiles: [{ email }], include: { email: false }, webhookUrl }];
    const sentAt = now();
    const o = await request(
      agent,
      PORT,
      "POST",
      path,
      { ...headers, "idempotency-key": key },
      JSON.stringify(body),
    );
    sent.push({ ...o, key, sentAt, doneAt: now() });
    if (o.status === 202) {
      accepted.set(key, (JSON.parse(o.body) as { requestId: string }).requestId);
      pending.delete(key);
    }
    return o.status;
  };
  const client = async (n: number) => {
    for (let i = 0; running; i++) {
      const key = `walk-${n}-${i}`;
      pending.add(key);
      while (running) {
        const status = await send(n, i, key);
        if (status === 202) break;
        // Anything else is a finding, kept in `sent` and counted below; the key is given up.
        if (status !== 503 && status !== 429 && status !== 0) break;
        await sleep(250);
      }
      await sleep(60);
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
  const acceptedSince = (t: number) => sent.some((s) => s.status === 202 && s.sentAt > t);
  const inWindow = (from: number, to: number) =>
    sent.filter((s) => s.doneAt > from && s.doneAt <= to);
  await sleep(15_000);

  // 1. kill -9 of the postmaster.
  const postmaster = (
    JSON.parse(await readFile(`${DATA_DIR}/postgres.json`, "utf8")) as {
      pid: number;
    }
  ).pid;
  const dbKilledAt = now();
  process.kill(postmaster, "SIGKILL");
  await until(() => acceptedSince(dbKilledAt + 500), 60_000);
  const firstBack = sent.find((s) => s.status === 202 && s.sentAt > dbKilledAt + 500);
  await sleep(10_000);
  const dbWindow = inWindow(dbKilledAt, now());
  const first503 = dbWindow.find((s) => s.status === 503);
  const database = {
    first503AfterMs: first503 ? Math.round(first503.doneAt - dbKilledAt) : null,
    answers503: dbWindow.filter((s) => s.status === 503).length,
    otherThan202or503: dbWindow.filter((s) => s.status !== 202 && s.status !== 503).length,
    backAfterMs: firstBack ? Math.round(firstBack.doneAt - dbKilledAt) : null,
    slowestAnswerMs: Math.round(Math.max(...dbWindow.map((s) => s.doneAt - s.sentAt))),
  };
  console.log("kill -9 of the postmaster:", JSON.stringify(database));

  // 2. kill -9 of npm start's main process.
  const processes = descendants(app.app.pid as number);
  const commands = new Map(processes.map((p) => [p, commandOf(p)]));
  const goneAfter = new Map<number, number>();
  const mainKilledAt = now();
  process.kill(app.app.pid as number, "SIGKILL");
  await until(() => {
    for (const p of processes) {
      if (!goneAfter.has(p) && !alive(p)) goneAfter.set(p, Math.round(now() - mainKilledAt));
    }
    return goneAfter.size === processes.length;
  }, 15_000);
  const allGoneAt = now();
  const lastGone = [...goneAfter.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  const orphanAnswers = inWindow(mainKilledAt, allGoneAt).filter((s) => s.status !== 0);
  const restartAt = now();
  app = start();
  await app.ready;
  const readyAt = now();
  const orphan = {
    processes: processes.length,
    allGoneAfterMs: Math.round(allGoneAt - mainKilledAt),
    lastToGo: lastGone.map(([p, ms]) => `${ms} ms: ${(commands.get(p) ?? "").slice(0, 80)}`),
    answersAfterTheKill: orphanAnswers.length,
    answersAfterTheKillSentAfterIt: orphanAnswers.filter((s) => s.sentAt > mainKilledAt).length,
    lastAnswerAfterMs: orphanAnswers.length
      ? Math.round(Math.max(...orphanAnswers.map((s) => s.doneAt)) - mainKilledAt)
      : null,
    answersAfterTheKillByStatus: Object.fromEntries(
      [...new Set(orphanAnswers.map((s) => s.status))].map((st) => [
        st,
        orphanAnswers.filter((s) => s.status === st).length,
      ]),
    ),
    cut: inWindow(mainKilledAt, restartAt).filter(
      (s) => s.status === 0 && s.error !== "ECONNREFUSED",
    ).length,
    restartReadyAfterMs: Math.round(readyAt - restartAt),
  };
  console.log("kill -9 of npm start's main process:", JSON.stringify(orphan));
  await until(() => acceptedSince(readyAt), 30_000);
  await sleep(15_000);

  // 3. Ctrl-C.
  const processes2 = descendants(app.app.pid as number);
  const signalAt = now();
  process.kill(-(app.app.pid as number), "SIGINT");
  const code = await app.exited;
  const stoppedAt = now();
  running = false;
  await load;
  const stopWindow = inWindow(signalAt, now());
  const ctrlC = {
    exitCode: code,
    stopMs: Math.round(stoppedAt - signalAt),
    processesLeft: processes2.filter(alive).length,
    answeredInFlight: stopWindow.filter((s) => s.sentAt < signalAt && s.status === 202).length,
    refused503: stopWindow.filter((s) => s.status === 503).length,
    acceptedAfterTheSignal: stopWindow.filter((s) => s.sentAt > signalAt + 50 && s.status === 202)
      .length,
    cut: stopWindow.filter((s) => s.status === 0 && s.error !== "ECONNREFUSED").length,
  };
  console.log("Ctrl-C:", JSON.stringify(ctrlC));

  // The next start finishes everything accepted; keys whose fate the client never learnt are
  // asked once more (the same Idempotency-Key: accepted once at most).
  app = start();
  await app.ready;
  for (const key of pending) {
    const [, n, i] = key.split("-");
    await send(Number(n), Number(i), key);
  }
  const ids = [...accepted.values()];
  const done = async (id: string) => {
    const o = await request(agent, PORT, "GET", `/v1/contact/enrich?id=${id}`, auth);
    return (JSON.parse(o.body || "{}") as { status?: string }).status === "success";
  };
  const unfinished = new Set(ids);
  await until(async () => {
    for (const id of [...unfinished]) if (await done(id)) unfinished.delete(id);
    return unfinished.size === 0;
  }, 120_000);
  await until(() => ids.every((id) => deliveries.has(id)), 60_000);
  const outcome = {
    accepted: ids.length,
    distinctRequestIds: new Set(ids).size,
    unfinished: unfinished.size,
    charged: (await usage()) - usedBefore,
    webhooksMissing: ids.filter((id) => !deliveries.has(id)).length,
    deliveredUnderTwoWebhookIds: ids.filter((id) => (deliveries.get(id)?.size ?? 0) > 1).length,
  };
  console.log("after the next start:", JSON.stringify(outcome));
  // Usage beside what the accepted work consumed, read from the rows of that work: equal for
  // every account, exactly, or the walk fails.
  const usageAgainstWork = await usageAgainstWorkAt(await databaseUrlOf(DATA_DIR));
  const chargedWithoutWork = usageAgainstWork.filter(
    ({ used, work }) => JSON.stringify(used) !== JSON.stringify(work),
  );
  console.log("usage against accepted work:", JSON.stringify(usageAgainstWork));
  process.kill(-(app.app.pid as number), "SIGINT");
  await app.exited;
  agent.destroy();
  receiver.close();

  const byStatus = Object.fromEntries(
    [...new Set(sent.map((s) => s.status))].map((st) => [
      st,
      sent.filter((s) => s.status === st).length,
    ]),
  );
  const output = apps.map((a) => a.output()).join("\n");
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
    loadAverageAtEnd: os.loadavg().map((x) => Math.round(x * 100) / 100),
    requests: sent.length,
    answersByStatus: byStatus,
    // The jobs thread's uncaught TypeError in postgres.js (porsager/postgres#1208) and restarts.
    logged: {
      typeErrors: output.match(/TypeError/g)?.length ?? 0,
      jobThreadRestarts: output.match(/thread exited; starting it again/g)?.length ?? 0,
    },
    database,
    orphan,
    ctrlC,
    outcome,
    usageAgainstWork,
  };
  console.log(`${result.machine.cpus}× ${result.machine.cpu}, load ${result.loadAverageAtEnd}`);
  await mkdir("bench/results", { recursive: true });
  await writeFile("bench/results/faults.json", `${JSON.stringify(result, null, 2)}\n`);
  if (chargedWithoutWork.length > 0) {
    console.error(
      "FAILED: usage differs from the accepted work:",
      JSON.stringify(chargedWithoutWork),
    );
    process.exit(1);
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
