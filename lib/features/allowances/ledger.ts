import { desc, eq } from "drizzle-orm";
import { creditLedger } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";

/** The account's latest credit changes, newest first. */
export async function listLedger(ctx: TxCtx, limit = 50) {
  return ctx.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.accountId, ctx.accountId))
    .orderBy(desc(creditLedger.id))
    .limit(limit);
}
