import { and, desc, eq, lt } from "drizzle-orm";
import { enrichmentRequests, webhookDeliveries } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";
import { withAttempts } from "@/lib/engines/webhooks/attempts";

/** The account's enrichment requests, newest first (`before`: the createdAt of the last one seen). */
export async function listRequests(ctx: TxCtx, options: { limit?: number; before?: Date } = {}) {
  return ctx.db
    .select({
      id: enrichmentRequests.id,
      kind: enrichmentRequests.kind,
      name: enrichmentRequests.name,
      status: enrichmentRequests.status,
      inputs: enrichmentRequests.inputs,
      webhookUrl: enrichmentRequests.webhookUrl,
      createdAt: enrichmentRequests.createdAt,
      completedAt: enrichmentRequests.completedAt,
    })
    .from(enrichmentRequests)
    .where(
      and(
        eq(enrichmentRequests.accountId, ctx.accountId),
        options.before ? lt(enrichmentRequests.createdAt, options.before) : undefined,
      ),
    )
    .orderBy(desc(enrichmentRequests.createdAt))
    .limit(options.limit ?? 50);
}

/** One request with its result and every webhook delivery attempt made for it. */
export async function getRequestDetail(ctx: TxCtx, id: string) {
  const [request] = await ctx.db
    .select()
    .from(enrichmentRequests)
    .where(and(eq(enrichmentRequests.id, id), eq(enrichmentRequests.accountId, ctx.accountId)));
  if (!request) throw new NotFound("Request");
  const deliveries = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.requestId, id), eq(webhookDeliveries.accountId, ctx.accountId)))
    .orderBy(desc(webhookDeliveries.createdAt));
  return { request, deliveries: await withAttempts(ctx.db, deliveries) };
}
