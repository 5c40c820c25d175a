import { afterEach, describe, expect, it, vi } from "vitest";
import type { Sql } from "@/db/client";
import { holdPresence } from "./presence";

/**
 * A client whose reserved connections answer as scripted: each connection is given the outcome
 * of its statements in order ("ok" or an error), and records what it ran.
 */
function scriptedClient(connections: ("ok" | Error)[][]) {
  const ran: string[] = [];
  let next = 0;
  const reserve = async () => {
    const script = connections[next] ?? [];
    const n = next++;
    let step = 0;
    const conn = (strings: TemplateStringsArray) => {
      const text = strings.join("?").trim();
      ran.push(`conn${n}: ${text.startsWith("select pg_advisory_lock") ? "lock" : text}`);
      const outcome = script[step++] ?? "ok";
      return outcome === "ok" ? Promise.resolve([]) : Promise.reject(outcome);
    };
    return Object.assign(conn, { release: () => {} });
  };
  return { client: { reserve } as unknown as Sql, ran };
}

describe("holdPresence", () => {
  afterEach(() => vi.useRealTimers());

  it("takes the lock again on a new connection that could not take it the first time", async () => {
    vi.useFakeTimers();
    const gone = new Error("write CONNECTION_CLOSED");
    const recovering = Object.assign(new Error("the database system is in recovery"), {
      code: "57P03",
    });
    const { client, ran } = scriptedClient([
      ["ok", gone], // the first connection: locked, then lost (the primary died)
      [recovering], // the next one reached a node still starting up
      ["ok", "ok"], // the one after: locked, then alive
    ]);
    const release = await holdPresence(client);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ran).toEqual([
      "conn0: lock",
      "conn0: select 1",
      "conn1: lock",
      // Without the lock held, the next check does not settle for a live connection.
      "conn2: lock",
      "conn2: select 1",
    ]);
    await release();
  });
});
