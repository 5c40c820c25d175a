/**
 * Where to send a user after signing in, from a `callbackUrl` they may have been handed by
 * anyone: its path when it stays on this site, else undefined. "//evil.example" and
 * "/\evil.example" start with a slash yet name another host (browsers read a backslash as a
 * slash), so the test is the resolved origin, not the first character.
 */
export function localPath(next: string | null | undefined, origin: string): string | undefined {
  if (!next?.startsWith("/")) return undefined;
  try {
    const here = new URL(origin).origin;
    const url = new URL(next, here);
    if (url.origin !== here) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
