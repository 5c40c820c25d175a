import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedKey } from "@/lib/core/security/derived-key";

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
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(PURPOSE), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The secret, or null when it was sealed under another AUTH_SECRET. */
export function openSecret(sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", derivedKey(PURPOSE), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
