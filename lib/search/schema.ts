import { z } from "zod";
import { Profile } from "@/lib/profiles/profile-schema";
import { Targeting } from "@/lib/targeting/schema";

/** POST /v1/contact/search body. */
export const SearchRequest = z.strictObject({
  filters: Targeting.default({}),
  limit: z.number().int().min(1).max(100).default(25),
  /** `nextCursor` of the previous page; absent or null for the first. */
  cursor: z.string().max(100).nullish(),
});
export type SearchRequest = z.input<typeof SearchRequest>;

/** POST /v1/contact/search answer. */
export const SearchResult = z.strictObject({
  total: z.int().describe("Profiles matching the filters"),
  totalIsExact: z
    .boolean()
    .describe(
      "False while the index is being rebuilt for newer data: `total` is then the previous count.",
    ),
  data: z.array(Profile).describe("This page, without e-mail and mobile"),
  nextCursor: z
    .string()
    .nullable()
    .describe("Pass as `cursor` for the next page; null on the last."),
});
export type SearchResult = z.infer<typeof SearchResult>;
