import { onReplica } from "@/lib/core/sql/replica";
import { withApi } from "@/lib/edge/api/with-api";
import { providerUsageToday } from "@/lib/engines/providers/settings";
import { getUsage } from "@/lib/features/allowances/usage";

export const GET = withApi({ permission: "usage:read" }, async ({ ctx }) =>
  onReplica(ctx.db, async (db) => {
    const [usage, providers] = await Promise.all([
      getUsage({ ...ctx, db }),
      providerUsageToday({ ...ctx, db }),
    ]);
    return { ...usage, providers };
  }),
);
