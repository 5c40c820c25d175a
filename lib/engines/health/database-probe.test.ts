import net from "node:net";
import postgres from "postgres";
import { afterEach, describe, expect, inject, it } from "vitest";
import { databaseDown, setDatabaseDown } from "@/lib/core/sql/database-state";
import { startDatabaseProbe } from "./database-probe";

/*
 * The web server's database probe (scripts/web.ts): while it finds the database unreachable every
 * page and API call is answered 503 at once, so a wrong "down" refuses a healthy service and a
 * missed one lets requests hang. It once logged "database unreachable" then "reachable again" a
 * second later at a busy start, when route warm-up held the event loop past the probe's wait.
 */

const stops: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  setDatabaseDown(false);
});

/**
 * Holds the event loop in `chunks` stretches of `ms`, with a few milliseconds between them in
 * which timers and I/O run, as a start-up's module loading does.
 */
async function holdLoop(chunks: number, ms: number) {
  for (let i = 0; i < chunks; i++) {
    const until = performance.now() + ms;
    while (performance.now() < until) {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The probe, with what it logged; `changed` resolves at its first log line. */
function probe(url: string) {
  const logged: boolean[] = [];
  let first: (reachable: boolean) => void = () => {};
  const changed = new Promise<boolean>((resolve) => {
    first = resolve;
  });
  stops.push(
    startDatabaseProbe(url, (reachable) => {
      logged.push(reachable);
      first(reachable);
    }),
  );
  return { logged, changed };
}

describe("the database probe", () => {
  it("does not take its own busy event loop for an unreachable database", async () => {
    const { logged } = probe(inject("testServerUrl"));
    // Start-up's warm-up: the loop held for about a second at a time, several times over, so
    // every probe in that stretch answers late.
    await holdLoop(3, 1_000);
    // The database answers as soon as the loop is free: a query of the test's own shows it, and
    // the probe then has had every chance to decide.
    const sql = postgres(inject("testServerUrl"), { max: 1, onnotice: () => {} });
    stops.push(() => sql.end({ timeout: 1 }));
    await sql`select 1`;
    await expect.poll(() => probeAnswered(sql), { timeout: 15_000 }).toBe(true);
    expect(logged).toEqual([]);
    expect(databaseDown()).toBe(false);
  }, 30_000);

  it("finds a server that accepts and never answers unreachable, and says so once", async () => {
    const frozen = net.createServer(() => {});
    await new Promise<void>((resolve) => frozen.listen(0, "127.0.0.1", resolve));
    stops.push(() => new Promise<void>((resolve) => frozen.close(() => resolve())));
    const sockets: net.Socket[] = [];
    frozen.on("connection", (s) => sockets.push(s));
    stops.push(() => {
      for (const s of sockets) s.destroy();
    });
    const url = new URL(inject("testServerUrl"));
    url.port = String((frozen.address() as net.AddressInfo).port);
    const { logged, changed } = probe(url.toString());
    expect(await changed).toBe(false);
    expect(databaseDown()).toBe(true);
    expect(logged).toEqual([false]);
  }, 30_000);

  it("finds a closed port unreachable", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = new URL(inject("testServerUrl"));
    url.port = String((closed.address() as net.AddressInfo).port);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { changed } = probe(url.toString());
    expect(await changed).toBe(false);
    expect(databaseDown()).toBe(true);
  }, 30_000);
});

/** Whether the probe's own connection has run its `select 1` and sits idle, answered. */
async function probeAnswered(sql: postgres.Sql) {
  const rows = await sql<{ n: number }[]>`
    select count(*)::int as n from pg_stat_activity
    where application_name = 'leadwise-probe' and state = 'idle' and query = 'select 1'`;
  return (rows[0]?.n ?? 0) > 0;
}
