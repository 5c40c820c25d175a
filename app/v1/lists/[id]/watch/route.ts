import { withApi } from "@/lib/edge/api/with-api";
import { setWatch, WatchInput, watchState } from "@/lib/features/changes/watches";

/** Whether the account watches the list (contact.changed for its people). */
export const GET = withApi({ permission: "lists:read" }, ({ ctx, params }) =>
  watchState(ctx, { listId: params.id ?? "" }),
);
/** Watches the list; the body may set or stop its scheduled refresh. */
export const PUT = withApi(
  { permission: "lists:write", body: WatchInput },
  ({ ctx, params, body }) => setWatch(ctx, { listId: params.id ?? "" }, true, body),
);
export const DELETE = withApi({ permission: "lists:write" }, ({ ctx, params }) =>
  setWatch(ctx, { listId: params.id ?? "" }, false),
);
