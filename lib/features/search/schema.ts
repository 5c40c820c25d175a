import { z } from "zod";
import { cursorPage } from "@/lib/core/paging/page";
import { checkedBy } from "@/lib/core/semantic-rules";
import { Profile } from "@/lib/model/profiles/profile-schema";
import { Targeting } from "@/lib/model/targeting/schema";

/** POST /v1/contact/search body. */
export const SearchRequest = z.strictObject({
  filters: Targeting.default({}),
  limit: z.number().int().min(1).max(100).default(25),
  /** `nextCursor` of the previous page; absent or null for the first. */
  cursor: checkedBy(z.string().max(100).nullish(), "unknown-cursor"),
});
export type SearchRequest = z.input<typeof SearchRequest>;

/** POST /v1/contact/search answer: a page of profiles, without e-mail and mobile. */
export const SearchResult = cursorPage(Profile).extend({
  total: z.int().describe("Profiles matching the filters"),
  totalIsExact: z
    .boolean()
    .describe(
      "False while the index is being rebuilt for newer data: `total` is then the previous count.",
    ),
});
export type SearchResult = z.infer<typeof SearchResult>;
