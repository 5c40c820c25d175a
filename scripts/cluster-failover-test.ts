/**
 * The cluster's failover test (issue 46), run by .ci/run after the other cluster tests:
 * `npm run cluster -- --ha --web 2 --workers 1` (PostgreSQL under pg_auto_failover: a monitor,
 * a primary and a synchronous standby) under a steady load of writes through HAProxy (enrich
 * and bulk requests, each with its Idempotency-Key, sent again with the same key after a 503
 * or a network error), while it
 * 1. kill -9s the primary's postmaster, then
 * 2. freezes the whole node that is primary by then (SIGSTOP of its pg_autoctl and PostgreSQL:
 *    to the others it is a machine that stopped answering), and once the service is back
 *    kills it (SIGKILL: the machine restarts; the cluster starts its pg_autoctl again).
 * Nothing else: no command to the monitor or the nodes. After each it asserts that the
 * standby is promoted, that each web node accepts a write again within 30 s (the outage is
 * printed), that meanwhile every answer that was not a success was a problem+json 503 with
 * Retry-After, the nodes' or HAProxy's own (or a 429), never a network error, and that the old
 * primary rejoins as the synchronous standby. At the end: every accepted request is in the
 * database (nothing acknowledged was lost), done, and delivered to its webhook once, those
 * accepted after the last promotion included (pg-boss follows the new primary); the `api` used
 * equals the accepted work (nothing charged twice); a free-plan key's burst is held to one
 * rate-limit bucket on the promoted primary; cluster.json still holds the demo login after the
 * supervised restarts. Exit code 0 when all hold.
 *
 * As root it runs in a network namespace of its own where only loopback exists.
 */

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import type net from "node:net";
import path from "node:path";
import postgres from "postgres";
import { PLAN_SPECS } from "@/lib/features/accounts/plans";
import { alive, descendants, request, usageAgainstWorkAt } from "../e2e/npm-start";
import { CLIENT_IDLE_HINT_SECONDS } from "./cluster-engines";
import { inOwnNetwork, logger, sleep, startCluster, type TestCluster } from "./cluster-testing";

inOwnNetwork("scripts/cluster-failover-test.ts", { ha: true });

const DATA_DIR = path.resolve(".tmp/cluster-failover-test");
const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 4800);
const BASE = `http://127.0.0.1:${PORT}`;
/** Seconds within which every web node must accept a write again after a fault. */
const OUTAGE_LIMIT = 30;
const log = logger("failover-test");
const failures: string[] = [];

