import { withApi } from "@/lib/edge/api/with-api";
import { setWatch, watchState } from "@/lib/features/changes/watches";

/** Whether the account watches the campaign's leads (contact.changed for them). */
export const GET = withApi({ permission: "campaigns:read" }, ({ ctx, params }) =>
  watchState(ctx, { campaignId: params.id ?? "" }),
);
export const PUT = withApi({ permission: "campaigns:write" }, ({ ctx, params }) =>
  setWatch(ctx, { campaignId: params.id ?? "" }, true),
);
export const DELETE = withApi({ permission: "campaigns:write" }, ({ ctx, params }) =>
  setWatch(ctx, { campaignId: params.id ?? "" }, false),
);
