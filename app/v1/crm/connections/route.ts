import { withApi } from "@/lib/edge/api/with-api";
import { createConnection, listConnections } from "@/lib/features/crm/connections";
import { ConnectionInput } from "@/lib/features/crm/schema";

export const GET = withApi({ permission: "lists:read" }, async ({ ctx }) => ({
  data: await listConnections(ctx),
}));

/** Saves a connection with its token sealed; the mapping starts from HubSpot's own properties. */
export const POST = withApi(
  { permission: "admin", body: ConnectionInput },
  async ({ ctx, body }) => {
    const connection = await createConnection(ctx, body);
    return Response.json(connection, {
      status: 201,
      headers: { location: `/v1/crm/connections/${connection.id}` },
    });
  },
);
