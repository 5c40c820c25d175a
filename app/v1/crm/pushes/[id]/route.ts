import { withApi } from "@/lib/edge/api/with-api";
import { getPush } from "@/lib/features/crm/pushes";

export const GET = withApi({ permission: "lists:read" }, ({ ctx, params }) =>
  getPush(ctx, params.id ?? ""),
);
