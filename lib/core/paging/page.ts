import { z } from "zod";
import { checkedBy } from "../semantic-rules";

/** The `cursor` query parameter of a paged list: the `nextCursor` of the page before. */
export const CursorParam = checkedBy(
  z.string().max(200).optional().describe("`nextCursor` of the previous page"),
  "unknown-cursor",
);

/** One page of a list answered by a /v1 route. */
export function cursorPage<T extends z.ZodType>(item: T) {
  return z.strictObject({
    data: z.array(item),
    nextCursor: z
      .string()
      .nullable()
      .describe("Pass as `cursor` for the next page; null on the last."),
  });
}
