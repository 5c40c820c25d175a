import { seal, unseal } from "@/lib/core/security/sealed";

/*
 * CRM tokens at rest: AES-256-GCM under a key derived from AUTH_SECRET for this purpose only
 * (as providers' keys are), so a copy of the database alone reveals none. Opened for the call.
 */

const PURPOSE = "crm token";

export function sealToken(token: string): string {
  return seal(PURPOSE, token);
}

/** The token, or null when it was sealed under another secret (AUTH_SECRET changed). */
export function openToken(sealed: string): string | null {
  return unseal(PURPOSE, sealed);
}

export function tokenHint(token: string): string {
  return `…${token.slice(-4)}`;
}
