/*
 * What a CRM session asks of an OAuth connection's tokens (oauth-tokens.ts keeps them): the
 * access token to send now, and a new one in place of one the CRM refused.
 */
export interface AccessTokens {
  /** The access token, refreshed first when it is about to expire. */
  current(): Promise<string>;
  /** A new access token in place of `refused`. */
  refresh(refused: string): Promise<string>;
  /** What the tokens are known by across refreshes (the refresh token). */
  readonly key: string;
}
