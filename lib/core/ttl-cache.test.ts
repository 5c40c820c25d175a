import { afterEach, describe, expect, it, vi } from "vitest";
import { ttlCache } from "./ttl-cache";

/*
 * What the callers (API keys, do-not-contact list versions) rely on: a value is read once per
 * ttl, a forget through this process counts at once (even against a read under way), a change
 * elsewhere within the ttl, and the memory held stays bounded.
 */

let names = 0;

/** A cache over a fake table: `rows` is what the database holds now, `reads` counts loads. */
function cacheOverRows(options: { ttlMs?: number; maxEntries?: number; keepMissing?: boolean }) {
  const rows = new Map<string, string>();
  const reads: string[] = [];
  const cache = ttlCache<Map<string, string>, string | undefined>({
    name: `test-${++names}`,
    ttlMs: options.ttlMs ?? 2_000,
    maxEntries: options.maxEntries ?? 100,
    load: async (table, key) => {
      reads.push(key);
      return table.get(key);
    },
    keep: options.keepMissing ? undefined : (value) => value !== undefined,
  });
  return { rows, reads, cache };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("ttlCache", () => {
  it("reads a key once within the ttl, and again once it has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { rows, reads, cache } = cacheOverRows({ ttlMs: 2_000 });
    rows.set("a", "1");
    expect(await cache.read(rows, "a")).toBe("1");
    // Changed elsewhere: this process is not told.
    rows.set("a", "2");
    vi.advanceTimersByTime(1_999);
    expect(await cache.read(rows, "a"), "still kept").toBe("1");
    vi.advanceTimersByTime(1);
    expect(await cache.read(rows, "a")).toBe("2");
    expect(reads).toEqual(["a", "a"]);
  });

  it("counts a change made through this process at once", async () => {
    const { rows, cache } = cacheOverRows({});
    rows.set("a", "1");
    expect(await cache.read(rows, "a")).toBe("1");
    rows.set("a", "2");
    cache.forget("a");
    expect(await cache.read(rows, "a")).toBe("2");
  });

  it("does not keep a read that a forget overlapped: it may predate the change", async () => {
    const { rows, reads, cache } = cacheOverRows({});
    rows.set("a", "old");
    const overlapped = cache.read(rows, "a");
    // The writer commits and forgets while the read is under way.
    rows.set("a", "new");
    cache.forget("a");
    expect(await overlapped).toBe("old");
    expect(await cache.read(rows, "a")).toBe("new");
    expect(reads).toEqual(["a", "a"]);
  });

  it("forgets every entry whose value matches", async () => {
    const { rows, reads, cache } = cacheOverRows({});
    rows.set("a", "x");
    rows.set("b", "y");
    await cache.read(rows, "a");
    await cache.read(rows, "b");
    cache.forgetWhere((value) => value === "x");
    await cache.read(rows, "a");
    await cache.read(rows, "b");
    expect(reads).toEqual(["a", "b", "a"]);
  });

  it("reads again a value it was told not to keep", async () => {
    const missing = cacheOverRows({});
    expect(await missing.cache.read(missing.rows, "a")).toBeUndefined();
    missing.rows.set("a", "created");
    expect(await missing.cache.read(missing.rows, "a")).toBe("created");

    const kept = cacheOverRows({ keepMissing: true });
    expect(await kept.cache.read(kept.rows, "a")).toBeUndefined();
    kept.rows.set("a", "created");
    expect(await kept.cache.read(kept.rows, "a"), "missing kept").toBeUndefined();
  });

  it("holds at most maxEntries, dropping the oldest written", async () => {
    const { rows, reads, cache } = cacheOverRows({ maxEntries: 2 });
    for (const key of ["a", "b", "c"]) rows.set(key, key);
    for (const key of ["a", "b", "c"]) await cache.read(rows, key);
    expect([...cache.values()]).toEqual(["b", "c"]);
    await cache.read(rows, "a");
    expect(reads).toEqual(["a", "b", "c", "a"]);
  });

  it("shares its entries with every cache of the same name (the app's separate bundles)", async () => {
    const rows = new Map([["a", "1"]]);
    const load = vi.fn(async (table: Map<string, string>, key: string) => table.get(key));
    const options = { name: `shared-${++names}`, ttlMs: 2_000, maxEntries: 10, load };
    const routes = ttlCache(options);
    const actions = ttlCache(options);
    expect(await routes.read(rows, "a")).toBe("1");
    expect(await actions.read(rows, "a")).toBe("1");
    expect(load).toHaveBeenCalledTimes(1);
    rows.set("a", "2");
    actions.forget("a");
    expect(await routes.read(rows, "a")).toBe("2");
  });
});
