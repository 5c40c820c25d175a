import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { accounts, creditLedger, enrichmentRequests } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock, utcDay } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";
import { usageAgainstWork } from "@/lib/features/allowances/accepted-work";
import { getUsage } from "@/lib/features/allowances/usage";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";
import { eventually, sampleProfile, startReceiver } from "./enrichment-fixtures";
import type { StoredResult } from "./stored-result";

/*
 * Worker processes are killed with SIGKILL in the middle of bulks: after another worker
 * starts, every request completes, nothing is paid twice and nothing is lost, and usage equals
 * what the accepted work consumed, read from its rows.
 */

let t: Awaited<ReturnType<typeof createTestDb>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "true";
  resetEnvCache();
  t = await createTestDb();
  await saveProfiles(
    t.db,
    Array.from({ length: 40 }, (_, i) => sampleProfile(i, { email: 2, mobile: 0 })),
    { source: "alpha" },
  );
  receiver = await startReceiver();
});
beforeAll(() => {
  afterAll(async () => {
    for (const child of children) kill(child, "SIGKILL");
    await stopBoss();
    await receiver.close();
  });
});

function startWorker(): ChildProcess {
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/worker.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: t.url,
      WEBHOOK_ALLOW_PRIVATE: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    // Its own process group, so a kill reaches tsx's node child too.
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {}
}

async function killed(child: ChildProcess) {
  const exited = new Promise((r) => child.once("exit", r));
  kill(child, "SIGKILL");
  await exited;
}

async function submitBulks(apiKey: string, count: number, first = 0) {
  const ids: string[] = [];
  for (let b = 0; b < count; b++) {
    const res = await bulk(
      new Request("http://test/v1/contact/bulk", {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({
          profiles: Array.from({ length: 10 }, (_, i) => ({
            id: `p_${(first + b * 10 + i) % 40}`,
          })),
          webhookUrl: receiver.url("/kill-test"),
        }),
      }),
    );
    expect(res.status).toBe(202);
    ids.push((await res.json()).requestId);
  }
  return ids;
}

async function statuses(accountId: string) {
  const rows = await t.db
    .select({ id: enrichmentRequests.id, status: enrichmentRequests.status })
    .from(enrichmentRequests)
    .where(eq(enrichmentRequests.accountId, accountId));
  return rows;
}

/** The e-mail debits of the account, from the ledger. */
async function emailPaid(accountId: string) {
  return t.db
    .select({ ref: creditLedger.ref, delta: creditLedger.delta })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.accountId, accountId),
        eq(creditLedger.counter, "email"),
        sql`${creditLedger.delta} < 0`,
      ),
    );
}

async function deliveredEmails(requestIds: string[]) {
  const rows = await t.db
    .select({ result: enrichmentRequests.result })
    .from(enrichmentRequests)
    .where(sql`${enrichmentRequests.id} in ${requestIds}`);
  return rows.reduce(
    (n, r) => n + (r.result as StoredResult).data.reduce((m, p) => m + (p.email?.length ?? 0), 0),
    0,
  );
}

describe("a worker killed mid-bulk", () => {
  it("while paying for a bulk: another worker completes it, paying once", async () => {
    const a = await createAccount(t.db, { email: "k1@example.com", plan: "pro" });
    // Hold today's e-mail usage row so the worker stops inside its final transaction.
    await t.db.execute(sql`insert into allowance_usage (account_id, day, counter, used)
      values (${a.accountId}, ${utcDay(new Date())}, 'email', 0)`);
    const blocker = postgres(t.url, { max: 1, onnotice: () => {} });
    const reserved = await blocker.reserve();
    await reserved`begin`;
    await reserved`select * from allowance_usage where account_id = ${a.accountId} and counter = 'email' for update`;

    const [requestId] = await submitBulks(a.apiKey, 1);
    const first = startWorker();
    await eventually(async () => {
      const waiting = await t.db.execute<{ n: number }>(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`);
      return (waiting[0]?.n ?? 0) > 0 ? true : undefined;
    }, 60_000);
    const [mid] = await t.db
      .select()
      .from(enrichmentRequests)
      .where(eq(enrichmentRequests.id, requestId ?? ""));
    expect(mid?.status).toBe("processing");
    await killed(first);
    await reserved`rollback`;
    reserved.release();
    await blocker.end();
    expect(
      (await getUsage({ db: t.db, accountId: a.accountId, clock: systemClock })).email.used,
    ).toBe(0);

    const second = startWorker();
    const done = await eventually(async () => {
      const rows = await statuses(a.accountId);
      return rows.every((r) => r.status === "success") ? rows : undefined;
    }, 60_000);
    expect(done).toHaveLength(1);
    const usage = await getUsage({ db: t.db, accountId: a.accountId, clock: systemClock });
    expect(usage.api.used).toBe(10);
    expect(usage.email.used).toBe(20);
    expect(await deliveredEmails([requestId ?? ""])).toBe(20);
    expect(await emailPaid(a.accountId)).toEqual([{ ref: requestId, delta: -20 }]);
    const compared = await usageAgainstWork({
      db: t.db,
      accountId: a.accountId,
      clock: systemClock,
    });
    expect(compared.used).toEqual(compared.work);
    await eventually(async () =>
      receiver.received.some((r) => r.body.includes(requestId ?? "")) ? true : undefined,
    );
    await killed(second);
  }, 120_000);

  it("while working through a queue of bulks: all complete, each paid once", async () => {
    const a = await createAccount(t.db, { email: "k2@example.com", plan: "pro" });
    // One slot: the bulks go one after another, so the kill lands in the middle of the queue.
    await t.db.update(accounts).set({ concurrency: 1 }).where(eq(accounts.id, a.accountId));
    const ids = await submitBulks(a.apiKey, 20);
    const first = startWorker();
    await eventually(
      async () => {
        const rows = await statuses(a.accountId);
        return rows.filter((r) => r.status === "success").length >= 3 ? true : undefined;
      },
      60_000,
      10,
    );
    await killed(first);
    const atKill = await statuses(a.accountId);
    expect(atKill.filter((r) => r.status === "success").length).toBeLessThan(20);

    const second = startWorker();
    await eventually(async () => {
      const rows = await statuses(a.accountId);
      return rows.every((r) => r.status === "success") ? true : undefined;
    }, 90_000);
    const usage = await getUsage({ db: t.db, accountId: a.accountId, clock: systemClock });
    expect(usage.api.used).toBe(200);
    const delivered = await deliveredEmails(ids);
    expect(delivered).toBe(400);
    expect(usage.email.used).toBe(delivered);
    const paid = await emailPaid(a.accountId);
    expect(new Set(paid.map((p) => p.ref)).size).toBe(paid.length);
    expect(paid.reduce((n, p) => n - p.delta, 0)).toBe(400);
    const compared = await usageAgainstWork({
      db: t.db,
      accountId: a.accountId,
      clock: systemClock,
    });
    expect(compared.used).toEqual(compared.work);
    // A webhook job the killed worker had fetched but not started is retried once pg-boss
    // expires it (30 s, then the next maintenance pass).
    await eventually(
      async () =>
        ids.every((id) => receiver.received.some((r) => r.body.includes(id))) ? true : undefined,
      90_000,
      200,
    );
    await killed(second);
  }, 240_000);
});
