import { inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { webhookAttempts } from "@/db/schema";

/** Each delivery with its attempts, first attempt first, read in one query. */
export async function withAttempts<D extends { id: string }>(
  db: DbOrTx,
  deliveries: D[],
): Promise<(D & { attempts: (typeof webhookAttempts.$inferSelect)[] })[]> {
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              deliveries.map((d) => d.id),
            ),
          )
          .orderBy(webhookAttempts.attempt);
  return deliveries.map((d) => ({
    ...d,
    attempts: attempts.filter((a) => a.deliveryId === d.id),
  }));
}
