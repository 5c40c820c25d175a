import { withApi } from "@/lib/edge/api/with-api";
import { getFilterCatalogue } from "@/lib/engines/audience";

export const GET = withApi({}, async ({ ctx }) => getFilterCatalogue(ctx));
