/**
 * The cluster's failure test (issue 18), run by .ci/run after its two legs:
 * `npm run cluster -- --web 2 --workers 2` under a steady mixed load through HAProxy (enrich
 * and bulk with Idempotency-Key, retried with the same key on network errors and 5xx;
 * estimates; searches; a campaign delivering every 2 s to a webhook), while it SIGKILLs a web
 * node, SIGKILLs a worker in the middle of its jobs (the cluster starts both again), then
 * restarts the replica. It then asserts that every client request ended in success, that every
 * accepted request was delivered to the webhook receiver exactly once after dedupe by
 * webhook-id (and never under two ids), that the `api` allowance used equals what was
 * accepted plus the campaign's leads (as the clients counted it, and as the rows of work record
 * it: lib/features/allowances/accepted-work.ts), that no campaign lead was delivered twice, and that
 * nothing stays pending. Last, it imports 1,000 people through web node A (POST
 * /v1/contact/import) and asserts that every web node's Live Estimate counts them within 5 s. Exit code 0 when all hold.
 *
 * The product may call the webhook URLs it is given: as root the test runs in a network
 * namespace of its own where only loopback exists (`unshare -n`), the receiver on loopback.
 */
import http from "node:http";
import path from "node:path";
import postgres from "postgres";
import { usageAgainstWorkAt } from "../e2e/npm-start";
import { inOwnNetwork, logger, sleep, startCluster, type TestCluster } from "./cluster-testing";

inOwnNetwork("scripts/cluster-fault-test.ts");

const DATA_DIR = path.resolve(".tmp/cluster-fault-test");
const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 4600);
const BASE = `http://127.0.0.1:${PORT}`;
const log = logger("fault-test");

