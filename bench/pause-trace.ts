/**
 * Finds what blocks the web server's event loop: a module loaded into `npm start`'s web server
 * through NODE_OPTIONS, e.g.
 *   PAUSE_TRACE=.tmp/pauses.jsonl NODE_OPTIONS="--import ./bench/pause-trace.ts --cpu-prof \
 *     --cpu-prof-dir=.tmp/prof" DATA_DIR=… PORT=… npm start
 * It acts in the web server alone (scripts/web.ts); the other processes load it and do nothing.
 * Writes one JSON line per event to PAUSE_TRACE:
 * - "pause": a timer due every TICK_MS fired `ms` late (the loop was blocked, or the process
 *   not scheduled), `cpuMs` of it on the main thread's CPU clock, with the window in µs of
 *   CLOCK_MONOTONIC, the clock of the V8 CPU profile
 *   that `--cpu-prof` writes when the server stops: `npx tsx bench/profile-areas.ts
 *   PROFILE --window FROM-TO` says what ran in it;
 * - "gc": every collection of `GC_MIN_MS` or more (perf_hooks), its kind and the heap after it.
 * PAUSE_TRACE_GC=1 also turns on V8's --trace-gc (one line per collection on stdout, with the
 * reason V8 gives for starting it).
 * PAUSE_TRACE_PROFILE=FILE records the web server's V8 CPU profile (through the inspector, as
 * Node 24 refuses --cpu-prof in NODE_OPTIONS) and writes it to FILE when the process exits.
 */
import { appendFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { constants, PerformanceObserver, performance } from "node:perf_hooks";
import v8 from "node:v8";

const TICK_MS = 5;
/** A late timer shorter than this is scheduling noise on a loaded machine. */
const PAUSE_MIN_MS = 30;
const GC_MIN_MS = 5;

const file = process.env.PAUSE_TRACE;
const isWebServer = process.argv.some((a) => a.endsWith("scripts/web.ts"));

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major (mark-compact)",
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor (scavenge)",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental marking step",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weak callbacks",
};

/** µs of CLOCK_MONOTONIC now (process.hrtime), and where performance.now()'s zero sits on it. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const originUs = monotonicUs() - performance.now() * 1000;

function write(event: Record<string, unknown>): void {
  appendFileSync(file as string, `${JSON.stringify({ at: new Date().toISOString(), ...event })}\n`);
}

function mb(bytes: number): number {
  return Math.round(bytes / 2 ** 20);
}

/** A session on this thread answers at once, so the profile can be taken in an exit handler. */
function profileUntilExit(to: string): void {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.start");
  process.on("exit", () => {
    session.post("Profiler.stop", (err, result) => {
      if (!err) writeFileSync(to, JSON.stringify(result.profile));
    });
  });
}

if (file && isWebServer) {
  if (process.env.PAUSE_TRACE_GC === "1") v8.setFlagsFromString("--trace-gc");
  if (process.env.PAUSE_TRACE_PROFILE) profileUntilExit(process.env.PAUSE_TRACE_PROFILE);
  write({ type: "start", pid: process.pid });
  let last = monotonicUs();
  let lastCpu = process.threadCpuUsage();
  setInterval(() => {
    const now = monotonicUs();
    const cpu = process.threadCpuUsage();
    const lateMs = (now - last) / 1000 - TICK_MS;
    if (lateMs >= PAUSE_MIN_MS) {
      // The main thread's own CPU time in the window: on a loaded machine most of a pause can
      // be time the process waited for a core, which a quiet machine would not see.
      const cpuMs = (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000;
      write({
        type: "pause",
        ms: Math.round(lateMs),
        cpuMs: Math.round(cpuMs),
        window: `${last}-${now}`,
      });
    }
    last = now;
    lastCpu = cpu;
  }, TICK_MS).unref();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration < GC_MIN_MS) continue;
      const detail = (entry as PerformanceEntry & { detail: { kind: number; flags: number } })
        .detail;
      const heap = v8.getHeapStatistics();
      const from = Math.round(originUs + entry.startTime * 1000);
      write({
        type: "gc",
        kind: GC_KINDS[detail.kind] ?? detail.kind,
        flags: detail.flags,
        ms: Math.round(entry.duration * 10) / 10,
        window: `${from}-${Math.round(from + entry.duration * 1000)}`,
        heapUsedMb: mb(heap.used_heap_size),
        heapTotalMb: mb(heap.total_heap_size),
        externalMb: mb(heap.external_memory),
      });
    }
  }).observe({ entryTypes: ["gc"] });
}
