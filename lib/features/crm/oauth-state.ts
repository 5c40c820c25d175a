import { randomBytes } from "node:crypto";
import { openToken, sealToken } from "./crm-tokens";
import { SALESFORCE_OBJECTS, type SalesforceObject } from "./salesforce";

/*
 * The OAuth `state` of a CRM connect (Salesforce, HubSpot or Pipedrive): the vendor, the account
 * and user who started it, the Salesforce object they chose and a nonce, sealed (AES-256-GCM, so
 * it cannot be read or forged) and valid for ten minutes. The callback accepts it only for the
 * same vendor, account and user, and only with the nonce the browser was given in a cookie when
 * it left, so a code sent to someone else's browser is refused.
 */

const TTL_MS = 10 * 60_000;

export const OAUTH_VENDORS = ["salesforce", "hubspot", "pipedrive"] as const;
export type OAuthVendor = (typeof OAUTH_VENDORS)[number];

/** Where the vendor sends the browser back (the app's redirect URL, on APP_URL). */
export const oauthCallbackPath = (vendor: OAuthVendor) => `/api/crm/${vendor}/callback`;
/** The cookie holding the nonce of a connect in progress, sent back only to its callback. */
export const oauthNonceCookie = (vendor: OAuthVendor) => `lw_${vendor}_nonce`;

export interface OAuthState {
  vendor: OAuthVendor;
  accountId: string;
  userId: string;
  /** The Salesforce object chosen (Leads or Contacts); absent for the others. */
  object?: SalesforceObject;
  nonce: string;
}

export function sealOAuthState(
  input: Omit<OAuthState, "nonce">,
  now = Date.now(),
): { state: string; nonce: string } {
  const nonce = randomBytes(16).toString("base64url");
  const state = sealToken(JSON.stringify({ ...input, nonce, expires: now + TTL_MS }));
  return { state, nonce };
}

/** The state's contents, or null when it was tampered with, sealed elsewhere or has expired. */
export function openOAuthState(state: string, now = Date.now()): OAuthState | null {
  if (state.length > 2_000) return null;
  const opened = openToken(state);
  if (opened === null) return null;
  try {
    const v = JSON.parse(opened) as Partial<OAuthState> & { expires?: number };
    if (
      !OAUTH_VENDORS.includes(v.vendor as OAuthVendor) ||
      typeof v.accountId !== "string" ||
      typeof v.userId !== "string" ||
      typeof v.nonce !== "string" ||
      typeof v.expires !== "number" ||
      v.expires < now ||
      (v.vendor === "salesforce" && !SALESFORCE_OBJECTS.includes(v.object as SalesforceObject))
    ) {
      return null;
    }
    return {
      vendor: v.vendor as OAuthVendor,
      accountId: v.accountId,
      userId: v.userId,
      ...(v.vendor === "salesforce" ? { object: v.object as SalesforceObject } : {}),
      nonce: v.nonce,
    };
  } catch {
    return null;
  }
}

/**
 * The callback's check: the state opens, is for this vendor, names this session's account and
 * user, and carries the nonce of the browser's cookie. Anything else is a sign-in started
 * elsewhere (or expired).
 */
export function acceptOAuthState(
  vendor: OAuthVendor,
  state: string,
  cookieNonce: string | undefined,
  session: { accountId: string; userId: string },
  now = Date.now(),
): OAuthState | null {
  const opened = openOAuthState(state, now);
  if (
    !opened ||
    opened.vendor !== vendor ||
    opened.accountId !== session.accountId ||
    opened.userId !== session.userId ||
    !cookieNonce ||
    opened.nonce !== cookieNonce
  ) {
    return null;
  }
  return opened;
}
