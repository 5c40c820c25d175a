import { allowanceHeader } from "@/lib/allowances/usage";
import { withApi } from "@/lib/api/with-api";
import { SearchRequest } from "@/lib/search/schema";
import { searchContacts } from "@/lib/search/search";

export const POST = withApi(
  { body: SearchRequest, consumes: ["search"] },
  async ({ ctx, body }) => {
    const headers = new Headers();
    // The header from the debit the search just made, so withApi need not read the usage again.
    const page = await searchContacts(ctx, body, (allowance) =>
      headers.set("x-allowance-search", allowanceHeader(allowance)),
    );
    return Response.json(page, { headers });
  },
);
