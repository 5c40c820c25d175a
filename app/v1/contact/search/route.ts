import { withApi } from "@/lib/api/with-api";
import { SearchRequest } from "@/lib/search/schema";
import { searchContacts } from "@/lib/search/search";

export const POST = withApi({ body: SearchRequest, consumes: ["search"] }, async ({ ctx, body }) =>
  searchContacts(ctx, body),
);
