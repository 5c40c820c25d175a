import { getUsage } from "@/lib/allowances/usage";
import { withApi } from "@/lib/api/with-api";
import { onReplica } from "@/lib/sql/replica";

export const GET = withApi({}, async ({ ctx }) =>
  onReplica(ctx.db, (db) => getUsage({ ...ctx, db })),
);
