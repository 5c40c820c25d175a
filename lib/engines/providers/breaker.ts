/*
 * Per-provider guards kept in the worker's memory (a provider's health is a property of the
 * moment, not of the data): a circuit breaker and a concurrency cap, keyed by the provider
 * configuration. After FAILURES_TO_OPEN consecutive failures (errors, timeouts) the breaker
 * opens and the provider is skipped for OPEN_MS; a rate limit or a spent quota opens it at once
 * (the provider has said to stop). Then one call is let through (half-open): its success
 * closes the breaker, its failure opens it again for twice as long, up to MAX_OPEN_MS.
 */

export const FAILURES_TO_OPEN = 3;
export const OPEN_MS = 30_000;
export const MAX_OPEN_MS = 10 * 60_000;

export type BreakerState = "closed" | "open" | "half_open";

interface Breaker {
  failures: number;
  openUntil: number;
  openMs: number;
  trial: boolean;
}

const breakers = new Map<string, Breaker>();

function breaker(id: string): Breaker {
  let b = breakers.get(id);
  if (!b) {
    b = { failures: 0, openUntil: 0, openMs: OPEN_MS, trial: false };
    breakers.set(id, b);
  }
  return b;
}

export function breakerState(id: string, now = Date.now()): BreakerState {
  const b = breakers.get(id);
  if (!b || b.openUntil === 0) return "closed";
  return now < b.openUntil ? "open" : "half_open";
}

/** When the breaker's open period ends (ms since the epoch), or 0 when it is closed. */
export function openUntil(id: string): number {
  return breakers.get(id)?.openUntil ?? 0;
}

/** Whether a call may go out now; in half-open, only one at a time. */
export function mayCall(id: string, now = Date.now()): boolean {
  const b = breaker(id);
  if (b.openUntil === 0) return true;
  if (now < b.openUntil || b.trial) return false;
  b.trial = true;
  return true;
}

export function recordSuccess(id: string): void {
  breakers.set(id, { failures: 0, openUntil: 0, openMs: OPEN_MS, trial: false });
}

/** A failed call; `stop` when the provider said to stop (rate limit, spent quota). */
export function recordFailure(id: string, stop: boolean, now = Date.now()): void {
  const b = breaker(id);
  b.failures += 1;
  const wasOpen = b.openUntil !== 0;
  if (stop || wasOpen || b.failures >= FAILURES_TO_OPEN) {
    b.openMs = wasOpen ? Math.min(b.openMs * 2, MAX_OPEN_MS) : OPEN_MS;
    b.openUntil = now + b.openMs;
  }
  b.trial = false;
}

/** For tests: every breaker closed. */
export function resetBreakers(): void {
  breakers.clear();
  slots.clear();
}

const slots = new Map<string, { busy: number; waiting: (() => void)[] }>();

/** Runs `task` when fewer than `cap` tasks of `id` are running; FIFO. */
export async function withSlot<T>(id: string, cap: number, task: () => Promise<T>): Promise<T> {
  let s = slots.get(id);
  if (!s) {
    s = { busy: 0, waiting: [] };
    slots.set(id, s);
  }
  const slot = s;
  if (slot.busy >= Math.max(1, cap)) await new Promise<void>((r) => slot.waiting.push(r));
  else slot.busy += 1;
  try {
    return await task();
  } finally {
    const next = slot.waiting.shift();
    if (next) next();
    else slot.busy -= 1;
  }
}
