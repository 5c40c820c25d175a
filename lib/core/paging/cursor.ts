import { InvalidRequest } from "@/lib/core/errors";

/*
 * The one cursor codec of the paged lists. A cursor is opaque to clients: base64url of a text
 * only this API writes (each list its own, naming where the next page starts).
 */

export function encodeCursor(text: string): string {
  return Buffer.from(text).toString("base64url");
}

/**
 * The value of a cursor given back, read from its text by `parse` (undefined when the text is
 * not one the list wrote): a 400 `unknown-cursor` when it is not one this API returned.
 */
export function decodeCursor<T>(cursor: string, parse: (text: string) => T | undefined): T {
  const value = parse(Buffer.from(cursor, "base64url").toString());
  if (value === undefined) {
    throw new InvalidRequest(
      "cursor is not one this API returned.",
      [{ path: "cursor", message: "Pass the nextCursor of the previous page, or omit it." }],
      "unknown-cursor",
    );
  }
  return value;
}
