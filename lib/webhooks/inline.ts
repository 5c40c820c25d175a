import type { Db } from "@/db/client";
import type { Logger } from "@/lib/logger";
import { send } from "./attempts";
import type { Claimed } from "./outbox";
import { acquireSlot, receiverOf } from "./receivers";
import { deferAttempts } from "./record";

/** First attempts sent by the process that claimed them (see `sendClaimed`), in flight. */
const inline = { running: 0, waiting: [] as (() => void)[], all: new Set<Promise<void>>() };
const INLINE_CONCURRENCY = 64;

/**
 * Sends deliveries that `deliverMany` wrote claimed for this process, after their transaction
 * committed: at most 64 at a time, the rest waiting their turn, without holding up the
 * caller. Failures are scheduled for retry like any attempt's.
 */
export function sendClaimed(db: Db, claimed: Claimed[], log?: Logger): void {
  for (const delivery of claimed) {
    const run = (async () => {
      // The receiver's slot first, without holding one of the 64 meanwhile: a receiver that
      // is slow to answer keeps its own deliveries waiting, not everyone's.
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
      // A slot is taken here, or handed over by the attempt that frees it.
      if (inline.running >= INLINE_CONCURRENCY) {
        await new Promise<void>((resolve) => inline.waiting.push(resolve));
      } else inline.running++;
      try {
        await send(db, delivery, false, log, true);
      } catch (err) {
        // Left claimed: the stalled-delivery sweep sends it again.
        log?.error({ err, deliveryId: delivery.id }, "webhook attempt failed to record");
      } finally {
        const next = inline.waiting.shift();
        if (next) next();
        else inline.running--;
      }
    })();
    inline.all.add(run);
    void run.finally(() => inline.all.delete(run));
  }
}

/** Waits for the first attempts this process is sending (on shutdown). */
export async function drainInlineDeliveries(): Promise<void> {
  while (inline.all.size > 0) await Promise.allSettled([...inline.all]);
}
