import { and, eq } from "drizzle-orm";
import { enrichmentRequests } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";
import { provenanceOf } from "./provenance";
import type { EnrichmentResult } from "./schemas";
import type { StoredResult } from "./stored-result";

/**
 * GET /v1/contact/enrich?id=: the request's state and, once done, its result. Reads one row
 * and consumes nothing. Another account's request is a 404, as an unknown one.
 */
export async function getEnrichmentResult(
  ctx: TxCtx,
  requestId: string,
): Promise<EnrichmentResult> {
  const [row] = await ctx.db
    .select({
      id: enrichmentRequests.id,
      kind: enrichmentRequests.kind,
      name: enrichmentRequests.name,
      status: enrichmentRequests.status,
      result: enrichmentRequests.result,
      error: enrichmentRequests.error,
    })
    .from(enrichmentRequests)
    .where(
      and(eq(enrichmentRequests.id, requestId), eq(enrichmentRequests.accountId, ctx.accountId)),
    );
  if (!row) throw new NotFound("Enrichment request");
  const base = { requestId: row.id, name: row.name ?? row.kind, id: row.id };
  if (row.status === "failed") return { status: "failed", ...base, error: row.error ?? "failed" };
  if (row.status !== "success") return { status: "pending", ...base };
  const result = row.result as StoredResult;
  const provenance = provenanceOf(result);
  return {
    status: "success",
    ...base,
    data: result.data,
    missing: result.missing,
    notFound: result.notFound,
    ...(result.withheld?.length ? { withheld: result.withheld } : {}),
    ...(Object.keys(provenance).length ? { provenance } : {}),
  };
}
