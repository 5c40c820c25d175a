import type { RequestRow, StoredResult } from "./process";
import { provenanceOf } from "./provenance";

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
