import net from "node:net";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { createTestDb } from "@/db/testing/test-db";
import { onReplica } from "./replica";

// Two databases of the test server stand for the primary and the replica: a read shows which
// one it ran on by the marker table each holds.
let primary: Awaited<ReturnType<typeof createTestDb>>;
let replica: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  replica = await createTestDb();
  primary = await createTestDb();
  await replica.sql`create table marker as select 'replica' as server`;
  await primary.sql`create table marker as select 'primary' as server`;
});

const holder = globalThis as unknown as { __leadwiseReplica?: { close: () => Promise<void> } };
afterEach(async () => {
  delete process.env.DATABASE_REPLICA_URL;
  await holder.__leadwiseReplica?.close();
  holder.__leadwiseReplica = undefined;
});

const markerOf = async (d: Db) => {
  const [row] = await d.execute<{ server: string }>(sql`select server from marker`);
  return row?.server;
};
const server = (db: typeof primary.db) => onReplica(db, markerOf);

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

describe("reads that tolerate lag", () => {
  it("run on the primary without DATABASE_REPLICA_URL", async () => {
    expect(await server(primary.db)).toBe("primary");
  });

  it("run on the replica when it is set", async () => {
    process.env.DATABASE_REPLICA_URL = replica.url;
    expect(await server(primary.db)).toBe("replica");
  });

  it("run on the primary while the replica is unreachable, and errors of the read itself still fail", async () => {
    process.env.DATABASE_REPLICA_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/none`;
    expect(await server(primary.db)).toBe("primary");
    await expect(
      onReplica(primary.db, (d) => d.execute(sql`select * from no_such_table`)),
    ).rejects.toThrow(/no_such_table/);
  });
});

describe("a replica that lags", () => {
  it("is passed over for the primary when its answer is older than the caller needs", async () => {
    process.env.DATABASE_REPLICA_URL = replica.url;
    const fresh = (server: string | undefined) => server === "primary";
    expect(await onReplica(primary.db, markerOf, fresh)).toBe("primary");
    expect(await onReplica(primary.db, markerOf, () => true)).toBe("replica");
  });
});
