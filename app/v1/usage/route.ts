import { getUsage } from "@/lib/allowances/usage";
import { withApi } from "@/lib/api/with-api";

export const GET = withApi({}, async ({ ctx }) => getUsage(ctx));
