/**
 * The client's address, for every limit keyed by address (sign-in, sign-up, opt-out) and the
 * API's logs. The web server resolved it at the edge (lib/core/security/forwarded.ts: the socket's
 * peer, or what a trusted proxy appended) and left it as the only `x-forwarded-for` entry, so
 * this only reads it. Should a request reach here without that edge, the last entry is still
 * the one its nearest hop wrote.
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
