import type { Accepted } from "./schemas";

/** 202 with the requestId; a replay under an Idempotency-Key says so in a header. */
export function acceptedResponse({
  accepted,
  replayed,
}: {
  accepted: Accepted;
  replayed: boolean;
}) {
  return Response.json(accepted, {
    status: 202,
    headers: replayed ? { "idempotent-replayed": "true" } : {},
  });
}
