/**
 * Where a browser says a request comes from: Sec-Fetch-Site where it sends it, else the Origin
 * header's host against the host the request was sent to (or the configured APP_URL's, behind
 * a proxy that rewrites Host). "unknown" when neither is sent: not a browser, or a very old one.
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
  const hosts = [new URL(requestUrl).host, ...(appUrl ? [new URL(appUrl).host] : [])];
  try {
    return hosts.includes(new URL(origin).host) ? "same-origin" : "cross-origin";
  } catch {
    return "cross-origin";
  }
}
