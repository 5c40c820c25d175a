import { isAxiosError } from "axios";
import { v1 } from "pipedrive";
import { env } from "@/lib/core/env";
import { CrmCallFailed } from "./hubspot";
import { checkedVendorBase, type OAuthSecret } from "./oauth-tokens";

/*
 * Pipedrive's OAuth 2 (authorization code) for a Marketplace app of the operator's
 * (PIPEDRIVE_CLIENT_ID / PIPEDRIVE_CLIENT_SECRET), through the `pipedrive` client's
 * OAuth2Configuration: the consent page is `<PIPEDRIVE_OAUTH_BASE_URL>/oauth/authorize`; the code
 * is exchanged, and later refreshed, at `POST /oauth/token` (form-encoded, HTTP Basic client
 * id and secret). The answer's `api_domain` is the company's own API origin
 * (`https://<company>.pipedrive.com`): calls go there, but only when it is https (or the
 * configured base, a simulator in tests). Access tokens live an hour (`expires_in`).
 */

export function pipedriveOAuthConfigured(): boolean {
  const e = env();
  return Boolean(e.PIPEDRIVE_CLIENT_ID && e.PIPEDRIVE_CLIENT_SECRET);
}

function oauth(redirectUri: string): v1.OAuth2Configuration {
  const e = env();
  return new v1.OAuth2Configuration({
    clientId: e.PIPEDRIVE_CLIENT_ID ?? "",
    clientSecret: e.PIPEDRIVE_CLIENT_SECRET ?? "",
    redirectUri,
    host: e.PIPEDRIVE_OAUTH_BASE_URL.replace(/\/$/, ""),
  });
}

export function pipedriveAuthorizeUrl(redirectUri: string, state: string): string {
  return `${oauth(redirectUri).authorizationUrl}&state=${encodeURIComponent(state)}`;
}

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  api_domain?: unknown;
}

function secretOf(answer: TokenAnswer, previous?: OAuthSecret): OAuthSecret {
  if (typeof answer.access_token !== "string" || typeof answer.refresh_token !== "string") {
    throw new CrmCallFailed("Pipedrive's token answer was not understood.", 401);
  }
  const domain =
    typeof answer.api_domain === "string" ? answer.api_domain : (previous?.apiDomain ?? "");
  return {
    kind: "oauth",
    refreshToken: answer.refresh_token,
    accessToken: answer.access_token,
    expiresAt: Date.now() + (Number(answer.expires_in) || 3600) * 1000,
    apiDomain: checkedVendorBase(domain, env().PIPEDRIVE_API_BASE_URL, "Pipedrive"),
  };
}

/** A refusal from the token endpoint in Pipedrive's words; a network failure is a 503. */
function failed(error: unknown): CrmCallFailed {
  if (error instanceof CrmCallFailed) return error;
  if (isAxiosError(error) || error instanceof Error) {
    return new CrmCallFailed(`Pipedrive did not answer: ${error.message}`, 503);
  }
  const body = error as { message?: unknown; error?: unknown } | null;
  const said =
    typeof body?.message === "string"
      ? body.message
      : typeof body?.error === "string"
        ? body.error
        : "the sign-in was refused";
  return new CrmCallFailed(said, 401);
}

/** The authorization code exchanged for tokens. */
export async function pipedriveExchange(redirectUri: string, code: string): Promise<OAuthSecret> {
  try {
    return secretOf((await oauth(redirectUri).authorize(code)) as TokenAnswer);
  } catch (error) {
    throw failed(error);
  }
}

/** New tokens for a refresh token (Pipedrive may send a new refresh token: it is kept). */
export function pipedriveRefresher(redirectUri: string) {
  return async (previous: OAuthSecret): Promise<OAuthSecret> => {
    const config = oauth(redirectUri);
    config.updateToken({ refresh_token: previous.refreshToken } as never);
    try {
      return secretOf((await config.tokenRefresh()) as TokenAnswer, previous);
    } catch (error) {
      throw failed(error);
    }
  };
}
