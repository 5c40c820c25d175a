import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as enrich } from "@/app/v1/contact/enrich/route";
import { enrichmentRequests } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { holdPresence, workerId } from "@/lib/engines/jobs/presence";
import { createAccount } from "@/lib/features/accounts/create-account";
import { recoverEnrichment } from "./process";

/*
 * A run that fails because the database died cannot give its requests back, and its worker
 * lives on. The recovery sweep of that same process gives them back once the database answers
 * (it knows it no longer works on them), instead of leaving them to the lease (minutes); a
 * request it claimed a moment ago is left to its run.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let key = "";
let presence: ReturnType<typeof postgres>;
let leave: () => Promise<void>;

beforeAll(async () => {
  let url: string;
  ({ db, url } = await createTestDb());
  key = (await createAccount(db, { email: "recover@example.com", plan: "pro" })).apiKey;
  // This process is a live worker, as a worker thread whose run failed is.
  presence = postgres(url, { max: 1 });
  leave = await holdPresence(presence);
});
afterAll(async () => {
  await leave();
  await presence.end();
  await stopBoss();
});

async function submit(): Promise<string> {
  const res = await enrich(
    new Request("http://test/v1/contact/enrich", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ profile: { email: "someone@example.com" } }),
    }),
  );
  expect(res.status).toBe(202);
  return ((await res.json()) as { requestId: string }).requestId;
}

/** As this process's claim leaves it, `agoSeconds` ago. */
async function heldByThisProcess(id: string, agoSeconds: number) {
  await db
    .update(enrichmentRequests)
    .set({
      status: "processing",
      workerId: workerId(),
      leaseUntil: sql`now() + make_interval(secs => ${300 - agoSeconds})`,
    })
    .where(eq(enrichmentRequests.id, id));
}

const statusOf = async (id: string) =>
  (await db.select().from(enrichmentRequests).where(eq(enrichmentRequests.id, id)))[0];

describe("the enrichment recovery sweep", () => {
  it("gives back what this live process holds but no longer works on, not what it just claimed", async () => {
    const dropped = await submit();
    const starting = await submit();
    await heldByThisProcess(dropped, 30);
    await heldByThisProcess(starting, 1);

    await recoverEnrichment(db);

    expect(await statusOf(dropped)).toMatchObject({ status: "pending", workerId: null });
    expect(await statusOf(starting)).toMatchObject({
      status: "processing",
      workerId: workerId(),
    });
  });
});
