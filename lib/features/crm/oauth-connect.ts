import { z } from "zod";
import type { TxCtx } from "@/lib/core/context";
import { Conflict } from "@/lib/core/errors";
import { logger } from "@/lib/core/logger";
import { publicUrl } from "@/lib/core/public-url";
import { createOAuthConnection, createSalesforceConnection, refusal } from "./connections";
import { CrmCallFailed } from "./hubspot";
import { hubspotAuthorizeUrl, hubspotExchange, hubspotOAuthConfigured } from "./hubspot-oauth";
import {
  acceptOAuthState,
  type OAuthState,
  type OAuthVendor,
  oauthCallbackPath,
  sealOAuthState,
} from "./oauth-state";
import {
  pipedriveAuthorizeUrl,
  pipedriveExchange,
  pipedriveOAuthConfigured,
} from "./pipedrive-oauth";
import {
  type SalesforceObject,
  salesforceAuthorizeUrl,
  salesforceConfigured,
  salesforceExchange,
} from "./salesforce";
import type { CrmConnection } from "./schema";

/*
 * Connecting a CRM by OAuth 2's authorization-code flow, the same for the three vendors: the
 * start (a sealed state bound to the account, the user and a nonce the browser keeps in a
 * cookie, and the vendor's consent page), and the callback (the state checked, the code
 * exchanged, the tokens sealed, the connection tested). Each vendor adds only its endpoints.
 */

interface OAuthVendorEndpoints {
  name: string;
  /** The env variables that turn it on. */
  env: string;
  configured: () => boolean;
  authorizeUrl: (redirectUri: string, state: string) => string;
  connect: (
    ctx: TxCtx,
    redirectUri: string,
    code: string,
    state: OAuthState,
  ) => Promise<CrmConnection>;
}

const VENDORS: Record<OAuthVendor, OAuthVendorEndpoints> = {
  salesforce: {
    name: "Salesforce",
    env: "SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET",
    configured: salesforceConfigured,
    authorizeUrl: salesforceAuthorizeUrl,
    connect: async (ctx, redirectUri, code, state) =>
      createSalesforceConnection(
        ctx,
        await salesforceExchange(redirectUri, code),
        state.object ?? "Lead",
      ),
  },
  hubspot: {
    name: "HubSpot",
    env: "HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET",
    configured: hubspotOAuthConfigured,
    authorizeUrl: hubspotAuthorizeUrl,
    connect: async (ctx, redirectUri, code) =>
      createOAuthConnection(ctx, "hubspot", await hubspotExchange(redirectUri, code)),
  },
  pipedrive: {
    name: "Pipedrive",
    env: "PIPEDRIVE_CLIENT_ID and PIPEDRIVE_CLIENT_SECRET",
    configured: pipedriveOAuthConfigured,
    authorizeUrl: pipedriveAuthorizeUrl,
    connect: async (ctx, redirectUri, code) =>
      createOAuthConnection(ctx, "pipedrive", await pipedriveExchange(redirectUri, code)),
  },
};

/** Which vendors the operator set up for OAuth (Settings → CRM shows their buttons). */
export function oauthReady(): Record<OAuthVendor, boolean> {
  return {
    salesforce: VENDORS.salesforce.configured(),
    hubspot: VENDORS.hubspot.configured(),
    pipedrive: VENDORS.pipedrive.configured(),
  };
}

/**
 * The start of a connect: the vendor's consent page with a sealed state, and the nonce the
 * browser keeps (in a cookie sent only to `cookiePath`, the callback).
 */
export function startOAuth(
  ctx: { accountId: string; userId: string },
  vendor: OAuthVendor,
  object?: SalesforceObject,
): { url: string; nonce: string; callback: string; cookiePath: string } {
  const about = VENDORS[vendor];
  if (!about.configured()) {
    throw new Conflict(
      `${about.name} sign-in is not set up on this server: the operator sets ${about.env}.`,
    );
  }
  const cookiePath = oauthCallbackPath(vendor);
  const callback = publicUrl(cookiePath);
  const { state, nonce } = sealOAuthState({
    vendor,
    accountId: ctx.accountId,
    userId: ctx.userId,
    ...(vendor === "salesforce" ? { object: object ?? "Lead" } : {}),
  });
  return { url: about.authorizeUrl(callback, state), nonce, callback, cookiePath };
}

const Callback = z.object({
  code: z.string().min(1).max(2_000),
  state: z.string().min(1).max(2_000),
});

/**
 * The callback: the vendor's refusal, or a state that is not this session's, or a code the
 * vendor will not exchange, each in words; else the new connection.
 */
export async function finishOAuth(
  ctx: TxCtx & { userId: string },
  vendor: OAuthVendor,
  params: Record<string, string>,
  cookieNonce: string | undefined,
  isAdmin: boolean,
): Promise<{ connected: string } | { crmError: string }> {
  const { name } = VENDORS[vendor];
  if (typeof params.error === "string") {
    const said =
      typeof params.error_description === "string" ? params.error_description : params.error;
    return { crmError: `${name} did not connect: ${said.slice(0, 200)}` };
  }
  const parsed = Callback.safeParse(params);
  if (!parsed.success) return { crmError: `${name}'s answer was not understood.` };
  const state = acceptOAuthState(vendor, parsed.data.state, cookieNonce, ctx);
  if (!state) {
    return {
      crmError: `This ${name} sign-in was not started here, or took too long: connect again.`,
    };
  }
  if (!isAdmin) return { crmError: "Only an admin or the owner can connect a CRM." };
  try {
    const redirectUri = publicUrl(oauthCallbackPath(vendor));
    const connection = await VENDORS[vendor].connect(ctx, redirectUri, parsed.data.code, state);
    return { connected: connection.id };
  } catch (error) {
    // The vendor's refusals are the user's to read; anything else is logged, since the words
    // ("could not be reached") would hide it.
    if (!(error instanceof CrmCallFailed))
      logger.warn({ err: error, vendor }, "CRM sign-in failed");
    return { crmError: refusal(error, vendor) };
  }
}
