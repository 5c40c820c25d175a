import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";

/*
 * The breakdown's tally off the event loop (issue 20: no pause, and the estimate's main thread
 * was saturated at 8 clients, half of it tallying). One worker thread: the web process evaluates
 * the plan and counts (cheap), then sends the bitmap to tally to the worker and serves other
 * requests meanwhile. The worker reads the four breakdown columns from SharedArrayBuffers, one
 * copy per index (8 MB at 1M profiles), made when the index first sends it work. Whenever the
 * worker is off, missing or failed, the caller tallies on its own thread: same result.
 */

/** The breakdown columns as the worker reads them. */
export interface TallyColumns {
  c0: Uint16Array;
  c1: Uint16Array;
  c2: Uint16Array;
  c3: Uint16Array;
  o1: number;
  o2: number;
  o3: number;
  length: number;
}

interface Answer {
  id: number;
  missing?: true;
  count?: number;
  counts?: Int32Array;
}

/** Tallies that visit fewer profiles than this cost less on the event loop than a message. */
export const DEFAULT_OFFLOAD_MIN = 20_000;
let offloadMin = DEFAULT_OFFLOAD_MIN;

/** For tests: sends every tally of at least `n` profiles to the worker. */
export function setTallyOffloadMin(n: number): void {
  offloadMin = n;
}

let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, (answer: Answer | undefined) => void>();
/** Generation of the shared copy of each index's columns, by the columns object the caller keeps. */
const generations = new WeakMap<object, number>();
let nextGeneration = 1;

/** Every waiting tally is answered "do it yourself"; no worker is started again. */
function fail(err: unknown): void {
  logger.error({ err }, "the tally worker failed: breakdowns are tallied on the event loop");
  worker = null;
  for (const done of waiting.values()) done(undefined);
  waiting.clear();
}

function started(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (!env().AUDIENCE_TALLY_WORKER) return null;
  // Loaded from the source folder, not the app's bundle: a plain module Node.js runs as it is.
  const file = path.join(process.cwd(), "lib", "audience", "tally-worker.mjs");
  if (!existsSync(file)) {
    logger.warn({ file }, "no tally worker found: breakdowns are tallied on the event loop");
    return null;
  }
  const w = new Worker(file, { name: "audience tally" });
  // The process may exit while it idles (a CLI, a test file's end).
  w.unref();
  w.on("message", (answer: Answer) => {
    const done = waiting.get(answer.id);
    waiting.delete(answer.id);
    done?.(answer);
  });
  w.on("error", fail);
  w.on("exit", (code) => {
    if (worker === w) fail(new Error(`the tally worker exited (${code})`));
  });
  worker = w;
  return w;
}

function shared(column: Uint16Array): Uint16Array {
  const copy = new Uint16Array(new SharedArrayBuffer(column.byteLength));
  copy.set(column);
  return copy;
}

/** Whether a tally visiting `visits` profiles goes to the worker (starting it if need be). */
export function offloading(visits: number): boolean {
  return visits >= offloadMin && started() !== null;
}

/**
 * The tally of `bits` (which the worker takes: the caller must not use it again) over the
 * columns, counted by the worker; undefined when the caller should tally itself (no worker, or
 * the worker dropped those columns).
 */
export function tallyOnWorker(
  columns: TallyColumns,
  bits: Uint32Array,
): Promise<{ count: number; counts: Int32Array } | undefined> {
  const w = started();
  if (!w) return Promise.resolve(undefined);
  let generation = generations.get(columns);
  if (generation === undefined) {
    generation = nextGeneration++;
    generations.set(columns, generation);
    const { c0, c1, c2, c3, o1, o2, o3, length } = columns;
    w.postMessage({
      type: "columns",
      generation,
      c0: shared(c0),
      c1: shared(c1),
      c2: shared(c2),
      c3: shared(c3),
      o1,
      o2,
      o3,
      length,
    });
  }
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, (answer) =>
      resolve(
        answer?.counts && answer.count !== undefined
          ? { count: answer.count, counts: answer.counts }
          : undefined,
      ),
    );
    w.postMessage({ type: "tally", id, generation, bits }, [bits.buffer as ArrayBuffer]);
  });
}