/** The webhook receiver: records every delivery (webhook-id and body), answers 200. */
function startReceiver() {
  const received: { id: string; requestId?: string }[] = [];
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c) => {
      text += c;
    });
    req.on("end", () => {
      let requestId: string | undefined;
      try {
        requestId = (JSON.parse(text) as { requestId?: string }).requestId;
      } catch {}
      received.push({ id: String(req.headers["webhook-id"]), requestId });
      res.writeHead(200).end("ok");
    });
  });
  return new Promise<{ url: string; received: typeof received; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}/hook`, received, close: () => server.close() });
    }),
  );
}

interface Answer {
  status: number;
  body: string;
  retryAfter?: string;
  contentType?: string;
}

/**
 * The clients' connection pool. It closes a connection idle for as long as HAProxy's
 * Keep-Alive header says (less 1 s, as undici does with it; Node's own agent ignores the
 * header): a client that kept it longer would race HAProxy's close of it.
 */
const agent = new http.Agent({
  keepAlive: true,
  maxSockets: 32,
  timeout: (CLIENT_IDLE_HINT_SECONDS - 1) * 1000,
});
/** When each pooled connection last finished an exchange: how long a reused one sat idle. */
const lastUsed = new WeakMap<net.Socket, number>();
/** Reuses of a pooled connection to HAProxy: how many, and after how long idle at most (ms). */
const reuse = { count: 0, longestIdle: 0 };

/**
 * One HTTP exchange; a network error or a timeout is an answer of status 0 whose body says
 * which, and whether on a new connection or one reused after how long idle.
 */
function call(base: string, url: string, headers: Record<string, string>, body: unknown) {
  return new Promise<Answer>((resolve) => {
    const data = JSON.stringify(body);
    let connection = "a new connection";
    const failed = (err: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: `${err.code ?? err.message} on ${connection}` });
    const req = http.request(
      `${base}${url}`,
      {
        method: "POST",
        agent,
        timeout: 30_000,
        headers: { ...headers, "content-type": "application/json" },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => {
          text += c;
        });
        res.on("end", () => {
          if (req.socket) lastUsed.set(req.socket, Date.now());
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            retryAfter: res.headers["retry-after"] as string | undefined,
            contentType: res.headers["content-type"],
          });
        });
        res.on("error", failed);
      },
    );
    req.on("socket", (socket) => {
      const since = lastUsed.get(socket);
      if (req.reusedSocket && since) {
        const idle = Date.now() - since;
        connection = `a connection reused after ${(idle / 1000).toFixed(2)} s idle`;
        if (base === BASE) {
          reuse.count++;
          reuse.longestIdle = Math.max(reuse.longestIdle, idle);
        }
      }
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", failed);
    req.end(data);
  });
}

const accepted = new Set<string>();
const tally = { answers: 0, unavailable: 0, limited: 0 };
/** Answers that were neither a success, a problem+json 503 with Retry-After nor a 429. */
const unexpected: string[] = [];
/** When each accepted request was accepted. */
const acceptedAt = new Map<string, number>();

/**
 * An enrichment (or a bulk of one) sent until accepted, with the same key and body each time
 * (90 s at most); resolves with the time it was accepted, or undefined.
 */
async function write(base: string, key: string, bulk: boolean, webhookUrl: string, auth: Auth) {
  const profile = { id: `p_1_${String(1 + (hash(key) % 2000)).padStart(6, "0")}` };
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await call(
      base,
      bulk ? "/v1/contact/bulk" : "/v1/contact/enrich",
      { ...auth, "idempotency-key": key },
      bulk ? { profiles: [profile], webhookUrl } : { profile, webhookUrl },
    );
    tally.answers++;
    if (answer.status >= 200 && answer.status < 300) {
      const id = (JSON.parse(answer.body) as { requestId?: string }).requestId;
      if (id) {
        accepted.add(id);
        acceptedAt.set(id, Date.now());
      }
      return Date.now();
    }
    // The nodes' answer when they cannot serve, and HAProxy's own while no node is up.
    if (
      answer.status === 503 &&
      answer.retryAfter &&
      answer.contentType?.startsWith("application/problem+json")
    )
      tally.unavailable++;
    else if (answer.status === 429) tally.limited++;
    else
      unexpected.push(`${key}: ${answer.status || "network error"} ${answer.body.slice(0, 160)}`);
    if (Date.now() > deadline) {
      failures.push(`${key}: not accepted within 90 s (last answer ${answer.status})`);
      return undefined;
    }
    await sleep(answer.retryAfter ? Math.min(1_000, Number(answer.retryAfter) * 1000) : 200);
  }
}

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + (c.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

type Auth = { authorization: string };

/** Three clients writing through HAProxy, one request at a time each, 100 ms apart. */
function startLoad(auth: Auth, webhookUrl: string) {
  let running = true;
  const clients = [0, 1, 2].map(async (n) => {
    for (let i = 0; running; i++) {
      await write(BASE, `load-${n}-${i}`, i % 3 === 0, webhookUrl, auth);
      await sleep(100);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

type Monitor = postgres.Sql;

/** The processes of the node the test froze: killed when it is done with them, however it ends. */
const frozen: number[] = [];

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
}

function killFrozen(): void {
  for (const pid of frozen.splice(0)) if (alive(pid)) signal(pid, "SIGKILL");
}

/** The formation as the monitor sees it: each node's state once it reached its goal. */
async function formation(monitor: Monitor): Promise<Record<string, string>> {
  const rows = await monitor<{ nodename: string; reportedstate: string; goalstate: string }[]>`
    select nodename, reportedstate, goalstate from pgautofailover.node`;
  return Object.fromEntries(
    rows.map((r) => [r.nodename, r.reportedstate === r.goalstate ? r.reportedstate : "moving"]),
  );
}

/** Waits (up to `seconds`) until `test` holds for the formation; its last state either way. */
async function until(
  monitor: Monitor,
  seconds: number,
  test: (states: Record<string, string>) => boolean,
) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const states = await formation(monitor).catch(() => ({}) as Record<string, string>);
    if (test(states)) return { ok: true, states };
    if (Date.now() > deadline) return { ok: false, states };
    await sleep(100);
  }
}

/** Whether the primary commits synchronously to a standby (pg_stat_replication). */
async function synchronous(primaryUrl: string): Promise<string> {
  const db = postgres(primaryUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await db<{ sync_state: string }[]>`select sync_state from pg_stat_replication`;
    return rows.map((r) => r.sync_state).join(",") || "no standby";
  } finally {
    await db.end({ timeout: 1 });
  }
}

/**
 * One fault on the node that is primary, under the load; then the checks of the module's
 * comment. `kind`: kill -9 of its postmaster, or its whole node frozen then killed. Resolves
 * with the time the standby was promoted.
 */
async function fault(
  kind: "postmaster" | "node",
  cluster: TestCluster,
  monitor: Monitor,
  auth: Auth,
  webhookUrl: string,
) {
  const healthy = await until(monitor, 90, (s) => {
    const v = Object.values(s);
    return v.includes("primary") && v.includes("secondary");
  });
  if (!healthy.ok) {
    failures.push(
      `${kind}: no primary with a secondary before the fault: ${JSON.stringify(healthy.states)}`,
    );
    return undefined;
  }
  const primary = Object.keys(healthy.states).find(
    (n) => healthy.states[n] === "primary",
  ) as string;
  const standby = Object.keys(healthy.states).find((n) => n !== primary) as string;
  const state = await cluster.state();
  const haDir = (state.ha as { dataDir: string }).dataDir;
  const sync = await synchronous(state.primaryUrl);
  if (!/sync|quorum/.test(sync)) failures.push(`${kind}: replication before the fault is ${sync}`);
  const keeper = (await cluster.member(primary)).pid;
  if (kind === "node") frozen.push(keeper, ...descendants(keeper));
  const t0 = Date.now();
  if (kind === "postmaster") {
    const postmaster = Number(
      readFileSync(path.join(haDir, primary, "postmaster.pid"), "utf8").split("\n")[0],
    );
    log(`kill -9 of ${primary}'s postmaster (${postmaster}); ${standby} is the ${sync} standby`);
    process.kill(postmaster, "SIGKILL");
  } else {
    log(
      `freezing ${primary} (SIGSTOP of its ${frozen.length} processes); ${standby} is the ${sync} standby`,
    );
    // A backend may end between the listing and its signal.
    for (const pid of frozen) signal(pid, "SIGSTOP");
  }
  const seconds = (at: number) => ((at - t0) / 1000).toFixed(1);
  // Each web node, on its own port: a write sent after the fault and accepted.
  const ports = await cluster.webPorts();
  let promotedAt = Date.now();
  const [promoted, ...answered] = await Promise.all([
    until(monitor, OUTAGE_LIMIT, (s) =>
      ["wait_primary", "primary"].includes(s[standby] ?? ""),
    ).then((r) => {
      promotedAt = Date.now();
      return r;
    }),
    ...ports.map((port, i) =>
      write(`http://127.0.0.1:${port}`, `${kind}-node${i + 1}`, false, webhookUrl, auth),
    ),
  ]);
  if (!promoted?.ok)
    failures.push(`${kind}: ${standby} not promoted: ${JSON.stringify(promoted?.states)}`);
  log(
    `${standby} promoted by ${seconds(promotedAt)} s; each web node accepted a write again after ${answered.map((at) => (at ? `${seconds(at)} s` : "never")).join(", ")} (${tally.unavailable} answers 503 with Retry-After so far)`,
  );
  for (const [i, at] of answered.entries()) {
    if (!at || at - t0 > OUTAGE_LIMIT * 1000)
      failures.push(`${kind}: web node ${i + 1} accepted no write within ${OUTAGE_LIMIT} s`);
  }
  if (kind === "node") {
    log(`killing the frozen ${primary} (the cluster starts its pg_autoctl again)`);
    killFrozen();
  }
  const rejoinFrom = Date.now();
  const rejoined = await until(
    monitor,
    120,
    (s) => s[primary] === "secondary" && s[standby] === "primary",
  );
  if (!rejoined.ok)
    failures.push(`${kind}: ${primary} did not rejoin: ${JSON.stringify(rejoined.states)}`);
  else {
    const syncAfter = await synchronous((await cluster.state()).primaryUrl);
    log(
      `${primary} rejoined as the standby ${((Date.now() - rejoinFrom) / 1000).toFixed(1)} s later; replication ${syncAfter}`,
    );
    if (!/sync|quorum/.test(syncAfter))
      failures.push(`${kind}: replication after rejoin is ${syncAfter}`);
  }
  return promotedAt;
}

