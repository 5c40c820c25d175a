/*
 * A value read from the database, kept in memory for a short while because a hot request would
 * otherwise read it every time (an API key, an account's do-not-contact list version). What the
 * callers rely on:
 * - a change made through this process counts at once: its writer calls `forget` once the change
 *   is committed, and a read that overlapped any forget is not kept (it may predate the commit);
 * - one made elsewhere (another web node, a job worker) counts within `ttlMs`;
 * - at most `maxEntries` are kept, the oldest written dropped first.
 *
 * Kept on globalThis under its name: Next bundles route handlers and server actions separately,
 * and a change made in an action must drop the entry the routes read.
 *
 * `read` takes the caller's context and the key rather than a closure, so a hit allocates nothing
 * but the promise it answers.
 */

type Entry<V> = { value: V; until: number };
type Store<V> = {
  entries: Map<string, Entry<V>>;
  /** Bumped by every forget, so a read that overlapped one is not kept. */
  forgets: number;
};

export type TtlCache<C, V> = {
  /** The value kept for key while fresh, else the one `load` reads (and keeps, if `keep` says). */
  read(context: C, key: string): Promise<V>;
  /** Drops the key's entry: call once a change to what it holds is committed. */
  forget(key: string): void;
  /** Drops every entry whose value matches (a value known by something other than its key). */
  forgetWhere(matches: (value: V) => boolean): void;
  /** The values kept, fresh or not, to update in place what the caller just wrote. */
  values(): IterableIterator<V>;
};

export type TtlCacheOptions<C, V> = {
  /** Unique in the process: entries are shared by every bundle under this name. */
  name: string;
  ttlMs: number;
  maxEntries: number;
  load: (context: C, key: string) => Promise<V>;
  /** Whether a loaded value is kept; a value not kept is read again next time. */
  keep?: (value: V) => boolean;
};

const stores = globalThis as unknown as { __leadwiseTtlCaches?: Map<string, Store<unknown>> };

function storeNamed<V>(name: string): Store<V> {
  stores.__leadwiseTtlCaches ??= new Map();
  let store = stores.__leadwiseTtlCaches.get(name);
  if (!store) {
    store = { entries: new Map(), forgets: 0 };
    stores.__leadwiseTtlCaches.set(name, store);
  }
  return store as Store<V>;
}

export function ttlCache<C, V>(options: TtlCacheOptions<C, V>): TtlCache<C, V> {
  const { ttlMs, maxEntries, load, keep } = options;
  const store = storeNamed<V>(options.name);
  const { entries } = store;

  async function loadAndKeep(context: C, key: string, now: number): Promise<V> {
    const forgets = store.forgets;
    const value = await load(context, key);
    // Re-inserted rather than overwritten, so the map's order stays the order of writing.
    entries.delete(key);
    if (forgets === store.forgets && (!keep || keep(value))) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? "");
      entries.set(key, { value, until: now + ttlMs });
    }
    return value;
  }

  return {
    read(context, key) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return Promise.resolve(hit.value);
      return loadAndKeep(context, key, now);
    },
    forget(key) {
      store.forgets++;
      entries.delete(key);
    },
    forgetWhere(matches) {
      store.forgets++;
      for (const [key, { value }] of entries) if (matches(value)) entries.delete(key);
    },
    *values() {
      for (const { value } of entries.values()) yield value;
    },
  };
}
