import { withApi } from "@/lib/edge/api/with-api";
import { startPush } from "@/lib/features/crm/pushes";
import { PushInput } from "@/lib/features/crm/schema";

/** Starts a push of a list or a campaign's delivered leads: 202, then poll its status. */
export const POST = withApi(
  { permission: "lists:export", body: PushInput },
  async ({ ctx, body }) => {
    const push = await startPush(ctx, body);
    return Response.json(push, { status: 202, headers: { location: `/v1/crm/pushes/${push.id}` } });
  },
);
