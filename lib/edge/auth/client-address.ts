/**
 * The client's address: the last X-Forwarded-For entry, which the nearest proxy appends (or
 * Next.js sets from the socket when no proxy sent one). Earlier entries are the client's own
 * say and prove nothing. Served directly, a client can still name any address here: limits
 * keyed by address are only as strong as the proxy in front (see README, "Operating").
 */
export function clientAddress(
  headers: Headers | Record<string, string | string[] | undefined>,
): string | undefined {
  const raw =
    headers instanceof Headers ? headers.get("x-forwarded-for") : headers["x-forwarded-for"];
  const value = Array.isArray(raw) ? raw.join(",") : raw;
  const last = value?.split(",").at(-1)?.trim();
  return last ? last.slice(0, 64) : undefined;
}
