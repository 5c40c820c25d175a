import { withApi } from "@/lib/edge/api/with-api";
import { testConnection } from "@/lib/features/crm/connections";

/** One call to the CRM with the saved token: whether it works, in the CRM's words if not. */
export const POST = withApi({ permission: "admin" }, ({ ctx, params }) =>
  testConnection(ctx, params.id ?? ""),
);
