import { randomBytes } from "node:crypto";

/*
 * The bookkeeping of an OAuth 2 authorization server, shared by the HubSpot and Pipedrive
 * simulators (each answers in its vendor's own shapes): authorization codes bound to their
 * redirect URI, used once; refresh tokens that can be revoked (the app uninstalled); access
 * tokens that expire after `ttlSeconds` or at once when a test says so.
 */

export class OAuthGrants {
  private readonly codes = new Map<string, string>();
  private readonly refreshTokens = new Set<string>();
  private readonly accessTokens = new Map<string, number>();

  constructor(
    private readonly prefix: string,
    public ttlSeconds: number,
  ) {}

  /** A code for the consent given, as the authorize page's redirect carries it. */
  code(redirectUri: string): string {
    const code = `${this.prefix}-code-${randomBytes(12).toString("hex")}`;
    this.codes.set(code, redirectUri);
    return code;
  }

  /** The code's refresh token when it was issued for this redirect URI (once), else null. */
  exchange(code: string, redirectUri: string | null): string | null {
    const bound = this.codes.get(code);
    if (bound === undefined || (redirectUri !== null && bound !== redirectUri)) return null;
    this.codes.delete(code);
    const refresh = `${this.prefix}-refresh-${randomBytes(16).toString("hex")}`;
    this.refreshTokens.add(refresh);
    return refresh;
  }

  hasRefreshToken(token: string): boolean {
    return this.refreshTokens.has(token);
  }

  /** A new access token, valid for the TTL. */
  access(): { token: string; expiresIn: number } {
    const token = `${this.prefix}-access-${randomBytes(16).toString("hex")}`;
    this.accessTokens.set(token, Date.now() + this.ttlSeconds * 1000);
    return { token, expiresIn: this.ttlSeconds };
  }

  check(token: string): "valid" | "expired" | "unknown" {
    const expires = this.accessTokens.get(token);
    if (expires === undefined) return "unknown";
    return expires > Date.now() ? "valid" : "expired";
  }

  /** Every access token issued so far expires now. */
  expireAccessTokens(): void {
    for (const token of this.accessTokens.keys()) this.accessTokens.set(token, 0);
  }

  /** Every refresh token stops working (the user uninstalled the app). */
  revokeRefreshTokens(): void {
    this.refreshTokens.clear();
  }
}

/** A 302 to the redirect URI with the code and the state, as a consent page's "Allow" does. */
export function consentRedirect(redirectUri: string, code: string, state: string | null): string {
  const to = new URL(redirectUri);
  to.searchParams.set("code", code);
  if (state !== null) to.searchParams.set("state", state);
  return to.toString();
}
