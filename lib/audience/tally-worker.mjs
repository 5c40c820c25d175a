/*
 * The breakdown's tally worker (tally-pool.ts): tallies the bitmaps the web process sends over
 * the breakdown columns it shared, off the web process's event loop. Each message names the
 * columns' generation (one per index); a generation it no longer holds is answered as missing,
 * and the web process tallies that one itself.
 */
import { parentPort } from "node:worker_threads";
import { tallyDense } from "./tally-kernel.mjs";

/** Columns by generation: the latest few (a request may still count on the index before). */
const columns = new Map();
const KEEP = 3;

parentPort.on("message", (m) => {
  if (m.type === "columns") {
    columns.set(m.generation, m);
    for (const g of columns.keys()) if (columns.size > KEEP) columns.delete(g);
    return;
  }
  const c = columns.get(m.generation);
  if (!c) {
    parentPort.postMessage({ id: m.id, missing: true });
    return;
  }
  const counts = new Int32Array(c.length);
  const count = tallyDense(c.c0, c.c1, c.c2, c.c3, c.o1, c.o2, c.o3, counts, m.bits);
  parentPort.postMessage({ id: m.id, count, counts }, [counts.buffer]);
});
