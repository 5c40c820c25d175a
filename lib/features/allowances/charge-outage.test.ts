import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/db/client";
import { enrichmentRequests } from "@/db/schema";
import { tcpRelay } from "@/db/testing/tcp-relay";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { createAccount } from "@/lib/features/accounts/create-account";
import { usageAgainstWork } from "./accepted-work";
import { consumeAllowance } from "./consume";
import { getUsage } from "./usage";

/*
 * A charge and the work it pays for are written in one transaction, so that a failed call costs
 * nothing. postgres.js rejects a transaction as soon as its connection closes (the database
 * killed), but the callback runs on: what it sends afterwards went to the same connection
 * object, which the pool connects again and lends to the next caller. Those statements then ran
 * outside any transaction, each committing alone (a debit for a call the client was told had
 * failed, and pays for again when it retries), and postgres.js's own COMMIT or ROLLBACK at the
 * callback's end landed in whatever transaction the connection was then serving. Here the
 * connection dies while the callback waits on work outside its transaction (an audience index
 * build, a job queue starting), as a kill of PostgreSQL does.
 */

let t: Awaited<ReturnType<typeof createTestDb>>;
let relay: Awaited<ReturnType<typeof tcpRelay>>;
let client: ReturnType<typeof createDb>;

beforeAll(async () => {
  t = await createTestDb();
  relay = await tcpRelay(new URL(t.url));
  // One connection: whoever asks after the cut gets the very connection the transaction had.
  client = createDb(relay.url, { max: 1 });
});
afterAll(async () => {
  await client.close();
  await relay.close();
});

async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (const deadline = Date.now() + 15_000; ; ) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

function requestRow(id: string, accountId: string): typeof enrichmentRequests.$inferInsert {
  return {
    id,
    accountId,
    kind: "enrich",
    inputs: [{ email: "a@example.com" }],
    includeEmail: false,
    includeMobile: false,
  };
}

describe("a transaction whose connection dies while it waits on other work", () => {
  it("charges nothing afterwards, and cannot commit or roll back the next caller's", async () => {
    const { accountId } = await createAccount(t.db, { email: "cut@example.com", plan: "pro" });
    const ctx = { db: client.db, accountId, clock: systemClock };
    let resume = () => {};
    const otherWork = new Promise<void>((r) => {
      resume = r;
    });
    let callbackEnded = false;
    // Set once the transaction's first statement has answered: the server is inside it. (Not
    // read from pg_stat_activity: an autovacuum worker in the test database is in a transaction
    // too, and cutting before this transaction began left it holding the pool's one connection.)
    let inTransaction = false;
    const first = client.db
      .transaction(async (tx) => {
        try {
          await tx.execute(sql`select 1`);
          inTransaction = true;
          await otherWork;
          // The charge and the acceptance, after the transaction is gone.
          await consumeAllowance({ ...ctx, db: tx }, { api: 1 }, "enrich request", "req_first");
          await tx.insert(enrichmentRequests).values(requestRow("req_first", accountId));
        } finally {
          callbackEnded = true;
        }
      })
      .then(
        () => "committed",
        (err: { code?: string; cause?: { code?: string } }) => err.code ?? err.cause?.code,
      );
    await until(async () => (inTransaction ? true : undefined));
    relay.cut();
    expect(await first).toBe("CONNECTION_CLOSED");

    // The pool connects again, and the next caller's transaction has the connection.
    let rollBack = () => {};
    const decided = new Promise<void>((r) => {
      rollBack = r;
    });
    let secondWaits = false;
    const second = client.db
      .transaction(async (tx) => {
        await consumeAllowance({ ...ctx, db: tx }, { api: 1 }, "enrich request", "req_second");
        await tx.insert(enrichmentRequests).values(requestRow("req_second", accountId));
        secondWaits = true;
        await decided;
        throw new Error("the second caller gives up");
      })
      .then(
        () => "committed",
        (err: Error) => err.message,
      );
    await until(async () => (secondWaits ? true : undefined));
    resume();
    await until(async () => (callbackEnded ? true : undefined));
    rollBack();
    expect(await second).toBe("the second caller gives up");

    // Neither call was accepted, so neither is charged.
    const usage = await getUsage({ db: t.db, accountId, clock: systemClock });
    expect(usage.api.used).toBe(0);
    const rows = await t.db
      .select({ id: enrichmentRequests.id })
      .from(enrichmentRequests)
      .where(eq(enrichmentRequests.accountId, accountId));
    expect(rows).toEqual([]);
    const compared = await usageAgainstWork({ db: t.db, accountId, clock: systemClock });
    expect(compared.used).toEqual(compared.work);
    // And the connection serves on.
    const [row] = await client.db.execute<{ two: number }>(sql`select 2 as two`);
    expect(row?.two).toBe(2);
  });
});
