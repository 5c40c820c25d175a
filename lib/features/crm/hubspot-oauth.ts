import { Client } from "@hubspot/api-client";
import { env } from "@/lib/core/env";
import { CrmCallFailed, vendorMessage } from "./hubspot";
import type { OAuthSecret } from "./oauth-tokens";

/*
 * HubSpot's OAuth 2 (authorization code) for a public app of the operator's
 * (HUBSPOT_CLIENT_ID / HUBSPOT_CLIENT_SECRET): the browser goes to HubSpot's consent page
 * (HUBSPOT_AUTHORIZE_URL) with the scopes a push and a pull need; the code comes back to the
 * callback and is exchanged, and later refreshed, at `POST /oauth/v1/token` (form-encoded,
 * through @hubspot/api-client's tokens API, at HUBSPOT_API_BASE_URL). Access tokens live about
 * 30 minutes (`expires_in`); the refresh token does not change.
 */

export const HUBSPOT_SCOPES = [
  "oauth",
  "crm.objects.contacts.read",
  "crm.objects.contacts.write",
  "crm.schemas.contacts.read",
];

export function hubspotOAuthConfigured(): boolean {
  const e = env();
  return Boolean(e.HUBSPOT_CLIENT_ID && e.HUBSPOT_CLIENT_SECRET);
}

export function hubspotAuthorizeUrl(redirectUri: string, state: string): string {
  const e = env();
  const url = new URL(e.HUBSPOT_AUTHORIZE_URL);
  url.searchParams.set("client_id", e.HUBSPOT_CLIENT_ID ?? "");
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("scope", HUBSPOT_SCOPES.join(" "));
  url.searchParams.set("state", state);
  return url.toString();
}

async function token(
  grant: { code: string; redirectUri: string } | { refreshToken: string },
): Promise<OAuthSecret> {
  const e = env();
  const client = new Client({
    basePath: e.HUBSPOT_API_BASE_URL.replace(/\/$/, ""),
    numberOfApiCallRetries: 0,
  });
  try {
    const answer =
      "code" in grant
        ? await client.oauth.tokensApi.create(
            "authorization_code",
            grant.code,
            grant.redirectUri,
            e.HUBSPOT_CLIENT_ID,
            e.HUBSPOT_CLIENT_SECRET,
          )
        : await client.oauth.tokensApi.create(
            "refresh_token",
            undefined,
            undefined,
            e.HUBSPOT_CLIENT_ID,
            e.HUBSPOT_CLIENT_SECRET,
            grant.refreshToken,
          );
    return {
      kind: "oauth",
      refreshToken: answer.refreshToken || ("refreshToken" in grant ? grant.refreshToken : ""),
      accessToken: answer.accessToken,
      expiresAt: Date.now() + Number(answer.expiresIn || 1800) * 1000,
    };
  } catch (error) {
    const status = (error as { code?: unknown }).code;
    // HubSpot answers a bad code or refresh token with a 400 (BAD_AUTH_CODE, BAD_REFRESH_TOKEN):
    // the grant is gone, which the connection shows as a refused token.
    if (typeof status === "number" && status >= 400 && status < 500) {
      throw new CrmCallFailed(vendorMessage(error), 401);
    }
    throw new CrmCallFailed(`HubSpot did not answer: ${vendorMessage(error)}`, 503);
  }
}

/** The authorization code exchanged for tokens. */
export const hubspotExchange = (redirectUri: string, code: string) => token({ code, redirectUri });

/** New tokens for a refresh token. */
export const hubspotRefresh = (previous: OAuthSecret) =>
  token({ refreshToken: previous.refreshToken });
