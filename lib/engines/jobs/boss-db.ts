import { type SQL, sql } from "drizzle-orm";
import type { Db as BossDb } from "pg-boss";
import type { DbOrTx } from "@/db/client";

/**
 * pg-boss's queries run through the caller's Drizzle handle, so a job is inserted inside the
 * caller's transaction and exists exactly when the rows it is about exist. pg-boss writes
 * positional `$n` parameters; they are rebuilt as Drizzle parameters.
 */
export function bossDb(db: DbOrTx): BossDb {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, m.index)));
        const value = values[Number(m[1]) - 1];
        const encoded =
          value !== null && typeof value === "object" && !(value instanceof Date)
            ? JSON.stringify(value)
            : value;
        chunks.push(sql`${encoded ?? null}`);
        last = m.index + m[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const rows = await db.execute(sql.join(chunks));
      return { rows: [...rows] };
    },
  };
}
