import { withApi } from "@/lib/edge/api/with-api";
import { listLists } from "@/lib/features/lists/lists";

export const GET = withApi({ permission: "lists:read" }, async ({ ctx }) => ({
  data: await listLists(ctx),
}));
