import { type Db, type DbOrTx, getDb } from "@/db/client";
import { type Clock, systemClock } from "./clock";
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

/** For work done before there is an account to act for (sign-up, a public opt-out). */
export function publicCtx(): { db: Db; clock: Clock } {
  return { db: getDb(), clock: systemClock };
}
