/*
 * The security headers of every answer, page or API (the web server sets the API's on every
 * request, proxy.ts a page's). Scripts on pages run
 * only with the request's nonce, which Next.js reads from the policy and puts on its own
 * scripts; nothing inline without it runs. Styles keep 'unsafe-inline': React writes style
 * attributes (bar widths), which nonces cannot cover, and styles cannot run code.
 */

export interface SecurityHeaderInput {
  /** A fresh random nonce for a page; undefined for API answers, which run no script. */
  nonce?: string;
  https: boolean;
  /** `next dev` evaluates code for its error overlay; production never does. */
  dev?: boolean;
}

/** Whether the client asked over TLS: to us directly, or to a TLS-terminating proxy that says so. */
export function overHttps(protocol: string, forwardedProto: string | null | undefined): boolean {
  return protocol === "https:" || forwardedProto?.split(",")[0]?.trim() === "https";
}

export function contentSecurityPolicy({ nonce, https, dev }: SecurityHeaderInput): string {
  if (nonce === undefined) return "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function securityHeaders(input: SecurityHeaderInput): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(input),
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "permissions-policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "cross-origin-opener-policy": "same-origin",
    // Browsers ignore HSTS received over plain HTTP; sending it there would only mislead.
    ...(input.https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
