import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";

type Client = ReturnType<typeof postgres>;

/** A transaction as its callback's statements see it: over once postgres.js has settled it. */
interface Scope {
  over: boolean;
}

/** What a statement sent in a transaction that is over answers: its connection's error. */
function refused() {
  const error = Object.assign(
    new Error("The transaction's connection closed: nothing more is sent in it."),
    { code: "CONNECTION_CLOSED" },
  );
  const answer = Promise.reject(error) as Promise<never> & {
    values: () => Promise<never>;
    raw: () => Promise<never>;
  };
  answer.values = () => answer;
  answer.raw = () => answer;
  // A statement sent and never awaited must not become an unhandled rejection that ends the
  // process: whoever awaits it still gets the error.
  answer.catch(() => {});
  return answer;
}

/**
 * The callback's end as postgres.js should hear it: not at all once the transaction is over.
 * postgres.js answers COMMIT or ROLLBACK to it on the transaction's connection, which by then may
 * be connected again and serving another caller's transaction.
 */
function unlessOver(scope: Scope, value: unknown): unknown {
  return new Promise((resolve, reject) => {
    Promise.resolve(value).then(
      (result) => scope.over || resolve(result),
      (error) => scope.over || reject(error),
    );
  });
}

/**
 * The client as Drizzle should see it: every statement with parameters runs as a prepared
 * statement. Drizzle asks postgres.js for unnamed statements unless a query is given a name,
 * so PostgreSQL would parse and plan each one on every execution (a third of its work on the
 * enrichment path); prepared, a connection parses a statement once and PostgreSQL's plan
 * cache does the rest. Statement texts do not grow with list lengths (lib/core/sql/array-params.ts),
 * and postgres.js drops a connection's statements when the connection is recycled.
 *
 * And a transaction ends with its connection. postgres.js rejects a transaction as soon as its
 * connection closes (the database killed or restarted), but the callback runs on, and whatever
 * it sends after that goes to the same connection object, which the pool connects again and
 * lends to the next caller: those statements would run outside any transaction, each committing
 * alone (a debit for a call whose client was told it failed), and the COMMIT or ROLLBACK at the
 * callback's end would land in another caller's transaction. So once a transaction is settled,
 * its statements are refused with CONNECTION_CLOSED and its callback's end is never reported
 * (lib/features/allowances/charge-outage.test.ts).
 */
function preparing<T extends Client>(client: T, scope?: Scope): T {
  return new Proxy(client, {
    apply(target, self, args) {
      if (scope?.over) return refused();
      return Reflect.apply(target as (...a: unknown[]) => unknown, self, args);
    },
    get(target, prop) {
      if (prop === "unsafe") {
        return (query: string, params?: unknown[], options?: Record<string, unknown>) =>
          scope?.over
            ? refused()
            : target.unsafe(query, params as never, { ...options, prepare: true });
      }
      if (prop === "begin" || prop === "savepoint") {
        return (...args: unknown[]) => {
          if (scope?.over) return refused();
          // A savepoint belongs to its transaction: over when the transaction is.
          const own = scope ?? { over: false };
          const last = args.length - 1;
          const fn = args[last] as (tx: Client) => unknown;
          args[last] = (tx: Client) => unlessOver(own, fn(preparing(tx, own)));
          const method = Reflect.get(target, prop, target) as (...a: unknown[]) => Promise<unknown>;
          const settled = method.apply(target, args);
          if (!scope) {
            settled.then(
              () => {
                own.over = true;
              },
              () => {
                own.over = true;
              },
            );
          }
          return settled;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export function createDb(url: string, options: { max?: number; applicationName?: string } = {}) {
  const sql = postgres(url, {
    max: options.max ?? 10,
    // Not postgres.js's 30 s: a request waits at most this long for a database that is not
    // there, then gets its 503 (lib/edge/api/problem.ts).
    connect_timeout: 2,
    // A query waiting for a connection (the pool's connections all held by transactions) waits
    // out this backoff before its connection is tried. postgres.js's own grows with every failed
    // connection (3^failures / 100 s, up to 20 s), so a request that reached the pool as the
    // server died hung for seconds before its 503; here the wait stays under 0.1 s.
    backoff: (failures: number) => Math.min(0.01 * failures, 0.1),
    onnotice: () => {},
    // How PostgreSQL lists the pool's sessions (pg_stat_activity): the job workers' own name
    // lets them find their backends (lib/engines/jobs/background-priority.ts).
    connection: { application_name: options.applicationName ?? "leadwise" },
  });
  const db = drizzle(preparing(sql), { schema });
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}

export type Db = ReturnType<typeof createDb>["db"];
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database handle or an open transaction: domain functions accept either. */
export type DbOrTx = Db | Tx;
export type Sql = ReturnType<typeof createDb>["sql"];

const holder = globalThis as unknown as {
  __leadwiseDb?: ReturnType<typeof createDb>;
  __leadwiseDbName?: string;
};

/**
 * The application_name of this thread's pool (each thread has its own `globalThis`, so its
 * own pool): the job workers' thread names its connections before its first query.
 */
export function nameThreadConnections(name: string): void {
  holder.__leadwiseDbName = name;
}

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
    holder.__leadwiseDb = createDb(url, {
      max: Number(process.env.DB_POOL_MAX ?? 20),
      applicationName: holder.__leadwiseDbName,
    });
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
