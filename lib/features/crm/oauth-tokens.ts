import type { AccessTokens } from "./access-tokens";
import { sealToken } from "./crm-tokens";
import { CrmCallFailed } from "./hubspot";

/*
 * The tokens of a CRM connected by OAuth 2 (HubSpot, Pipedrive): a refresh token, the current
 * access token and when it expires, and for Pipedrive the company's API domain. Kept sealed as
 * one JSON on the connection. A session asks the keeper for the access token before each call:
 * one about to expire (or one the CRM just refused with a 401) is refreshed once, and the new
 * tokens are sealed at once, before the call goes on, so a crash never loses them (a vendor may
 * rotate the refresh token). Calls running at the same time share one refresh.
 */

export interface OAuthSecret {
  kind: "oauth";
  refreshToken: string;
  accessToken: string;
  /** When the access token expires (epoch ms). */
  expiresAt: number;
  /** Pipedrive's `api_domain`: the company's API origin. */
  apiDomain?: string;
}

/** Refreshed this long before the access token's stated expiry. */
const EARLY_MS = 60_000;

/**
 * What starts the sealed text of OAuth tokens. A token typed in has no whitespace (the
 * connection's schema), so none can pass for OAuth tokens with an address of its choosing.
 */
const MARK = "oauth\n";

export function sealOAuthSecret(secret: OAuthSecret): string {
  return sealToken(`${MARK}${JSON.stringify(secret)}`);
}

/** The OAuth tokens sealed as a connection's token, or null for a plain (private-app, API) token. */
export function oauthSecretOf(opened: string): OAuthSecret | null {
  if (!opened.startsWith(MARK)) return null;
  try {
    const v = JSON.parse(opened.slice(MARK.length)) as Partial<OAuthSecret>;
    if (
      v.kind === "oauth" &&
      typeof v.refreshToken === "string" &&
      typeof v.accessToken === "string" &&
      typeof v.expiresAt === "number" &&
      (v.apiDomain === undefined || typeof v.apiDomain === "string")
    ) {
      return v as OAuthSecret;
    }
  } catch {
    // not JSON: a plain token
  }
  return null;
}

export class TokenKeeper implements AccessTokens {
  private refreshing: Promise<string> | null = null;

  constructor(
    public secret: OAuthSecret,
    private readonly refresher: (previous: OAuthSecret) => Promise<OAuthSecret>,
    private readonly keep: (secret: OAuthSecret) => Promise<void>,
  ) {}

  get key(): string {
    return this.secret.refreshToken;
  }

  /** The access token, refreshed first when it is about to expire. */
  async current(now = Date.now()): Promise<string> {
    if (this.secret.expiresAt - EARLY_MS <= now) return this.refresh(this.secret.accessToken);
    return this.secret.accessToken;
  }

  /**
   * A new access token, replacing `refused` (the one a call was refused with). When another
   * call already replaced it, that one is the answer: one refresh for all.
   */
  async refresh(refused: string): Promise<string> {
    if (this.secret.accessToken !== refused) return this.secret.accessToken;
    if (!this.refreshing) {
      this.refreshing = (async () => {
        try {
          const next = await this.refresher(this.secret);
          this.secret = next;
          await this.keep(next);
          return next.accessToken;
        } finally {
          this.refreshing = null;
        }
      })();
    }
    return this.refreshing;
  }
}

/**
 * Whether a base URL a vendor gave (Salesforce's `instance_url`, Pipedrive's `api_domain`) may be
 * called and linked to: https, or the operator's configured base itself (a simulator in tests).
 * Anything else (http elsewhere, another scheme) is refused: a token answer cannot send our
 * calls, with the tokens, to an address of its choosing.
 */
export function vendorBaseAllowed(url: string, configured: string): boolean {
  try {
    const given = new URL(url);
    if (given.username || given.password) return false;
    return given.protocol === "https:" || given.origin === new URL(configured).origin;
  } catch {
    return false;
  }
}

/** The vendor's base URL, or a refusal the connection shows. */
export function checkedVendorBase(url: string, configured: string, vendor: string): string {
  if (!vendorBaseAllowed(url, configured)) {
    throw new CrmCallFailed(
      `${vendor} gave an API address that is not https: ${url.slice(0, 100)}`,
      400,
    );
  }
  return url.replace(/\/$/, "");
}
