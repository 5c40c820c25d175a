import { once } from "node:events";
import type postgres from "postgres";

export interface CopyIn {
  /** Sends a chunk of COPY text (a string, or its UTF-8 bytes), waiting while the connection is backed up. */
  write(chunk: string | Uint8Array): Promise<void>;
  /** Ends the COPY; resolves once the server accepted every row, rejects with its error. */
  end(): Promise<void>;
}

/** The COPYs open on each transaction, for abortCopies. */
const openCopies = new WeakMap<postgres.TransactionSql, Set<(reason: Error) => void>>();

/**
 * Fails every COPY still open on `sql` (CopyFail). A transaction whose function throws while a
 * COPY is open cannot roll back otherwise: postgres.js refuses the ROLLBACK with
 * COPY_IN_PROGRESS, and that error replaces the one that stopped the load.
 */
export function abortCopies(sql: postgres.TransactionSql, reason: Error): void {
  for (const abort of openCopies.get(sql) ?? []) abort(reason);
}

/**
 * `COPY ... FROM STDIN` through postgres.js, with the server's errors surfaced. postgres.js
 * (3.4.9) reports an error raised after the last row only to the query's `reject`, which the
 * stream has already settled, so the writable never finishes and the caller waits forever
 * (porsager/postgres#1173): the error is routed to the stream here instead.
 */
export async function copyIn(sql: postgres.TransactionSql, statement: string): Promise<CopyIn> {
  const query = sql.unsafe(statement);
  const stream = await query.writable();
  let failure: Error | undefined;
  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      failure ??= error;
      reject(failure);
    };
    stream.on("finish", resolve);
    stream.on("error", fail);
    (query as unknown as { reject: (error: Error) => void }).reject = fail;
  });
  // Awaited in write() and end(); this only keeps an early failure from counting as unhandled.
  done.catch(() => {});
  const open = openCopies.get(sql) ?? new Set();
  openCopies.set(sql, open);
  const abort = (reason: Error) => {
    if (!failure && !stream.writableFinished) stream.destroy(reason);
  };
  open.add(abort);
  const settled = () => open.delete(abort);
  done.then(settled, settled);
  return {
    async write(chunk) {
      if (failure) throw failure;
      if (!stream.write(chunk)) await Promise.race([once(stream, "drain"), done]);
    },
    async end() {
      if (failure) throw failure;
      stream.end();
      await done;
    },
  };
}
