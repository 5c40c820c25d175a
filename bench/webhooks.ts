/**
 * Issue 26's webhook target over its full minute: `npm run bench:webhooks`, inside a
 * loopback-only network namespace (the product calls the receivers it is given; it refuses to
 * run elsewhere):
 *
 *   unshare -n sh -c 'ip link set lo up && exec npm run bench:webhooks'
 *
 * An embedded PostgreSQL on a throwaway folder, the job workers as `npm start` runs them
 * (product defaults: 10 s request timeout, the breaker, the per-receiver caps), and loopback
 * receivers. Every 100 ms for `--seconds` (default 60): one delivery of one account to a
 * receiver that never answers (10 deliveries/s), and one delivery of one of `--accounts`
 * other accounts (default 3, taking turns) to its own healthy receiver. Reports the healthy
 * deliveries' latency, from the moment each is handed to the outbox to the moment its receiver
 * has it (p50, p95, p99, max; target p99 ≤ 1,000 ms), how many reached the hanging receiver,
 * the CPU and the load; writes bench/results/webhooks.json.
 */

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDb } from "@/db/client";
import { startEmbedded } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import loopbackOnly from "@/lib/engines/providers/testing/loopback-only";
import { deliverMany } from "@/lib/engines/webhooks/outbox";
import { createAccount } from "@/lib/features/accounts/create-account";
import { startReceiver } from "@/lib/features/enrichment/enrichment-fixtures";
import { percentile } from "./mix";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    accounts: { type: "string", default: "3" },
  },
});
const SECONDS = Number(args.seconds);
const ACCOUNTS = Number(args.accounts);
const TICK_MS = 100;

const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

async function main() {
  loopbackOnly();
  process.env.WEBHOOK_ALLOW_PRIVATE = "true";
  resetEnvCache();
  const dir = await mkdtemp(path.join(os.tmpdir(), "leadwise-bench-webhooks-"));
  const server = await startEmbedded({ dataDir: dir, database: "postgres" });
  const url = server.url("postgres");
  await runMigrations(url);
  // The job workers use the process's pool (db/client.ts getDb), as in `npm start`.
  process.env.DATABASE_URL = url;
  const { db, close } = createDb(url, { max: 10 });

  let hangingCalls = 0;
  const hanging = http.createServer((req) => {
    hangingCalls++;
    req.resume();
  });
  await new Promise<void>((r) => hanging.listen(0, "127.0.0.1", r));
  const hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hook`;
  const slow = await createAccount(db, { email: "hanging@example.com", plan: "pro" });
  const others = await Promise.all(
    Array.from({ length: ACCOUNTS }, async (_, i) => ({
      account: await createAccount(db, { email: `steady-${i}@example.com`, plan: "pro" }),
      receiver: await startReceiver(() => 200),
    })),
  );
  await startJobs();

  const sentAt = new Map<string, number>();
  const loadAtStart = load();
  const started = Date.now();
  let late = 0;
  for (let tick = 0; tick < SECONDS * (1000 / TICK_MS); tick++) {
    const at = started + tick * TICK_MS;
    const wait = at - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else if (wait < -TICK_MS) late++;
    const other = others[tick % ACCOUNTS];
    if (!other) throw new Error("no account");
    const handedAt = Date.now();
    const [, [id]] = await Promise.all([
      deliverMany(
        db,
        [{ accountId: slow.accountId, url: hangingUrl, body: { tick } }],
        systemClock,
      ),
      deliverMany(
        db,
        [{ accountId: other.account.accountId, url: other.receiver.url(), body: { tick } }],
        systemClock,
      ),
    ]);
    if (id) sentAt.set(id, handedAt);
  }
  const sendingSeconds = (Date.now() - started) / 1000;
  const expected = sentAt.size;
  const received = () => others.reduce((n, o) => n + o.receiver.received.length, 0);
  const deadline = Date.now() + 30_000;
  while (received() < expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const waits = others
    .flatMap((o) => o.receiver.received)
    .map((r) => r.at - (sentAt.get(String(r.headers["webhook-id"])) ?? Number.NaN))
    .filter((w) => Number.isFinite(w))
    .sort((a, b) => a - b);
  const healthy = {
    handed: expected,
    delivered: waits.length,
    latencyMs: {
      p50: percentile(waits, 50),
      p95: percentile(waits, 95),
      p99: percentile(waits, 99),
      max: percentile(waits, 100),
    },
    over1s: waits.filter((w) => w > 1_000).length,
  };
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: load(),
    workload: {
      seconds: SECONDS,
      sendingSeconds,
      hangingDeliveriesPerSecond: 1000 / TICK_MS,
      healthyAccounts: ACCOUNTS,
      healthyDeliveriesPerSecond: 1000 / TICK_MS,
      ticksLate: late,
    },
    healthy,
    hangingReceiverCalls: hangingCalls,
    target: "healthy p99 ≤ 1,000 ms",
  };
  console.log(
    `healthy deliveries: ${healthy.delivered}/${healthy.handed}, latency p50 ${healthy.latencyMs.p50} ms, p95 ${healthy.latencyMs.p95} ms, p99 ${healthy.latencyMs.p99} ms, max ${healthy.latencyMs.max} ms (target p99 ≤ 1,000 ms); ${healthy.over1s} over 1 s`,
  );
  console.log(
    `hanging receiver called ${hangingCalls} times; ${result.machine.cpus}× ${result.machine.cpu}, load ${loadAtStart.join(" ")} → ${result.loadAverageAtEnd.join(" ")}`,
  );
  await mkdir("bench/results", { recursive: true });
  await writeFile("bench/results/webhooks.json", `${JSON.stringify(result, null, 2)}\n`);

  await stopJobs();
  hanging.closeAllConnections();
  hanging.close();
  for (const o of others) await o.receiver.close();
  await close();
  const { getClient } = await import("@/db/client");
  await getClient().close();
  await server.stop();
  await rm(dir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
