import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { bumpDataVersion } from "@/lib/core/sql/data-version";
import { snapshotWritten, warmEstimateIndex } from "./index-store";

/*
 * A server stopped right after its first full build (Ctrl-C once it says it runs) waits for the
 * snapshot that build is writing: its shutdown hook is `snapshotWritten`. Without it the next
 * start finds only a half-written temporary file and builds the whole index again.
 */
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let dir: string;

beforeAll(async () => {
  ({ db } = await createTestDb());
  await db.insert(profiles).values(
    Array.from({ length: 2_000 }, (_, i) => ({
      id: `s${i}`,
      data: {},
      country: i % 2 ? "Germany" : "France",
      hasEmail: i % 3 === 0,
    })),
  );
  await bumpDataVersion(db);
  dir = await mkdtemp(path.join(os.tmpdir(), "snapshot-on-stop-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the audience index snapshot at a stop", () => {
  it("is whole on disk once the stop's wait for it resolves", async () => {
    const file = path.join(dir, "audience-index.bin");
    const built = await warmEstimateIndex(db, file);
    expect(built.profiles).toBe(2_000);
    await snapshotWritten();
    expect((await stat(file)).size).toBeGreaterThan(0);
    expect((await readdir(dir)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("resolves at once when no snapshot is being written", async () => {
    await expect(snapshotWritten()).resolves.toBeUndefined();
  });
});