/**
 * Every accepted request stored, done, and delivered once (by webhook-id), within 200 s: a
 * delivery whose job ran out of retries while no primary answered goes out again with the
 * webhooks' sweep, 2 minutes after its due time (lib/engines/webhooks/webhook-jobs.ts).
 */
async function checkAccepted(db: postgres.Sql, received: { id: string; requestId?: string }[]) {
  const ids = [...accepted];
  const settledFrom = Date.now();
  let rows: { stored: number; done: number }[] = [];
  for (;;) {
    rows = await db<{ stored: number; done: number }[]>`
      select count(*)::int as stored,
        count(*) filter (where status not in ('pending', 'processing'))::int as done
      from enrichment_requests where id = any(${ids})`;
    const deliveredAll = ids.every((id) => received.some((r) => r.requestId === id));
    if ((rows[0]?.done === ids.length && deliveredAll) || Date.now() - settledFrom > 200_000) break;
    await sleep(1_000);
  }
  const stored = rows[0]?.stored ?? 0;
  log(
    `${ids.length} requests accepted: ${stored} in the database, ${rows[0]?.done ?? 0} done; ${received.length} webhooks received (settled in ${Math.round((Date.now() - settledFrom) / 1000)} s)`,
  );
  if (stored !== ids.length) failures.push(`${ids.length - stored} accepted requests were lost`);
  if (rows[0]?.done !== ids.length)
    failures.push(`${ids.length - (rows[0]?.done ?? 0)} accepted requests not done after 200 s`);
  const idsByRequest = new Map<string, Set<string>>();
  for (const r of received) {
    if (!r.requestId) continue;
    idsByRequest.set(r.requestId, (idsByRequest.get(r.requestId) ?? new Set()).add(r.id));
  }
  const undelivered = ids.filter((id) => !idsByRequest.has(id));
  const twice = [...idsByRequest.values()].filter((s) => s.size > 1);
  if (undelivered.length) failures.push(`${undelivered.length} accepted requests never delivered`);
  if (twice.length) failures.push(`${twice.length} requests delivered under two webhook-ids`);
}

