import { getUsage } from "@/lib/allowances/usage";
import { withApi } from "@/lib/api/with-api";
import { providerUsageToday } from "@/lib/providers/settings";
import { onReplica } from "@/lib/sql/replica";

export const GET = withApi({}, async ({ ctx }) =>
  onReplica(ctx.db, async (db) => {
    const [usage, providers] = await Promise.all([
      getUsage({ ...ctx, db }),
      providerUsageToday({ ...ctx, db }),
    ]);
    return { ...usage, providers };
  }),
);
