import { randomBytes } from "node:crypto";
import { seal, unseal } from "@/lib/core/security/sealed";

/*
 * Webhook endpoints' signing secrets at rest: AES-256-GCM under a key derived from AUTH_SECRET
 * for this purpose only (as provider keys are), so a copy of the database alone reveals none.
 */

const PURPOSE = "webhook endpoint secret";

/** Standard Webhooks secret format: `whsec_` + base64 of 24 random bytes. */
export function newEndpointSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

export function sealSecret(secret: string): string {
  return seal(PURPOSE, secret);
}

/** The secret, or null when it was sealed under another AUTH_SECRET. */
export function openSecret(sealed: string): string | null {
  return unseal(PURPOSE, sealed);
}
