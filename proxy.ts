import { type NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/core/env";
import { contentSecurityPolicy, overHttps, securityHeaders } from "@/lib/core/security/headers";
import { requestSite } from "@/lib/core/security/origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Security headers on every answer but /v1/'s, which have them from the web server
 * (scripts/web.ts) alone. A page gets a fresh nonce in its policy, passed on in the request so
 * Next.js renders its scripts with it; API answers run no script. Behind a TLS-terminating proxy
 * the scheme comes from X-Forwarded-Proto.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const https = overHttps(request.nextUrl.protocol, request.headers.get("x-forwarded-proto"));
  const isApi = under(pathname, "/v1") || under(pathname, "/api");
  const nonce = isApi
    ? undefined
    : Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const input = { nonce, https, dev: process.env.NODE_ENV === "development" };

  let response: NextResponse;
  if (
    !SAFE_METHODS.has(request.method) &&
    !under(pathname, "/v1") &&
    requestSite(request.headers, request.url, env().APP_URL) === "cross-origin"
  ) {
    // Server actions and sign-in posted by another site. Next.js refuses cross-origin server
    // actions itself, but answers 500; this says what it is, before anything runs. (/v1 checks
    // its session calls itself: API-key calls may come from anywhere.)
    response = new NextResponse("Cross-site request refused.", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  } else {
    const requestHeaders = new Headers(request.headers);
    if (nonce) requestHeaders.set("content-security-policy", contentSecurityPolicy(input));
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  for (const [name, value] of Object.entries(securityHeaders(input))) {
    response.headers.set(name, value);
  }
  return response;
}

export const config = {
  // Build output is immutable, served as is, and runs nothing the policy would govern. The API
  // under /v1/ gets its headers from the web server (scripts/web.ts) before Next.js sees it:
  // there this function would only add them, and running it costs Next.js a copy of every
  // request and of its body.
  matcher: ["/((?!_next/static|_next/image|v1/).*)"],
};