/** The webhook receiver: records every delivery (webhook-id and body), answers 200. */
function startReceiver() {
  const received: { id: string; body: { requestId?: string } }[] = [];
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c) => {
      text += c;
    });
    req.on("end", () => {
      try {
        received.push({ id: String(req.headers["webhook-id"]), body: JSON.parse(text) });
      } catch {
        received.push({ id: String(req.headers["webhook-id"]), body: {} });
      }
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

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
/** One HTTP exchange through HAProxy; a network error is an answer of status 0. */
function call(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  return new Promise<{ status: number; body: string; retryAfter?: string }>((resolve) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${BASE}${url}`,
      {
        method,
        agent,
        timeout: 30_000,
        headers: { ...headers, ...(data ? { "content-type": "application/json" } : {}) },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => {
          text += c;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            retryAfter: res.headers["retry-after"] as string | undefined,
          }),
        );
        res.on("error", () => resolve({ status: 0, body: "" }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, body: "" }));
    req.end(data);
  });
}

const failures: string[] = [];
const counts = { answers: 0, retries: 0, networkErrors: 0, status5xx: 0 };

/** Sends until the answer is a success (2xx): same body and key on every try, 60 s at most. */
async function untilSuccess(
  what: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const deadline = Date.now() + 60_000;
  for (let attempt = 0; ; attempt++) {
    const answer = await call(method, url, headers, body);
    counts.answers++;
    if (answer.status >= 200 && answer.status < 300) return answer;
    if (answer.status === 0) counts.networkErrors++;
    if (answer.status >= 500) counts.status5xx++;
    const retriable = answer.status === 0 || answer.status >= 500 || answer.status === 429;
    if (!retriable || Date.now() > deadline) {
      failures.push(
        `${what}: ${answer.status} ${answer.body.slice(0, 200)} after ${attempt + 1} tries`,
      );
      return undefined;
    }
    counts.retries++;
    await sleep(answer.retryAfter ? Math.min(2_000, Number(answer.retryAfter) * 1000) : 200);
  }
}

let cluster: TestCluster | undefined;
const stopCluster = async () => cluster?.stop();

type Auth = { authorization: string };
type Db = postgres.Sql;

/**
 * The campaign: its day's 1,000 leads spread over a window of a few minutes around now, so
 * each 2 s tick delivers some (over a whole day a tick's share would round to none). Its id,
 * once created and launched.
 */
async function launchCampaign(auth: Auth, webhookUrl: string): Promise<string | undefined> {
  const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
  const window =
    hhmm(Date.now() - 60_000) < hhmm(Date.now() + 240_000)
      ? { start: hhmm(Date.now() - 60_000), end: hhmm(Date.now() + 240_000) }
      : { start: "00:00", end: "23:59" };
  const created = await untilSuccess("create campaign", "POST", "/v1/campaigns", auth, {
    name: "Fault test campaign",
    // Everyone (a filter that every profile passes), so the audience lasts the whole test.
    filters: { experienceYears: { min: 0 } },
    delivery: {
      days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      window,
      timezone: "UTC",
      leadsPerDay: 1000,
    },
    notifications: { webhook: { enabled: true, url: webhookUrl } },
  });
  const campaignId = (JSON.parse(created?.body ?? "{}") as { id?: string }).id;
  if (campaignId) await untilSuccess("launch", "POST", `/v1/campaigns/${campaignId}/launch`, auth);
  return campaignId;
}

/**
 * The load: enrich and bulk clients (unique keys, retried with the same key), estimates,
 * searches; each paced under the demo key's rate limit. `stop` ends it once every client's
 * current request is answered; `accepted` holds the enrichment requests accepted.
 */
function startLoad(auth: Auth, webhookUrl: string) {
  const accepted = new Set<string>();
  let running = true;
  const profileId = (n: number, i: number) =>
    `p_1_${String(1 + ((n * 997 + i) % 5000)).padStart(6, "0")}`;
  const enrichClient = async (n: number) => {
    for (let i = 0; running; i++) {
      const bulk = i % 3 === 0;
      const answer = await untilSuccess(
        `${bulk ? "bulk" : "enrich"} ${n}-${i}`,
        "POST",
        bulk ? "/v1/contact/bulk" : "/v1/contact/enrich",
        { ...auth, "idempotency-key": `fault-${n}-${i}` },
        // Seeded profiles (seed 1): each request finds one, and is charged `api` 1.
        bulk
          ? { profiles: [{ id: profileId(n, i) }], webhookUrl }
          : { profile: { id: profileId(n, i) }, webhookUrl },
      );
      const id = answer ? (JSON.parse(answer.body) as { requestId?: string }).requestId : undefined;
      if (id) accepted.add(id);
      await sleep(150);
    }
  };
  const readClient = async (kind: "estimate" | "search") => {
    for (let i = 0; running; i++) {
      await untilSuccess(
        `${kind} ${i}`,
        "POST",
        kind === "estimate" ? "/v1/estimate" : "/v1/contact/search",
        auth,
        kind === "estimate" ? { filters: {} } : { filters: {}, limit: 10 },
      );
      await sleep(300);
    }
  };
  const clients = [
    ...[0, 1, 2, 3].map((n) => enrichClient(n)),
    readClient("estimate"),
    readClient("search"),
  ];
  return {
    accepted,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

/**
 * The faults, under the load: a web node killed, then a worker in the middle of its jobs (the
 * cluster starts both again), then the replica restarted.
 */
async function injectFaults(started: TestCluster, db: Db, accountId: string) {
  const pidOf = async (name: string) => (await started.member(name)).pid;
  await sleep(10_000);
  log("SIGKILL web1");
  process.kill(await pidOf("web1"), "SIGKILL");
  await sleep(8_000);
  const pending = async () => {
    const [row] = await db<{ n: number }[]>`
      select count(*)::int as n from enrichment_requests
      where account_id = ${accountId} and status in ('pending', 'processing')`;
    return row?.n ?? 0;
  };
  // In the middle of jobs: once pg-boss has some active (up to 10 s of waiting).
  const activeJobs = async () => {
    const [row] = await db<{ n: number }[]>`
      select count(*)::int as n from pgboss.job where state = 'active'`.catch(() => [{ n: -1 }]);
    return row?.n ?? -1;
  };
  for (let i = 0; i < 100 && (await activeJobs()) === 0; i++) await sleep(100);
  log(
    `SIGKILL worker1 (${await activeJobs()} jobs active, ${await pending()} requests pending or processing)`,
  );
  process.kill(await pidOf("worker1"), "SIGKILL");
  await sleep(15_000);
  log("restarting the replica");
  process.kill(await pidOf("replica"), "SIGINT");
  await sleep(15_000);
}

/** Nothing stays pending: every request done, every delivery made (120 s at most). */
async function awaitSettled(db: Db, accountId: string) {
  const settled = Date.now();
  const outstanding = async () => {
    const [row] = await db<{ requests: number; deliveries: number }[]>`
      select
        (select count(*)::int from enrichment_requests
          where account_id = ${accountId} and status in ('pending', 'processing')) as requests,
        (select count(*)::int from webhook_deliveries
          where account_id = ${accountId} and status = 'pending') as deliveries`;
    return row ?? { requests: -1, deliveries: -1 };
  };
  let left = await outstanding();
  while ((left.requests > 0 || left.deliveries > 0) && Date.now() - settled < 120_000) {
    await sleep(1_000);
    left = await outstanding();
  }
  if (left.requests > 0 || left.deliveries > 0) {
    failures.push(
      `still pending after 120 s: ${left.requests} requests, ${left.deliveries} webhook deliveries`,
    );
  }
}

/**
 * Deliveries, deduped by webhook-id: one per accepted request, never two ids for one; no
 * campaign lead twice; the `api` used is what was accepted plus the campaign's leads.
 */
async function checkDelivered(
  received: { id: string; body: { requestId?: string } }[],
  accepted: Set<string>,
  db: Db,
  accountId: string,
  apiUsed: number,
) {
  const idsByRequest = new Map<string, Set<string>>();
  const seenIds = new Set<string>();
  for (const { id, body } of received) {
    seenIds.add(id);
    if (!body.requestId) continue;
    const ids = idsByRequest.get(body.requestId) ?? new Set<string>();
    ids.add(id);
    idsByRequest.set(body.requestId, ids);
  }
  const undelivered = [...accepted].filter((id) => !idsByRequest.has(id));
  const twice = [...idsByRequest].filter(([, ids]) => ids.size > 1);
  if (undelivered.length) failures.push(`${undelivered.length} accepted requests never delivered`);
  if (twice.length) failures.push(`${twice.length} requests delivered under two webhook-ids`);

  const [leadRow] = await db<{ leads: number; distinct: number }[]>`
    select count(*)::int as leads, count(distinct profile_id)::int as distinct
    from campaign_leads where account_id = ${accountId}`;
  const leads = leadRow?.leads ?? 0;
  if (leads !== (leadRow?.distinct ?? -1)) failures.push("a campaign lead was delivered twice");
  if (apiUsed !== accepted.size + leads) {
    failures.push(
      `api used ${apiUsed}, but ${accepted.size} requests accepted + ${leads} campaign leads`,
    );
  }
  log(
    `campaign: ${leads} leads; webhooks: ${received.length} received, ${seenIds.size} distinct ids; api used ${apiUsed}`,
  );
}

/**
 * 1,000 people imported through web node A (the account's own contacts, POST
 * /v1/contact/import): every web node's Live Estimate counts them within 5 s (each node's
 * index follows data_version).
 */
async function checkImportCounted(started: TestCluster, auth: Auth) {
  const estimateAt = async (port: number) => {
    const res = await fetch(`http://127.0.0.1:${port}/v1/estimate`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ filters: {} }),
    }).catch(() => undefined);
    return res?.ok ? ((await res.json()) as { count: number }).count : undefined;
  };
  const nodePorts = await started.webPorts();
  const countsBefore = await Promise.all(nodePorts.map(estimateAt));
  const csv = [
    "First Name,Last Name,E-mail",
    ...Array.from(
      { length: 1000 },
      (_, i) => `Imported,Person${i},imported.${i}@cluster-test.example`,
    ),
  ].join("\n");
  const imported = await fetch(`http://127.0.0.1:${nodePorts[0]}/v1/contact/import`, {
    method: "POST",
    headers: { ...auth, "content-type": "text/csv" },
    body: csv,
  }).catch((err: Error) => err);
  const report =
    imported instanceof Error
      ? imported.message
      : ((await imported.json()) as { imported?: number });
  if (typeof report === "string" || report.imported !== 1000)
    failures.push(`importing 1,000 people through node A: ${JSON.stringify(report)}`);
  const importedAt = Date.now();
  const followed = await Promise.all(
    nodePorts.map(async (port, i) => {
      for (;;) {
        const count = await estimateAt(port);
        const before = countsBefore[i];
        if (count !== undefined && before !== undefined && count >= before + 1000) {
          return Date.now() - importedAt;
        }
        if (Date.now() - importedAt > 30_000) return undefined;
        await sleep(200);
      }
    }),
  );
  log(
    `1,000 people imported through node A: counted by the nodes' estimates after ${followed.map((ms) => (ms === undefined ? "never" : `${ms} ms`)).join(", ")}`,
  );
  for (const [i, ms] of followed.entries()) {
    if (ms === undefined || ms > 5_000)
      failures.push(`web node ${i + 1} counted the import after ${ms ?? "> 30,000"} ms`);
  }
}

