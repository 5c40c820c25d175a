import { withApi } from "@/lib/edge/api/with-api";
import { ReverifyInput, requestReverify } from "@/lib/features/changes/reverify";

/** Queues a re-verification of the list's e-mail addresses within a budget: 202. */
export const POST = withApi(
  { permission: "lists:write", body: ReverifyInput },
  async ({ ctx, params, body }) =>
    Response.json(await requestReverify(ctx, params.id ?? "", body), { status: 202 }),
);
