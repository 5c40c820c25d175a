import { withApi } from "@/lib/edge/api/with-api";
import { getMapping, saveMapping } from "@/lib/features/crm/connections";
import { MappingInput } from "@/lib/features/crm/schema";

/** The mapping, the CRM's properties (custom ones included) and what they suggest. */
export const GET = withApi({ permission: "lists:read" }, ({ ctx, params }) =>
  getMapping(ctx, params.id ?? ""),
);

export const PUT = withApi({ permission: "admin", body: MappingInput }, ({ ctx, params, body }) =>
  saveMapping(ctx, params.id ?? "", body),
);
