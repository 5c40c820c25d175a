import { bytesAnswer, utf8Of } from "@/lib/edge/api/bytes-answer";
import { withApi } from "@/lib/edge/api/with-api";
import { allowanceHeader } from "@/lib/features/allowances/usage";
import { SearchRequest } from "@/lib/features/search/schema";
import { searchContacts, searchResultPieces } from "@/lib/features/search/search";

export const POST = withApi(
  { permission: "search", body: SearchRequest, consumes: ["search"] },
  async ({ ctx, body }) => {
    const headers = new Headers({ "content-type": "application/json" });
    // The header from the debit the search just made, so withApi need not read the usage again.
    const page = await searchContacts(ctx, body, (allowance) =>
      headers.set("x-allowance-search", allowanceHeader(allowance)),
    );
    // The profiles' JSON text as PostgreSQL keeps it, not parsed and serialized again; given as
    // UTF-8 bytes, because a string body is first scanned whole for unpaired surrogates by fetch's
    // Response and then encoded (~100 µs for a 110 kB page, half of that as bytes), and written
    // piece by piece into those bytes rather than joined into one string first.
    return bytesAnswer(utf8Of(searchResultPieces(page)), { headers });
  },
);
