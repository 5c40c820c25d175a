import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { enrichmentRequests } from "@/db/schema";
import { inText } from "@/lib/core/sql/array-params";
import type { BodySubject } from "@/lib/engines/webhooks/bodies";
import { provenanceOf } from "./provenance";
import type { RequestRow, StoredResult } from "./stored-result";

type RequestPart = Pick<RequestRow, "id" | "name" | "kind">;

/** The body of interface spec §2.2 for an API request (docs/api-contract.md "Webhook delivery"). */
export function deliveryBody(request: RequestPart, result: StoredResult) {
  const provenance = provenanceOf(result);
  return {
    status: "success" as const,
    name: request.name ?? request.kind,
    id: request.id,
    requestId: request.id,
    data: result.data,
    ...(result.missing.length ? { missing: result.missing } : {}),
    ...(result.notFound.length ? { notFound: result.notFound } : {}),
    ...(result.withheld?.length ? { withheld: result.withheld } : {}),
    ...(Object.keys(provenance).length ? { provenance } : {}),
  };
}

/**
 * The delivery body's text. A request's delivery row stores no body: every attempt rebuilds
 * it from the stored result, which is kept as the JSON text written (a `json` column), so
 * parsing it back keeps every key's order and the text is the first attempt's, byte for byte.
 */
export function deliveryText(request: RequestPart, result: StoredResult): string {
  return JSON.stringify(deliveryBody(request, result));
}

/**
 * The delivery texts of requests, for the attempts after the first (the webhooks' body source
 * for `requestId`, registered in lib/edge/worker/worker-registry.ts).
 */
export async function requestDeliveryTexts(
  db: Db,
  subjects: BodySubject[],
): Promise<Map<string, string>> {
  if (subjects.length === 0) return new Map();
  const rows = await db.execute<RequestPart & { accountId: string; result: StoredResult }>(sql`
    select id, name, kind, result, account_id as "accountId" from ${enrichmentRequests}
    where id ${inText(subjects.map((s) => s.id))}
      and account_id ${inText([...new Set(subjects.map((s) => s.accountId))])}`);
  const owner = new Map(subjects.map((s) => [s.id, s.accountId]));
  return new Map(
    rows
      .filter((r) => owner.get(r.id) === r.accountId)
      .map((r) => [r.id, deliveryText(r, r.result)]),
  );
}
