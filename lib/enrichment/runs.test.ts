import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { accounts, enrichmentRequests } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { createAccount } from "@/lib/accounts/create-account";
import { logger } from "@/lib/logger";
import { saveProfiles } from "@/lib/profiles/save-profiles";
import { sampleProfile } from "./fixtures";
import { PROFILES_PER_RUN, processEnrichments, type RequestRow, runsOf } from "./process";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];

beforeAll(async () => {
  ({ db } = await createTestDb());
  await saveProfiles(
    db,
    Array.from({ length: 30 }, (_, i) => sampleProfile(i)),
    { source: "alpha" },
  );
});

const withInputs = (id: string, n: number) =>
  ({ id, inputs: Array.from({ length: n }, () => ({})) }) as unknown as RequestRow;

describe("runsOf", () => {
  it("splits requests in order into runs of at most the given number of profiles, never splitting one", () => {
    const requests = [
      withInputs("a", 10),
      withInputs("b", 1),
      withInputs("c", 10),
      withInputs("d", 25),
      withInputs("e", 4),
    ];
    const ids = (runs: RequestRow[][]) => runs.map((run) => run.map((r) => r.id).join(""));
    expect(ids(runsOf(requests, 21))).toEqual(["abc", "d", "e"]);
    expect(ids(runsOf(requests, 100))).toEqual(["abcde"]);
    expect(runsOf([], 100)).toEqual([]);
  });
});

describe("a batch of many bulks", () => {
  it("is stored and delivered in runs, the oldest first, instead of all at the end", async () => {
    const account = await createAccount(db, { email: "bulks@example.com", plan: "pro" });
    await db.update(accounts).set({ concurrency: 64 }).where(eq(accounts.id, account.accountId));
    const bulks = PROFILES_PER_RUN / 10 + 2;
    for (let b = 0; b < bulks; b++) {
      const res = await bulk(
        new Request("http://test/v1/contact/bulk", {
          method: "POST",
          headers: {
            authorization: `Bearer ${account.apiKey}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({
            profiles: Array.from({ length: 10 }, (_, i) => ({ id: `p_${(b + i) % 30}` })),
          }),
        }),
      );
      expect(res.status).toBe(202);
    }
    const requests = await db
      .select({ id: enrichmentRequests.id, jobId: enrichmentRequests.jobId })
      .from(enrichmentRequests)
      .where(eq(enrichmentRequests.accountId, account.accountId))
      .orderBy(asc(enrichmentRequests.createdAt));

    // One worker's batch holding every one of them, as pg-boss hands it over under load.
    await processEnrichments(
      db,
      requests.map((r) => ({ requestId: r.id, jobId: r.jobId ?? "" })),
      { workerId: "runs-test", log: logger },
    );

    const done = await db
      .select({
        status: enrichmentRequests.status,
        completedAt: enrichmentRequests.completedAt,
      })
      .from(enrichmentRequests)
      .where(eq(enrichmentRequests.accountId, account.accountId))
      .orderBy(asc(enrichmentRequests.createdAt));
    expect(done.map((r) => r.status)).toEqual(done.map(() => "success"));
    const at = done.map((r) => r.completedAt?.getTime() ?? 0);
    const first = at.slice(0, PROFILES_PER_RUN / 10);
    const rest = at.slice(PROFILES_PER_RUN / 10);
    // The first run's ten bulks finished together, before the two that came after them.
    expect(new Set(first).size).toBe(1);
    expect(new Set(rest).size).toBe(1);
    expect(Math.max(...first)).toBeLessThan(Math.min(...rest));
  });

  it("gives back the failing run's requests and every later run's, for the job's retry", async () => {
    const account = await createAccount(db, { email: "failing@example.com", plan: "pro" });
    await db.update(accounts).set({ concurrency: 64 }).where(eq(accounts.id, account.accountId));
    const runs = 3;
    for (let b = 0; b < (PROFILES_PER_RUN / 10) * runs; b++) {
      const res = await bulk(
        new Request("http://test/v1/contact/bulk", {
          method: "POST",
          headers: {
            authorization: `Bearer ${account.apiKey}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({
            profiles: Array.from({ length: 10 }, (_, i) => ({ id: `p_${(b + i) % 30}` })),
          }),
        }),
      );
      expect(res.status).toBe(202);
    }
    const requests = await db
      .select({ id: enrichmentRequests.id, jobId: enrichmentRequests.jobId })
      .from(enrichmentRequests)
      .where(eq(enrichmentRequests.accountId, account.accountId))
      .orderBy(asc(enrichmentRequests.createdAt));
    // The second run cannot store its results.
    const poisoned = requests[PROFILES_PER_RUN / 10]?.id;
    await db.execute(
      sql.raw(`
      create function refuse_result() returns trigger language plpgsql as $$
      begin raise exception 'storage failed'; end $$;
      create trigger refuse_result before update of result on enrichment_requests
      for each row when (new.id = '${poisoned}') execute function refuse_result();`),
    );
    try {
      await expect(
        processEnrichments(
          db,
          requests.map((r) => ({ requestId: r.id, jobId: r.jobId ?? "" })),
          { workerId: "runs-test-2", log: logger },
        ),
      ).rejects.toThrow(/Failed query: update "enrichment_requests"/);
    } finally {
      await db.execute(sql`drop trigger refuse_result on enrichment_requests`);
    }
    const after = await db
      .select({ status: enrichmentRequests.status, workerId: enrichmentRequests.workerId })
      .from(enrichmentRequests)
      .where(eq(enrichmentRequests.accountId, account.accountId))
      .orderBy(asc(enrichmentRequests.createdAt));
    const perRun = PROFILES_PER_RUN / 10;
    expect(after.slice(0, perRun).every((r) => r.status === "success")).toBe(true);
    // Nothing stays held by the worker until its lease runs out.
    expect(after.slice(perRun)).toEqual(
      after.slice(perRun).map(() => ({ status: "pending", workerId: null })),
    );
  });
});
