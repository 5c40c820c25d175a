import { z } from "zod";
import { Targeting } from "@/lib/targeting/schema";

/** POST /v1/contact/search body. */
export const SearchRequest = z.strictObject({
  filters: Targeting.default({}),
  limit: z.number().int().min(1).max(100).default(25),
  /** `nextCursor` of the previous page; absent or null for the first. */
  cursor: z.string().max(100).nullish(),
});
export type SearchRequest = z.input<typeof SearchRequest>;
