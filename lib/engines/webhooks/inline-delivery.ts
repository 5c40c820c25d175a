import type { Db } from "@/db/client";
import type { Logger } from "@/lib/core/logger";
import { send } from "./attempts";
import type { Claimed } from "./outbox";
import { acquireSlot, receiverOf } from "./receivers";
import { deferAttempts } from "./record";

/** First attempts this process sends at once, all accounts together. */
export const INLINE_CONCURRENCY = 64;
/**
 * First attempts of one account this process sends at once: an account's burst cannot take
 * every slot, and the others' first attempts do not queue behind it.
 */
export const INLINE_PER_ACCOUNT = 16;

/**
 * The in-process line of first attempts (see `sendClaimed`): those in flight, per account, and
 * those waiting, by account. Accounts take turns: a freed slot goes to the first account in
 * `waiting` that is under its cap, which then goes to the back of the line.
 */
const line = {
  running: 0,
  perAccount: new Map<string, number>(),
  waiting: new Map<string, (() => void)[]>(),
  all: new Set<Promise<void>>(),
};

function hasRoom(accountId: string): boolean {
  return (
    line.running < INLINE_CONCURRENCY && (line.perAccount.get(accountId) ?? 0) < INLINE_PER_ACCOUNT
  );
}

function occupy(accountId: string): void {
  line.running++;
  line.perAccount.set(accountId, (line.perAccount.get(accountId) ?? 0) + 1);
}

/** A slot of the line for one of the account's attempts: at once, or when its turn comes. */
async function takeTurn(accountId: string): Promise<void> {
  if (hasRoom(accountId)) return occupy(accountId);
  await new Promise<void>((resolve) => {
    const queue = line.waiting.get(accountId) ?? [];
    queue.push(resolve);
    line.waiting.set(accountId, queue);
  });
}

function endTurn(accountId: string): void {
  line.running--;
  const left = (line.perAccount.get(accountId) ?? 1) - 1;
  if (left > 0) line.perAccount.set(accountId, left);
  else line.perAccount.delete(accountId);
  // Round robin: an account served goes to the back of the line. (A Map visits the keys set
  // again during the walk, so one walk serves each account in turn while slots remain.)
  for (const [waiting, queue] of line.waiting) {
    if (line.running >= INLINE_CONCURRENCY) return;
    if (!hasRoom(waiting)) continue;
    const next = queue.shift();
    line.waiting.delete(waiting);
    if (queue.length > 0) line.waiting.set(waiting, queue);
    if (next) {
      occupy(waiting);
      next();
    }
  }
}

/**
 * Sends deliveries that `deliverMany` wrote claimed for this process, after their transaction
 * committed, without holding up the caller: at most INLINE_CONCURRENCY at a time and
 * INLINE_PER_ACCOUNT of one account, the accounts taking turns for the rest. Failures are
 * scheduled for retry like any attempt's.
 */
export function sendClaimed(db: Db, claimed: Claimed[], log?: Logger): void {
  for (const delivery of claimed) {
    const run = (async () => {
      // The receiver's slot first, without holding a place in the line meanwhile: a receiver
      // that is slow to answer keeps its own deliveries waiting, not everyone's.
      const refused = await acquireSlot(receiverOf(delivery.url));
      if (refused) {
        await deferAttempts({
          db,
          deliveryId: delivery.id,
          manual: false,
          ms: refused.retryInMs,
        }).catch((err) =>
          // Left claimed: the stalled-delivery sweep sends it again.
          log?.error({ err, deliveryId: delivery.id }, "webhook attempt failed to defer"),
        );
        return;
      }
      await takeTurn(delivery.accountId);
      // The turn ends with the POST, as the receiver's slot does: recording the attempt is the
      // database's work, and the next attempt need not wait for it.
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        endTurn(delivery.accountId);
      };
      try {
        await send(db, delivery, false, log, true, end);
      } catch (err) {
        // Left claimed: the stalled-delivery sweep sends it again.
        log?.error({ err, deliveryId: delivery.id }, "webhook attempt failed to record");
      } finally {
        end();
      }
    })();
    line.all.add(run);
    void run.finally(() => line.all.delete(run));
  }
}

/** Waits for the first attempts this process is sending (on shutdown). */
export async function drainInlineDeliveries(): Promise<void> {
  while (line.all.size > 0) await Promise.allSettled([...line.all]);
}
