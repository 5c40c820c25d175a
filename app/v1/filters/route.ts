import { withApi } from "@/lib/edge/api/with-api";
import { getFilterCatalogue } from "@/lib/engines/audience";

export const GET = withApi({ permission: "campaigns:read" }, async ({ ctx }) =>
  getFilterCatalogue(ctx),
);
