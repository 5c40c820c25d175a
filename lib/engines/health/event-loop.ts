import { type ELDHistogram, monitorEventLoopDelay } from "node:perf_hooks";

/** Granularity of the sampling timer: a stall shorter than this is not seen. */
const RESOLUTION_MS = 10;
/** Windows are this long, and this many are kept: a benchmark run reads the ones it overlapped. */
const WINDOW_MS = 10_000;
const WINDOWS_KEPT = 30;

export interface DelaySummary {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface DelayWindow extends DelaySummary {
  /** ISO start of the window. */
  from: string;
  /**
   * ISO end: WINDOW_MS after `from`, the read for the open one, or earlier for the window the
   * node became ready in (closed there).
   */
  to: string;
}

export interface EventLoopDelay {
  /** Since this process began measuring (its start). */
  sinceStart: DelaySummary;
  /**
   * Since the node became ready (/healthz's pending list emptied): what requests routed to it
   * can have waited, without the start-up's own work. Null until then.
   */
  sinceReady: DelaySummary | null;
  /** The last windows of WINDOW_MS, oldest first, the open one last. */
  windows: DelayWindow[];
}

interface Monitor {
  total: ELDHistogram;
  current: ELDHistogram;
  currentFrom: number;
  closed: DelayWindow[];
  sinceReady?: ELDHistogram;
}

// One per process, also when Next.js loads this module into more than one bundle.
const holder = globalThis as unknown as { __leadwiseEventLoop?: Monitor };

/**
 * The histogram records the interval between ticks of a RESOLUTION_MS timer; the delay is what
 * exceeds the resolution.
 */
const ms = (ns: number) => Math.max(0, Math.round(ns / 1e4 - RESOLUTION_MS * 100) / 100);

function summary(h: ELDHistogram): DelaySummary {
  // An empty histogram reports a huge min and NaN mean; its percentiles and max are 0.
  return { p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) };
}

/**
 * Starts measuring how late the event loop runs a timer (perf_hooks.monitorEventLoopDelay):
 * every request of this process waits at least that long, so it is the pause a user feels.
 */
export function startEventLoopMonitor(): Monitor {
  if (holder.__leadwiseEventLoop) return holder.__leadwiseEventLoop;
  const total = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const current = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  total.enable();
  current.enable();
  const monitor: Monitor = { total, current, currentFrom: Date.now(), closed: [] };
  setInterval(() => closeWindow(monitor), WINDOW_MS).unref();
  holder.__leadwiseEventLoop = monitor;
  return monitor;
}

function closeWindow(m: Monitor): void {
  const now = Date.now();
  m.closed.push({
    from: new Date(m.currentFrom).toISOString(),
    to: new Date(now).toISOString(),
    ...summary(m.current),
  });
  if (m.closed.length >= WINDOWS_KEPT) m.closed.shift();
  m.current.reset();
  m.currentFrom = now;
}

/**
 * Called once, when the node becomes ready: the open window closes there, so that no window
 * mixes the start-up's pauses (module loading, the index's load, the warm-up, all before any
 * request is routed here) with serving, and `sinceReady` begins.
 */
export function markReady(): void {
  const m = startEventLoopMonitor();
  if (m.sinceReady) return;
  closeWindow(m);
  m.sinceReady = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  m.sinceReady.enable();
}

/** The event-loop delay of this process, for /healthz. */
export function eventLoopDelay(): EventLoopDelay {
  const m = startEventLoopMonitor();
  const open = {
    from: new Date(m.currentFrom).toISOString(),
    to: new Date().toISOString(),
    ...summary(m.current),
  };
  return {
    sinceStart: summary(m.total),
    sinceReady: m.sinceReady ? summary(m.sinceReady) : null,
    windows: [...m.closed, open],
  };
}
