import { withApi } from "@/lib/api/with-api";
import { listLists } from "@/lib/lists/lists";

export const GET = withApi({}, async ({ ctx }) => ({ data: await listLists(ctx) }));
