import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { accounts, enrichmentRequests } from "@/db/schema";
import { logger } from "@/lib/core/logger";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createTestDbWithProfiles } from "./enrichment-fixtures";
import { PROFILES_PER_RUN, processEnrichments, runsOf } from "./process";
import type { RequestRow } from "./stored-result";

let db: Awaited<ReturnType<typeof createTestDbWithProfiles>>["db"];

beforeAll(async () => {
  ({ db } = await createTestDbWithProfiles(30));
});

/**
 * A new account (64 processing slots) that submits `count` bulks of 10, one after the other;
 * returns it with its requests' doorbells, oldest first, as one worker's batch would hold them.
 */
async function submitBulks(email: string, count: number) {
  const account = await createAccount(db, { email, plan: "pro" });
  await db.update(accounts).set({ concurrency: 64 }).where(eq(accounts.id, account.accountId));
  for (let b = 0; b < count; b++) {
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
  const bells = requests.map((r) => ({ requestId: r.id, jobId: r.jobId ?? "" }));
  return { account, requests, bells };
}

/** The account's requests, oldest first. */
function requestsOf(accountId: string) {
  return db
    .select({
      status: enrichmentRequests.status,
      workerId: enrichmentRequests.workerId,
      completedAt: enrichmentRequests.completedAt,
    })
    .from(enrichmentRequests)
    .where(eq(enrichmentRequests.accountId, accountId))
    .orderBy(asc(enrichmentRequests.createdAt));
}

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
    const { account, bells } = await submitBulks("bulks@example.com", PROFILES_PER_RUN / 10 + 2);

    // One worker's batch holding every one of them, as pg-boss hands it over under load.
    await processEnrichments(db, bells, { workerId: "runs-test", log: logger });

    const done = await requestsOf(account.accountId);
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
    const runs = 3;
    const { account, requests, bells } = await submitBulks(
      "failing@example.com",
      (PROFILES_PER_RUN / 10) * runs,
    );
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
        processEnrichments(db, bells, { workerId: "runs-test-2", log: logger }),
      ).rejects.toThrow(/Failed query: update "enrichment_requests"/);
    } finally {
      await db.execute(sql`drop trigger refuse_result on enrichment_requests`);
    }
    const after = (await requestsOf(account.accountId)).map(({ status, workerId }) => ({
      status,
      workerId,
    }));
    const perRun = PROFILES_PER_RUN / 10;
    expect(after.slice(0, perRun).every((r) => r.status === "success")).toBe(true);
    // Nothing stays held by the worker until its lease runs out.
    expect(after.slice(perRun)).toEqual(
      after.slice(perRun).map(() => ({ status: "pending", workerId: null })),
    );
  });
});
