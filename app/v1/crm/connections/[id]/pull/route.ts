import { withApi } from "@/lib/edge/api/with-api";
import { pullStatus, requestPull } from "@/lib/features/crm/pull";

/** The "already in my CRM" pull of the connection: its state and what the index holds. */
export const GET = withApi({ permission: "lists:read" }, ({ ctx, params }) =>
  pullStatus(ctx, params.id ?? ""),
);

/** "Refresh from CRM": queues a pull of what changed in the CRM since the last one. */
export const POST = withApi({ permission: "admin" }, async ({ ctx, params }) =>
  Response.json(await requestPull(ctx, params.id ?? ""), { status: 202 }),
);
