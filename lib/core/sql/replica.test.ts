import net from "node:net";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { createTestDb } from "@/db/testing/test-db";
import { onReplica, onReplicaCaughtUp } from "./replica";
import { actAsLaggingReplica, pointReplicaAt } from "./testing/replica-server";

// Two databases of the test server stand for the primary and the replica: a read shows which
// one it ran on by the marker table each holds.
let primary: Awaited<ReturnType<typeof createTestDb>>;
let replica: Awaited<ReturnType<typeof createTestDb>>;
/** A replica that has replayed nothing of what the primary wrote. */
let lagging: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  replica = await createTestDb();
  lagging = await createTestDb();
  primary = await createTestDb();
  await replica.sql`create table marker as select 'replica' as server`;
  await lagging.sql`create table marker as select 'lagging replica' as server`;
  await primary.sql`create table marker as select 'primary' as server`;
  await actAsLaggingReplica(lagging.sql, new URL(lagging.url).pathname.slice(1));
});

afterEach(() => pointReplicaAt(undefined));

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
    await pointReplicaAt(replica.url);
    expect(await server(primary.db)).toBe("replica");
  });

  it("run on the primary while the replica is unreachable, and errors of the read itself still fail", async () => {
    await pointReplicaAt(`postgres://postgres@127.0.0.1:${await closedPort()}/none`);
    expect(await server(primary.db)).toBe("primary");
    await expect(
      onReplica(primary.db, (d) => d.execute(sql`select * from no_such_table`)),
    ).rejects.toThrow(/no_such_table/);
  });
});

describe("a replica that lags", () => {
  it("is passed over for the primary when its answer is older than the caller needs", async () => {
    await pointReplicaAt(replica.url);
    const fresh = (server: string | undefined) => server === "primary";
    expect(await onReplica(primary.db, markerOf, fresh)).toBe("primary");
    expect(await onReplica(primary.db, markerOf, () => true)).toBe("replica");
  });
});

describe("reads of what was just written", () => {
  const caughtUp = (db: typeof primary.db) => onReplicaCaughtUp(db, markerOf);

  it("run on the replica once it has replayed what the primary had written", async () => {
    await pointReplicaAt(replica.url);
    expect(await caughtUp(primary.db)).toBe("replica");
  });

  it("run on the primary while the replica has not replayed it yet", async () => {
    await pointReplicaAt(lagging.url);
    // The same replica serves reads that tolerate lag.
    expect(await server(primary.db)).toBe("lagging replica");
    expect(await caughtUp(primary.db)).toBe("primary");
  });

  it("run on the primary while the replica is unreachable, or without one", async () => {
    expect(await caughtUp(primary.db)).toBe("primary");
    await pointReplicaAt(`postgres://postgres@127.0.0.1:${await closedPort()}/none`);
    expect(await caughtUp(primary.db)).toBe("primary");
  });
});