/**
 * The rate limit on the promoted primary (its buckets are in an UNLOGGED table, which a
 * promotion empties): a free-plan key's burst of 100 requests through HAProxy gets 200s and
 * 429s, no more 200s than one bucket allows for the burst's duration + 10 %, and nothing else.
 */
async function checkRateLimit(primaryUrl: string) {
  const made = spawnSync(
    process.execPath,
    [
      ...["--import", "tsx", "scripts/admin.ts", "create-account"],
      ...["--email", "burst@example.com", "--plan", "free"],
    ],
    { env: { ...process.env, DATABASE_URL: primaryUrl, LOG_LEVEL: "error" }, encoding: "utf8" },
  );
  if (made.status !== 0) {
    failures.push(`admin create-account failed: ${made.stderr}`);
    return;
  }
  const headers = {
    authorization: `Bearer ${(JSON.parse(made.stdout) as { apiKey: string }).apiKey}`,
  };
  const burstAgent = new http.Agent({ keepAlive: false, maxSockets: 100 });
  const t0 = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: 100 }, () => request(burstAgent, PORT, "GET", "/v1/usage", headers)),
  );
  const seconds = (performance.now() - t0) / 1000;
  const { rateLimit } = PLAN_SPECS.free;
  const allowed = rateLimit * 2 + rateLimit * seconds;
  const ok = outcomes.filter((o) => o.status === 200).length;
  const limited = outcomes.filter((o) => o.status === 429).length;
  const others = outcomes.filter((o) => o.status !== 200 && o.status !== 429);
  const retryLater = others.filter((o) => o.status === 503 && o.headers["retry-after"]);
  log(
    `rate limit after the promotions: 100 requests in ${seconds.toFixed(2)} s, ${ok} accepted, ${limited} refused with 429, ${retryLater.length} 503 with Retry-After (one bucket allows ${allowed.toFixed(1)})${others.length ? `; others: ${others.map((o) => `${o.status || o.error} ${o.body.slice(0, 120)}`).join(" | ")}` : ""}`,
  );
  if (others.length > retryLater.length)
    failures.push(
      `rate limit burst: ${others.length - retryLater.length} answers neither 200, 429 nor 503 with Retry-After`,
    );
  if (allowed * 1.1 < 100 && ok > allowed * 1.1)
    failures.push(`rate limit burst: ${ok} accepted, more than ${allowed.toFixed(1)} + 10%`);
  if (limited === 0 && allowed * 1.1 < 100) failures.push("rate limit burst: nothing refused");
}

