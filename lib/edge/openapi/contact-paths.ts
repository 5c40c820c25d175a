import { PollQuery } from "@/lib/features/enrichment/schemas";
import {
  allowanceHeaders,
  COMMON_ERRORS,
  json,
  operation,
  PAYMENT,
  problem,
  queryParams,
  ref,
  submit,
} from "./answers";

/** The document's paths for contact search and enrichment. */
export function contactPaths() {
  return {
    "/v1/contact/search": {
      post: operation("SearchResult", {
        tags: ["Contact"],
        summary: "Search profiles (search 1 per call)",
        body: "SearchRequest",
        headers: allowanceHeaders(["search"]),
        errors: { "402": PAYMENT },
      }),
    },
    "/v1/contact/details": submit(
      "Look up a profile (api 1)",
      "Resolves one person and answers the profile without e-mail and mobile.",
      ref("DetailsRequest"),
      ["api"],
    ),
    "/v1/contact/enrich": {
      ...submit(
        "Enrich a profile (api 1; email/mobile 1 per address/number delivered)",
        "Resolves one person and answers the profile with the requested contacts. A contact whose counter cannot pay is left out and listed in `missing`; asking for a contact whose counter is at zero is refused up front with 402.",
        ref("EnrichRequest"),
        ["api", "email", "mobile"],
      ),
      get: {
        tags: ["Contact"],
        summary: "Poll an enrichment result (free, unlimited)",
        description:
          "Free and unlimited: consumes no allowance and is never rate-limited, so it has no 402 and no 429. Poll as often as you like; its RateLimit fields report the key's bucket without drawing from it.",
        parameters: queryParams(PollQuery),
        responses: {
          "200": {
            description: "The request's state and, once done, its result",
            ...json(ref("EnrichmentResult")),
          },
          "400": COMMON_ERRORS["400"],
          "401": COMMON_ERRORS["401"],
          "404": problem("not_found: unknown id, or another account's"),
        },
      },
    },
    "/v1/contact/bulk": {
      post: {
        ...submit(
          "Enrich 1 to 10 profiles (api = number of profiles)",
          "Like /enrich for a batch. An empty batch or one over 10 entries is refused with 422, never truncated, and consumes nothing.",
          ref("BulkRequest"),
          ["api", "email", "mobile"],
        ).post,
        responses: {
          ...submit("", "", {}, ["api", "email", "mobile"]).post.responses,
          "422": problem("invalid_batch: profiles is empty or has more than 10 entries"),
        },
      },
    },
  };
}
