import { withApi } from "@/lib/api/with-api";
import { estimateAudience } from "@/lib/estimate/estimate";
import { EstimateRequest } from "@/lib/estimate/schema";

export const POST = withApi({ body: EstimateRequest }, async ({ ctx, body }) =>
  estimateAudience(ctx, body),
);
