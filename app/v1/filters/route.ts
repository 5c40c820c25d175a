import { withApi } from "@/lib/api/with-api";
import { getFilterCatalogue } from "@/lib/audience";

export const GET = withApi({}, async ({ ctx }) => getFilterCatalogue(ctx));
