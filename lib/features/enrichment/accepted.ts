import { allowanceHeader } from "@/lib/features/allowances/usage";
import type { Outcome } from "./submit";

/**
 * 202 with the requestId. The X-Allowance headers carry the counters as this submission left
 * them; a replay under an Idempotency-Key says so in a header.
 */
export function acceptedResponse({ accepted, replayed, allowance }: Outcome): Response {
  const headers = new Headers();
  if (replayed) headers.set("idempotent-replayed", "true");
  for (const [counter, state] of Object.entries(allowance ?? {})) {
    headers.set(`x-allowance-${counter}`, allowanceHeader(state));
  }
  return Response.json(accepted, { status: 202, headers });
}
