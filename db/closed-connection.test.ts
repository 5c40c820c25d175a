import postgres from "postgres";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createDb } from "./client";
import { tcpRelay } from "./testing/tcp-relay";

/*
 * postgres.js on a connection whose server went away mid-transaction (the embedded postmaster
 * killed with SIGKILL): the transaction's ROLLBACK is written to a socket that is already gone.
 * Unpatched, postgres.js schedules that write and dereferences the null socket on the next
 * turn, throwing a TypeError no caller can catch (porsager/postgres#1208), which killed the
 * jobs thread. What the app relies on: the transaction rejects with a connection error the
 * error mapper knows, nothing is thrown outside it, and the pool connects again afterwards.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  // Last in, first out: the client ends before the relay it talks through closes.
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe("a connection whose server dies mid-transaction", () => {
  it("rejects the transaction with CONNECTION_CLOSED and throws nothing uncaught", async () => {
    const uncaught: unknown[] = [];
    const record = (err: unknown) => uncaught.push(err);
    process.on("uncaughtException", record);
    cleanups.push(async () => process.off("uncaughtException", record));

    const tcp = await tcpRelay(new URL(inject("testServerUrl")));
    cleanups.push(tcp.close);
    const sql = postgres(tcp.url, { max: 1, onnotice: () => {}, connect_timeout: 2 });
    cleanups.push(() => sql.end({ timeout: 1 }));

    const transaction = sql.begin(async (tx) => {
      await tx`select 1`;
      await tx`select pg_sleep(30)`;
    });
    const outcome = transaction.then(
      () => "committed",
      (err: { code?: string }) => err.code,
    );
    await new Promise((r) => setTimeout(r, 300));
    tcp.cut();
    expect(await outcome).toBe("CONNECTION_CLOSED");
    // The ROLLBACK's write would have gone out on the next turns.
    await new Promise((r) => setTimeout(r, 200));
    expect(uncaught).toEqual([]);

    const [row] = await sql`select 2 as two`;
    expect(row?.two).toBe(2);
  });
});

describe("queries waiting for a connection when the server goes away", () => {
  it("are refused at once, not after a backoff that grows with every failed connection", async () => {
    const tcp = await tcpRelay(new URL(inject("testServerUrl")));
    cleanups.push(tcp.close);
    const { sql } = createDb(tcp.url, { max: 2 });
    cleanups.push(() => sql.end({ timeout: 1 }));

    // Both connections held by transactions, as requests hold them: the queries after wait.
    const holding: Promise<string>[] = [];
    for (let i = 0; i < 2; i++) {
      let entered = () => {};
      const inside = new Promise<void>((resolve) => {
        entered = resolve;
      });
      holding.push(
        sql
          .begin(async (tx) => {
            entered();
            await tx`select pg_sleep(30)`;
          })
          .then(
            () => "committed",
            (err: { code?: string }) => err.code ?? "error",
          ),
      );
      await inside;
    }
    const waiting = Array.from({ length: 12 }, () =>
      sql`select 1`.then(
        () => "answered",
        (err: { code?: string }) => err.code ?? "error",
      ),
    );

    // The server dies and nothing listens any more: every connection made again is refused.
    // (It stops listening at once; its promise settles when the connections cut below close.)
    const closed = tcp.close();
    const cutAt = performance.now();
    tcp.cut();
    await closed;
    const outcomes = await Promise.all(waiting);
    const seconds = (performance.now() - cutAt) / 1000;
    expect(await Promise.all(holding)).toEqual(["CONNECTION_CLOSED", "CONNECTION_CLOSED"]);
    expect(new Set(outcomes)).toEqual(new Set(["ECONNREFUSED"]));
    // What a request in that queue waits for its 503 (with postgres.js's own backoff: 37 s here).
    expect(seconds).toBeLessThan(3);
  }, 120_000);
});
