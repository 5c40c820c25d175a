import { withApi } from "@/lib/edge/api/with-api";
import { TEMPLATES } from "@/lib/features/campaigns/templates";

export const GET = withApi({ permission: "campaigns:read" }, async () => ({ data: TEMPLATES }));
