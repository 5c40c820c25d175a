import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

/** Marks the profile data as changed, so caches keyed on `data_version` (the estimate index) refresh. */
export async function bumpDataVersion(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into data_version (id) values (1)
    on conflict (id) do update
      set version = nextval(pg_get_serial_sequence('data_version', 'version')), changed_at = now()`);
}
