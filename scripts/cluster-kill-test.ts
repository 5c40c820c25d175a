/**
 * The cluster's acceptance checks that need one cluster of their own (issue 18), run by
 * .ci/run after the failure test: `npm run cluster -- --web 2 --workers 1`, then
 * 1. the shared rate limit over HTTP: a free-plan key's burst of 100 requests, sent at once
 *    and spread over both web nodes' own ports, gets no more accepted than the key's bucket
 *    allows for the burst's duration (its size, plus its refill while the burst lasted), +10%;
 * 2. kill -9 of the `npm run cluster` process itself: within 10 s no process it started is
 *    left (PostgreSQL primary and replica, HAProxy, web nodes, workers, and their children) and
 *    every port of the cluster is free again.
 * Exit code 0 when all hold. As root it runs in a network namespace of its own (loopback only).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { PLAN_SPECS } from "@/lib/features/accounts/plans";
import { alive, commandOf, descendants, request } from "../e2e/npm-start";
import { inOwnNetwork, logger, sleep, startCluster, type TestCluster } from "./cluster-testing";

inOwnNetwork("scripts/cluster-kill-test.ts");

const DATA_DIR = path.resolve(".tmp/cluster-kill-test");
const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 4700);
const log = logger("kill-test");
const failures: string[] = [];

/** A free-plan account made with the admin CLI on the primary; its API key. */
function freePlanKey(primaryUrl: string): string {
  const made = spawnSync(
    process.execPath,
    [
      ...["--import", "tsx", "scripts/admin.ts", "create-account"],
      ...["--email", "burst@example.com", "--plan", "free"],
    ],
    { env: { ...process.env, DATABASE_URL: primaryUrl, LOG_LEVEL: "error" }, encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`admin create-account failed: ${made.stderr}`);
  return (JSON.parse(made.stdout) as { apiKey: string }).apiKey;
}

async function burst(cluster: TestCluster): Promise<void> {
  const apiKey = freePlanKey((await cluster.state()).primaryUrl);
  const ports = await cluster.webPorts();
  const headers = { authorization: `Bearer ${apiKey}` };
  // One connection per request, all opened at once: the burst is as short as the nodes allow.
  const agent = new http.Agent({ keepAlive: false, maxSockets: 100 });
  const t0 = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: 100 }, async (_, i) => {
      const port = ports[i % ports.length] as number;
      return { port, ...(await request(agent, port, "GET", "/v1/usage", headers)) };
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const { rateLimit } = PLAN_SPECS.free;
  // What the key's bucket can grant over the burst: full (twice the rate), plus what it refills
  // while the burst lasts. Two nodes each with a bucket of its own would grant twice that.
  const allowed = rateLimit * 2 + rateLimit * seconds;
  const accepted = outcomes.filter((o) => o.status === 200);
  const perNode = ports.map((p) => accepted.filter((o) => o.port === p).length);
  const other = outcomes.filter((o) => o.status !== 200 && o.status !== 429);
  log(
    `rate limit: 100 requests over ${ports.length} nodes in ${seconds.toFixed(2)} s: ${accepted.length} accepted (${perNode.join(" + ")}), ${outcomes.length - accepted.length - other.length} refused with 429; the key's bucket allows ${allowed.toFixed(1)} in that time`,
  );
  // A burst slow enough for the bucket to refill 100 requests' worth proves nothing.
  if (allowed * 1.1 >= 100)
    failures.push(`the burst took ${seconds.toFixed(1)} s: too slow to tell one bucket from two`);
  if (accepted.length > allowed * 1.1)
    failures.push(`${accepted.length} accepted, more than ${allowed.toFixed(1)} + 10%`);
  // A bucket that refused everything would pass the check above: a full one grants its size.
  if (accepted.length < rateLimit * 2 * 0.9)
    failures.push(`only ${accepted.length} accepted, a full bucket holds ${rateLimit * 2}`);
  // Every node answered its half (200 or 429): the burst met both. Which node's requests got
  // the tokens is a race the faster node wins, so a node may have had none.
  if (other.length)
    failures.push(`answers neither 200 nor 429: ${other.map((o) => o.status || o.error)}`);
}

/** The Playwright walk of e2e/cluster/ against the cluster's HAProxy port. */
function browserWalk(url: string): void {
  const t0 = Date.now();
  const walk = spawnSync(
    path.resolve("node_modules/.bin/playwright"),
    ["test", "-c", "e2e/cluster/playwright.config.ts"],
    { env: { ...process.env, CLUSTER_URL: url }, stdio: "inherit", timeout: 240_000 },
  );
  if (walk.status !== 0) failures.push(`the browser walk failed (${walk.status ?? walk.signal})`);
  else log(`browser walk through HAProxy passed in ${Math.round((Date.now() - t0) / 1000)} s`);
}

/** Whether something listens on the port (a connection is accepted). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A process's state and parent from /proc, so a failure says why it was left ("" once gone). */
function stateOf(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => status.match(new RegExp(`^${name}:\\s*(.*)$`, "m"))?.[1];
    return `state ${field("State")}, parent ${field("PPid")}`;
  } catch {
    return "gone";
  }
}

async function killCluster(cluster: TestCluster): Promise<void> {
  const main = cluster.process.pid as number;
  const state = await cluster.state();
  const members = Object.entries(state).filter(
    (e): e is [string, { pid: number; port?: number }] =>
      typeof e[1] === "object" && e[1] !== null && "pid" in e[1],
  );
  const ports = members.flatMap(([, m]) => (m.port ? [m.port] : []));
  // Everything below it: the members (each a session of its own, but its children still) and
  // theirs, such as PostgreSQL's backends.
  const processes = descendants(main);
  const missing = members.filter(([, m]) => !processes.includes(m.pid)).map(([name]) => name);
  if (missing.length) failures.push(`not found below the cluster process: ${missing}`);
  log(
    `kill -9 of the cluster process (${processes.length} processes below it; ports ${ports.join(", ")})`,
  );
  const killedAt = performance.now();
  process.kill(main, "SIGKILL");
  let left = processes;
  let open = ports;
  while (performance.now() - killedAt < 10_000) {
    left = processes.filter(alive);
    open = (await Promise.all(ports.map(async (p) => ((await listening(p)) ? [p] : [])))).flat();
    if (left.length === 0 && open.length === 0) break;
    await sleep(100);
  }
  const seconds = ((performance.now() - killedAt) / 1000).toFixed(1);
  if (left.length || open.length) {
    failures.push(
      `10 s after kill -9: processes left ${left.map((p) => `${p} (${commandOf(p)}; ${stateOf(p)})`).join(", ") || "none"}; ports still open ${open.join(", ") || "none"}`,
    );
    for (const pid of left) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Gone meanwhile (a backend whose postmaster died).
      }
    }
  } else log(`nothing left and every port free ${seconds} s after the kill`);
}

async function main() {
  const cluster = await startCluster({
    dataDir: DATA_DIR,
    port: PORT,
    web: 2,
    workers: 1,
    env: { SEED_PROFILES: "2000" },
    log,
  });
  try {
    await burst(cluster);
  } catch (err) {
    failures.push(String(err));
  }
  browserWalk((await cluster.state()).url);
  await killCluster(cluster);
  if (failures.length) {
    console.error(`FAILED:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  log("PASSED");
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
