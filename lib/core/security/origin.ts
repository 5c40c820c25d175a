/**
 * Where a browser says a request comes from: Sec-Fetch-Site where it sends it, else the Origin
 * header's host against the host the browser sent the request to (Host, or X-Forwarded-Host
 * from a proxy; a page on another site can set neither) or the configured APP_URL's. The URL
 * Next.js hands the app may name another host (the one it listens on), so it only adds to them.
 * "unknown" when neither header is sent: not a browser, or a very old one.
 */
export function requestSite(
  headers: Headers,
  requestUrl: string,
  appUrl: string | undefined,
): "same-origin" | "cross-origin" | "unknown" {
  const site = headers.get("sec-fetch-site");
  if (site) return site === "same-origin" ? "same-origin" : "cross-origin";
  const origin = headers.get("origin");
  if (!origin) return "unknown";
  const hosts = [
    headers.get("x-forwarded-host")?.split(",")[0]?.trim(),
    headers.get("host"),
    new URL(requestUrl).host,
    appUrl ? new URL(appUrl).host : undefined,
  ];
  try {
    return hosts.includes(new URL(origin).host) ? "same-origin" : "cross-origin";
  } catch {
    return "cross-origin";
  }
}
