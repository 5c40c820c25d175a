import { withApi } from "@/lib/edge/api/with-api";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { EstimateRequest } from "@/lib/features/estimate/schema";

export const POST = withApi(
  { permission: "estimate", body: EstimateRequest },
  async ({ ctx, body }) => estimateAudience(ctx, body),
);
