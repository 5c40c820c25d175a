import type { PostOutcome } from "./post";

/*
 * Receivers kept apart, so that one that hangs cannot slow the others: each receiver (a host
 * and port) gets at most PER_RECEIVER attempts at once from this process, and one that keeps
 * failing without an answer (timeouts, refused or reset connections) is left alone for a while
 * (a circuit breaker). An attempt that cannot go now never holds a slot that deliveries to
 * other receivers need: a first attempt waits its receiver's turn here (`acquireSlot`), and a
 * job's attempt, or any attempt while the breaker is open, goes back to the database, due again
 * later (attempts.ts, inline.ts).
 */

export const PER_RECEIVER = 16;
/** Failures without an answer in a row that open the breaker. */
export const BREAK_AFTER = 3;
/** How long an open breaker keeps attempts away; then one attempt tries the receiver again. */
export const OPEN_MS = 30_000;
/** When a busy receiver's deferred attempt is due again. */
export const BUSY_RETRY_MS = 2_000;
/** While one attempt finds out whether a receiver recovered, the others wait about as long. */
const TRIAL_RETRY_MS = 10_000;

interface Receiver {
  running: number;
  failures: number;
  openUntil: number;
  /** First attempts waiting for a slot, in order; each hears the slot or why not. */
  waiting: ((refused: { retryInMs: number } | undefined) => void)[];
}

const receivers = new Map<string, Receiver>();

export function receiverOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** A slot for one attempt to `receiver`, or how long until the attempt should be tried again. */
export function takeSlot(receiver: string, now = Date.now()): { retryInMs: number } | undefined {
  let state = receivers.get(receiver);
  if (!state) {
    state = { running: 0, failures: 0, openUntil: 0, waiting: [] };
    receivers.set(receiver, state);
  }
  if (state.openUntil > now) return { retryInMs: state.openUntil - now };
  // Half-open: after the breaker's time, one attempt alone finds out whether it recovered.
  if (state.failures >= BREAK_AFTER && state.running > 0) return { retryInMs: TRIAL_RETRY_MS };
  if (state.running >= PER_RECEIVER) return { retryInMs: BUSY_RETRY_MS };
  state.running++;
  return undefined;
}

/** As takeSlot, but waits for a slot of a busy receiver rather than refusing. */
export function acquireSlot(
  receiver: string,
  now = Date.now(),
): Promise<{ retryInMs: number } | undefined> {
  const refused = takeSlot(receiver, now);
  const state = receivers.get(receiver);
  if (!refused || !state || state.openUntil > now) return Promise.resolve(refused);
  return new Promise((resolve) => state.waiting.push(resolve));
}

export function releaseSlot(receiver: string, outcome: PostOutcome, now = Date.now()): void {
  const state = receivers.get(receiver);
  if (!state) return;
  state.running--;
  if (outcome.statusCode === null && !outcome.blocked) {
    state.failures++;
    if (state.failures >= BREAK_AFTER) state.openUntil = now + OPEN_MS;
  } else {
    state.failures = 0;
    state.openUntil = 0;
  }
  if (state.openUntil > now) {
    // The breaker opened: nobody waits for it to close in memory.
    for (const waiter of state.waiting.splice(0)) waiter({ retryInMs: state.openUntil - now });
  } else {
    // A trial that succeeded reopens every slot at once, not one per answer.
    while (state.waiting.length > 0 && state.running < PER_RECEIVER) {
      state.running++;
      state.waiting.shift()?.(undefined);
    }
  }
  if (state.running === 0 && state.failures === 0 && state.waiting.length === 0) {
    receivers.delete(receiver);
  }
}
