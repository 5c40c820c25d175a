import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

/** Applies pending migrations; an advisory lock keeps concurrent starters from racing. */
export async function runMigrations(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`select pg_advisory_lock(727274)`;
    await migrate(drizzle(sql), { migrationsFolder: MIGRATIONS_FOLDER });
    await sql`select pg_advisory_unlock(727274)`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Number of migration files not yet applied (0 when current). */
export async function pendingMigrations(sql: postgres.Sql): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  const rows = await sql<{ n: number }[]>`
    select count(*)::int as n from drizzle.__drizzle_migrations`.catch(() => [{ n: 0 }]);
  return journal.entries.length - (rows[0]?.n ?? 0);
}
