import { type Db, type DbOrTx, getDb } from "@/db/client";
import type { Role } from "@/db/schema";
import { type Clock, systemClock } from "./clock";
import type { Logger } from "./logger";

/** What every domain function receives: whose data, which database, what time it is. */
export interface Ctx {
  db: Db;
  accountId: string;
  clock: Clock;
  log?: Logger;
  requestId?: string;
  /** The signed-in member acting, when a session (not an API key) makes the request. */
  userId?: string;
  /** Their role in the workspace, as the session check read it for this request. */
  role?: Role;
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
  /**
   * The member who made that API key (null: an operator's key), as authentication found it:
   * the member whose daily caps the key's use counts against, known without another query.
   */
  apiKeyMaker?: string | null;
  address?: string;
}

/** A context whose `db` may be an open transaction. */
export type TxCtx = Omit<Ctx, "db"> & { db: DbOrTx };

/** For work done before there is an account to act for (sign-up, a public opt-out). */
export function publicCtx(): { db: Db; clock: Clock } {
  return { db: getDb(), clock: systemClock };
}
