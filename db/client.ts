import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";

export function createDb(url: string, options: { max?: number } = {}) {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: { application_name: "leadwise" },
  });
  const db = drizzle(sql, { schema });
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
