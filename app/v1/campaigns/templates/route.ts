import { withApi } from "@/lib/api/with-api";
import { TEMPLATES } from "@/lib/campaigns/templates";

export const GET = withApi({}, async () => ({ data: TEMPLATES }));
