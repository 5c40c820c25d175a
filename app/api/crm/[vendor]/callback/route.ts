import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { publicUrl } from "@/lib/core/public-url";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { finishOAuth } from "@/lib/features/crm/oauth-connect";
import {
  OAUTH_VENDORS,
  type OAuthVendor,
  oauthCallbackPath,
  oauthNonceCookie,
} from "@/lib/features/crm/oauth-state";

/*
 * Where Salesforce, HubSpot or Pipedrive sends the browser back after consent (OAuth 2's
 * authorization-code flow, docs/crm.md): /api/crm/<vendor>/callback. The state must open, be
 * for this vendor, this session's account and user, and carry the nonce the browser was given
 * when it left; the code is then exchanged for tokens, sealed at once. Every outcome lands back
 * on Settings → CRM, a refusal in words there.
 */

export const dynamic = "force-dynamic";

function back(query: Record<string, string>): NextResponse {
  const to = publicUrl(`/settings/crm?${new URLSearchParams(query).toString()}`);
  return NextResponse.redirect(to, 303);
}

export async function GET(
  request: Request,
  { params }: { params: Promise<{ vendor: string }> },
): Promise<NextResponse> {
  const { vendor } = await params;
  if (!OAUTH_VENDORS.includes(vendor as OAuthVendor)) {
    return NextResponse.json({ error: "Not found" }, { status: 404 });
  }
  const v = vendor as OAuthVendor;
  const ctx = await requireSessionCtx();
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const jar = await cookies();
  const nonce = jar.get(oauthNonceCookie(v))?.value;
  jar.delete({ name: oauthNonceCookie(v), path: oauthCallbackPath(v) });
  const outcome = await finishOAuth(
    ctx,
    v,
    query,
    nonce,
    allows({ kind: "session", role: ctx.role }, "admin"),
  );
  return back("connected" in outcome ? { connected: outcome.connected, vendor: v } : outcome);
}
