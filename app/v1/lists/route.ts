import { withApi } from "@/lib/edge/api/with-api";
import { listLists } from "@/lib/features/lists/lists";

export const GET = withApi({}, async ({ ctx }) => ({ data: await listLists(ctx) }));
