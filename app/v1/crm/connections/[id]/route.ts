import { withApi } from "@/lib/edge/api/with-api";
import { deleteConnection, getConnection } from "@/lib/features/crm/connections";

export const GET = withApi({ permission: "lists:read" }, ({ ctx, params }) =>
  getConnection(ctx, params.id ?? ""),
);

/** Deletes the connection, its mapping, its pushes' log and its records' ids. */
export const DELETE = withApi({ permission: "admin" }, async ({ ctx, params }) => {
  await deleteConnection(ctx, params.id ?? "");
  return { id: params.id ?? "", deleted: true };
});
