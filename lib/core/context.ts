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
  /**
   * Who is acting and from where, for the audit log (lib/features/audit): filled by `withApi`,
   * `withAction` and `requireSessionCtx`; absent for jobs and the CLI.
   */
  actor?: Actor;
}

/** The signed-in user or the API key a request came with, and the client's address. */
export interface Actor {
  userId?: string;
  apiKeyId?: string;
  address?: string;
}

/** A context whose `db` may be an open transaction. */
export type TxCtx = Omit<Ctx, "db"> & { db: DbOrTx };

/** For work done before there is an account to act for (sign-up, a public opt-out). */
export function publicCtx(): { db: Db; clock: Clock } {
  return { db: getDb(), clock: systemClock };
}