async function main() {
  const receiver = await startReceiver();
  const started = await startCluster({
    dataDir: DATA_DIR,
    port: PORT,
    web: 2,
    workers: 2,
    env: {
      SEED_PROFILES: "5000",
      CAMPAIGN_TICK_SECONDS: "2",
      WEBHOOK_ALLOW_PRIVATE: "true",
      WEBHOOK_RETRY_SCALE: "0.01",
    },
    log,
  });
  cluster = started;
  const s = await started.state();
  const demo = s.demo as { apiKey: string; accountId: string };
  const auth = { authorization: `Bearer ${demo.apiKey}` };
  const db = postgres(s.primaryUrl, { max: 2, onnotice: () => {} });
  const usedApi = async () => {
    const [row] = await db<{ used: number }[]>`
      select coalesce(sum(used), 0)::int as used from allowance_usage
      where account_id = ${demo.accountId} and counter = 'api'`;
    return row?.used ?? 0;
  };
  const usedBefore = await usedApi();

  const campaignId = await launchCampaign(auth, receiver.url);
  const load = startLoad(auth, receiver.url);
  await injectFaults(started, db, demo.accountId);
  await load.stop();
  log(
    `load stopped: ${load.accepted.size} requests accepted, ${counts.answers} answers, ${counts.retries} retries (${counts.networkErrors} network errors, ${counts.status5xx} 5xx)`,
  );
  if (campaignId) {
    // Stops its deliveries (a campaign whose audience ran out is completed already: 409).
    const paused = await call("POST", `/v1/campaigns/${campaignId}/pause`, auth);
    if (paused.status !== 200 && paused.status !== 409) failures.push(`pause: ${paused.status}`);
  } else failures.push("the campaign was not created");

  await awaitSettled(db, demo.accountId);
  await sleep(2_000);
  await checkDelivered(
    receiver.received,
    load.accepted,
    db,
    demo.accountId,
    (await usedApi()) - usedBefore,
  );
  await checkImportCounted(started, auth);
  // Usage equals what the accepted work consumed, read from its rows: exactly, on api (the
  // campaign's leads do not record the contacts they carried).
  for (const { accountId, used, work } of await usageAgainstWorkAt(s.primaryUrl)) {
    if (used.api !== work.api) {
      failures.push(`account ${accountId}: api used ${used.api}, accepted work ${work.api}`);
    }
  }

  await db.end();
  receiver.close();
  log("stopping the cluster (Ctrl-C)");
  const stopAt = Date.now();
  await stopCluster();
  log(`stopped in ${((Date.now() - stopAt) / 1000).toFixed(1)} s`);
  if (failures.length) {
    console.error(`FAILED:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  log("PASSED");
  process.exit(0);
}

main().catch(async (err) => {
  console.error(err);
  await stopCluster();
  process.exit(1);
});
