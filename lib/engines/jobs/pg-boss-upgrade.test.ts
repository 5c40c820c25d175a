import { eq, sql } from "drizzle-orm";
import type { PgBoss, JobInsert as PgBoss12JobInsert } from "pg-boss";
import PgBoss10 from "pg-boss-10";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { enrichmentRequests } from "@/db/schema";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { arrayParam } from "@/lib/core/sql/array-params";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import { createAccount } from "@/lib/features/accounts/create-account";
import { getUsage } from "@/lib/features/allowances/usage";
import {
  createTestDbWithProfiles,
  eventually,
  startReceiver,
} from "@/lib/features/enrichment/enrichment-fixtures";

/*
 * An instance upgraded from pg-boss 10 (the previous release) keeps the jobs that release
 * queued: the new version migrates pg-boss's schema on start and runs each of them once.
 */

let t: Awaited<ReturnType<typeof createTestDbWithProfiles>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const holder = globalThis as unknown as { __leadwiseBoss?: Promise<unknown> };

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "true";
  resetEnvCache();
  t = await createTestDbWithProfiles(30);
  receiver = await startReceiver();
});
beforeAll(() => {
  afterAll(async () => {
    await stopJobs();
    await receiver.close();
  });
});

/**
 * pg-boss 10 standing in for the process's pg-boss, driven the way the previous release
 * drove it: a job's queue name travelled inside each inserted job.
 */
async function startPgBoss10(url: string) {
  const old = new PgBoss10({ connectionString: url, max: 2, supervise: false, schedule: false });
  await old.start();
  const facade = {
    createQueue: (name: string, options: object) => old.createQueue(name, { name, ...options }),
    updateQueue: (name: string, options: object) => old.updateQueue(name, { name, ...options }),
    insert: (name: string, jobs: PgBoss12JobInsert[], options: { db: PgBoss10.Db }) =>
      old.insert(
        jobs.map((job) => ({ ...job, name }) as PgBoss10.JobInsert),
        options,
      ),
  };
  holder.__leadwiseBoss = Promise.resolve(facade as unknown as PgBoss);
  return old;
}

describe("upgrading from pg-boss 10", () => {
  it("runs every enrichment job the old version queued, each once", async () => {
    const a = await createAccount(t.db, { email: "upgrade@example.com", plan: "pro" });
    const old = await startPgBoss10(t.url);
    const requestIds: string[] = [];
    for (let b = 0; b < 3; b++) {
      const res = await bulk(
        new Request("http://test/v1/contact/bulk", {
          method: "POST",
          headers: { authorization: `Bearer ${a.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({
            profiles: Array.from({ length: 10 }, (_, i) => ({ id: `p_${b * 10 + i}` })),
            include: { email: true },
            webhookUrl: receiver.url("/upgrade"),
          }),
        }),
      );
      expect(res.status).toBe(202);
      requestIds.push((await res.json()).requestId);
    }
    const [schema] = await t.db.execute<{ version: number }>(
      sql`select version from pgboss.version`,
    );
    const queued = await t.db.execute<{ id: string }>(sql`
      select id::text from pgboss.job where name = 'enrichment.process' and state = 'created'`);
    expect(queued.length).toBeGreaterThan(0);
    await old.stop({ graceful: false, close: true, wait: true });
    holder.__leadwiseBoss = undefined;

    await startJobs({ pollMs: 100 });
    const [migrated] = await t.db.execute<{ version: number }>(
      sql`select version from pgboss.version`,
    );
    expect(migrated?.version).toBeGreaterThan(schema?.version ?? Number.POSITIVE_INFINITY);

    await eventually(async () => {
      const rows = await t.db
        .select({ status: enrichmentRequests.status })
        .from(enrichmentRequests)
        .where(eq(enrichmentRequests.accountId, a.accountId));
      return rows.length === 3 && rows.every((r) => r.status === "success") ? true : undefined;
    }, 60_000);
    // The jobs pg-boss 10 wrote are the ones that ran, to completion, on their first run.
    const ran = await eventually(async () => {
      const jobs = await t.db.execute<{ state: string; retry_count: number }>(sql`
        select state::text, retry_count from pgboss.job
        where id::text = any(${arrayParam(
          queued.map((q) => q.id),
          "text",
        )})`);
      return jobs.every((j) => j.state !== "active") ? jobs : undefined;
    });
    expect(ran.map((j) => [j.state, j.retry_count])).toEqual(queued.map(() => ["completed", 0]));

    const usage = await getUsage({ db: t.db, accountId: a.accountId, clock: systemClock });
    expect(usage.api.used).toBe(30);
    // Every sample profile has one address: each delivered and paid once.
    expect(usage.email.used).toBe(30);
    await receiver.waitFor(3);
    await new Promise((r) => setTimeout(r, 500));
    const delivered = receiver.received.map((r) => JSON.parse(r.body).requestId).sort();
    expect(delivered).toEqual([...requestIds].sort());
  }, 120_000);
});
