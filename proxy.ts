import { type NextRequest, NextResponse } from "next/server";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/headers";

/** Pages are everything but the API and next-auth's endpoints. */
function isApi(pathname: string): boolean {
  return pathname === "/v1" || pathname.startsWith("/v1/") || pathname.startsWith("/api/");
}

/**
 * Security headers on every answer. A page gets a fresh nonce in its policy, passed on in the
 * request so Next.js renders its scripts with it. Behind a TLS-terminating proxy the scheme
 * comes from X-Forwarded-Proto.
 */
export function proxy(request: NextRequest) {
  const https =
    request.nextUrl.protocol === "https:" ||
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
  const nonce = isApi(request.nextUrl.pathname)
    ? undefined
    : Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const input = { nonce, https, dev: process.env.NODE_ENV === "development" };
  const requestHeaders = new Headers(request.headers);
  if (nonce) requestHeaders.set("content-security-policy", contentSecurityPolicy(input));
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(securityHeaders(input))) {
    response.headers.set(name, value);
  }
  return response;
}

export const config = {
  // Build output is immutable, served as is, and runs nothing the policy would govern.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
