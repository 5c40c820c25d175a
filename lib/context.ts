import type { Db, DbOrTx } from "@/db/client";
import type { Clock } from "./clock";
import type { Logger } from "./logger";

/** What every domain function receives: whose data, which database, what time it is. */
export interface Ctx {
  db: Db;
  accountId: string;
  clock: Clock;
  log?: Logger;
  requestId?: string;
}

/** A context whose `db` may be an open transaction. */
export type TxCtx = Omit<Ctx, "db"> & { db: DbOrTx };
