import { withApi } from "@/lib/edge/api/with-api";
import { setWatch, watchState } from "@/lib/features/changes/watches";

/** Whether the account watches the list (contact.changed for its people). */
export const GET = withApi({ permission: "lists:read" }, ({ ctx, params }) =>
  watchState(ctx, { listId: params.id ?? "" }),
);
export const PUT = withApi({ permission: "lists:write" }, ({ ctx, params }) =>
  setWatch(ctx, { listId: params.id ?? "" }, true),
);
export const DELETE = withApi({ permission: "lists:write" }, ({ ctx, params }) =>
  setWatch(ctx, { listId: params.id ?? "" }, false),
);
