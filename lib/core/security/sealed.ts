import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedKey } from "./derived-key";

/*
 * Secrets and tokens this server keeps or hands out sealed: AES-256-GCM under a key derived
 * from AUTH_SECRET for one purpose only, so a copy of the database alone reveals none and a
 * value sealed for one purpose does not open as another. The form: base64url of a 12-byte IV,
 * the 16-byte tag, then the ciphertext.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(purpose: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/**
 * What was sealed for `purpose`, or null for anything else: tampered with, truncated, sealed for
 * another purpose or under another AUTH_SECRET. The tag is taken whole, never a shorter one.
 */
export function unseal(purpose: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length < IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv(
      "aes-256-gcm",
      derivedKey(purpose),
      raw.subarray(0, IV_BYTES),
      {
        authTagLength: TAG_BYTES,
      },
    );
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
