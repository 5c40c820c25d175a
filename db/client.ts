import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";

type Client = ReturnType<typeof postgres>;

/**
 * The client as Drizzle should see it: every statement with parameters runs as a prepared
 * statement. Drizzle asks postgres.js for unnamed statements unless a query is given a name,
 * so PostgreSQL would parse and plan each one on every execution (a third of its work on the
 * enrichment path); prepared, a connection parses a statement once and PostgreSQL's plan
 * cache does the rest. Statement texts do not grow with list lengths (lib/core/sql/array-params.ts),
 * and postgres.js drops a connection's statements when the connection is recycled.
 */
function preparing<T extends Client>(client: T): T {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === "unsafe") {
        return (query: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.unsafe(query, params as never, { ...options, prepare: true });
      }
      if (prop === "begin" || prop === "savepoint") {
        return (...args: unknown[]) => {
          const last = args.length - 1;
          const fn = args[last] as (tx: Client) => unknown;
          args[last] = (tx: Client) => fn(preparing(tx));
          const method = Reflect.get(target, prop, target) as (...a: unknown[]) => unknown;
          return method.apply(target, args);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export function createDb(url: string, options: { max?: number } = {}) {
  const sql = postgres(url, {
    max: options.max ?? 10,
    // Not postgres.js's 30 s: a request waits at most this long for a database that is not
    // there, then gets its 503 (lib/edge/api/problem.ts).
    connect_timeout: 2,
    onnotice: () => {},
    connection: { application_name: "leadwise" },
  });
  const db = drizzle(preparing(sql), { schema });
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}

export type Db = ReturnType<typeof createDb>["db"];
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database handle or an open transaction: domain functions accept either. */
export type DbOrTx = Db | Tx;
export type Sql = ReturnType<typeof createDb>["sql"];

const holder = globalThis as unknown as { __leadwiseDb?: ReturnType<typeof createDb> };

/**
 * The process-wide pool. DATABASE_URL is always set by the time the app runs: either by the
 * operator or by scripts/start.ts, which points it at the embedded server it started.
 */
export function getDb(): Db {
  return getClient().db;
}

export function getClient(): ReturnType<typeof createDb> {
  if (!holder.__leadwiseDb) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`.");
    holder.__leadwiseDb = createDb(url, { max: Number(process.env.DB_POOL_MAX ?? 20) });
  }
  return holder.__leadwiseDb;
}

const replicaHolder = globalThis as unknown as {
  __leadwiseReplica?: ReturnType<typeof createDb>;
};

/**
 * The pool on the streaming replica at DATABASE_REPLICA_URL, for reads that tolerate a short
 * lag (lib/core/sql/replica.ts decides which); undefined without it, and then the primary serves all.
 */
export function getReplicaDb(): Db | undefined {
  const url = process.env.DATABASE_REPLICA_URL;
  if (!url) return undefined;
  replicaHolder.__leadwiseReplica ??= createDb(url, {
    max: Number(process.env.DB_POOL_MAX ?? 20),
  });
  return replicaHolder.__leadwiseReplica.db;
}
