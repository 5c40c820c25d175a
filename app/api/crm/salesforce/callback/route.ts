import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { z } from "zod";
import { publicUrl } from "@/lib/core/public-url";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { createSalesforceConnection, refusal } from "@/lib/features/crm/connections";
import { salesforceExchange } from "@/lib/features/crm/salesforce";
import {
  acceptOAuthState,
  SALESFORCE_CALLBACK_PATH,
  SALESFORCE_NONCE_COOKIE,
} from "@/lib/features/crm/salesforce-oauth";

/*
 * Where Salesforce sends the browser back after consent (the OAuth 2.0 web server flow,
 * docs/crm.md). The state must open, be this session's account and user, and carry the nonce
 * the browser was given when it left; the code is then exchanged for tokens, sealed at once.
 * Every outcome lands back on Settings → CRM, a refusal in words there.
 */

export const dynamic = "force-dynamic";

const Callback = z.object({
  code: z.string().min(1).max(2_000),
  state: z.string().min(1).max(2_000),
});

function back(query: Record<string, string>): NextResponse {
  const to = publicUrl(`/settings/crm?${new URLSearchParams(query).toString()}`);
  return NextResponse.redirect(to, 303);
}

export async function GET(request: Request): Promise<NextResponse> {
  const ctx = await requireSessionCtx();
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const jar = await cookies();
  const nonce = jar.get(SALESFORCE_NONCE_COOKIE)?.value;
  jar.delete({ name: SALESFORCE_NONCE_COOKIE, path: SALESFORCE_CALLBACK_PATH });
  if (typeof params.error === "string") {
    const said =
      typeof params.error_description === "string" ? params.error_description : params.error;
    return back({ crmError: `Salesforce did not connect: ${said.slice(0, 200)}` });
  }
  const parsed = Callback.safeParse(params);
  if (!parsed.success) return back({ crmError: "Salesforce's answer was not understood." });
  const state = acceptOAuthState(parsed.data.state, nonce, ctx);
  if (!state) {
    return back({
      crmError: "This Salesforce sign-in was not started here, or took too long: connect again.",
    });
  }
  if (!allows({ kind: "session", role: ctx.role }, "admin")) {
    return back({ crmError: "Only an admin or the owner can connect a CRM." });
  }
  try {
    const secret = await salesforceExchange(publicUrl(SALESFORCE_CALLBACK_PATH), parsed.data.code);
    const connection = await createSalesforceConnection(ctx, secret, state.object);
    return back({ connected: connection.id });
  } catch (error) {
    return back({ crmError: refusal(error, "salesforce") });
  }
}