let cluster: TestCluster | undefined;

async function main() {
  const receiver = await startReceiver();
  cluster = await startCluster({
    dataDir: DATA_DIR,
    port: PORT,
    web: 2,
    workers: 1,
    ha: true,
    logFile: path.join(path.dirname(DATA_DIR), "cluster-failover-test.log"),
    env: { SEED_PROFILES: "2000", WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_RETRY_SCALE: "0.01" },
    log,
  });
  const s = await cluster.state();
  const demo = s.demo as { apiKey: string; accountId: string };
  const auth = { authorization: `Bearer ${demo.apiKey}` };
  const monitor = postgres((s.ha as { monitorUrl: string }).monitorUrl, {
    max: 1,
    connect_timeout: 2,
    onnotice: () => {},
  });
  const usedApi = async (db: postgres.Sql) => {
    const [row] = await db<{ used: number }[]>`
      select coalesce(sum(used), 0)::int as used from allowance_usage
      where account_id = ${demo.accountId} and counter = 'api'`;
    return row?.used ?? 0;
  };
  const before = postgres(s.primaryUrl, { max: 1, onnotice: () => {} });
  const usedBefore = await usedApi(before);
  await before.end();
  // HAProxy tells clients its own idle timeout, not the nodes' (scripts/cluster-engines.ts).
  const hint = (await request(new http.Agent(), PORT, "GET", "/healthz", {})).headers["keep-alive"];
  if (hint !== `timeout=${CLIENT_IDLE_HINT_SECONDS}`)
    failures.push(
      `HAProxy's Keep-Alive header is ${hint}, not timeout=${CLIENT_IDLE_HINT_SECONDS}`,
    );
  const load = startLoad(auth, receiver.url);
  await sleep(5_000);
  await fault("postmaster", cluster, monitor, auth, receiver.url);
  await sleep(3_000);
  const lastPromotion = await fault("node", cluster, monitor, auth, receiver.url);
  await sleep(3_000);
  await load.stop();
  log(
    `load stopped: ${accepted.size} accepted, ${tally.answers} answers (${tally.unavailable} 503 with Retry-After, ${tally.limited} 429); ${reuse.count} on a pooled connection to HAProxy, idle ${(reuse.longestIdle / 1000).toFixed(2)} s at most`,
  );
  if (unexpected.length)
    failures.push(
      `${unexpected.length} answers neither a success, a problem+json 503 with Retry-After nor a 429: ${unexpected.slice(0, 5).join("; ")}`,
    );

  // pg-boss (its queue and its workers' connections) after the promotions: the requests
  // accepted since the last one are among those checked done and delivered below.
  const sincePromotion = [...acceptedAt.values()].filter((at) => at > (lastPromotion ?? Infinity));
  log(`${sincePromotion.length} requests accepted after the last promotion`);
  if (sincePromotion.length === 0) failures.push("no request accepted after the last promotion");
  const after = await cluster.state();
  // The supervised restarts of the faults rewrote cluster.json: the demo login is still there.
  if (after.demo?.apiKey !== demo.apiKey)
    failures.push("cluster.json lost its demo block in a supervised restart");
  const primaryUrl = after.primaryUrl;
  await checkRateLimit(primaryUrl);
  const db = postgres(primaryUrl, { max: 2, onnotice: () => {} });
  await checkAccepted(db, receiver.received);
  // Each accepted request found one profile: charged once, however many times it was sent.
  const used = (await usedApi(db)) - usedBefore;
  log(`api used ${used} for ${accepted.size} accepted requests`);
  if (used !== accepted.size) failures.push(`api used ${used}, ${accepted.size} requests accepted`);
  for (const { accountId, used: u, work } of await usageAgainstWorkAt(primaryUrl)) {
    if (u.api !== work.api)
      failures.push(`account ${accountId}: api used ${u.api}, accepted work ${work.api}`);
  }
  await db.end();
  await monitor.end();
  receiver.close();
  log("stopping the cluster (Ctrl-C)");
  await cluster.stop();
  if (failures.length) {
    console.error(`FAILED:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  log("PASSED");
  process.exit(0);
}

main().catch(async (err) => {
  console.error(err);
  killFrozen();
  await cluster?.stop();
  process.exit(1);
});
