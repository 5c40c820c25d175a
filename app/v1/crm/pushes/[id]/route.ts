import { withApi } from "@/lib/edge/api/with-api";
import { getPush } from "@/lib/features/crm/pushes";

export const GET = withApi({}, ({ ctx, params }) => getPush(ctx, params.id ?? ""));
