import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedKey } from "@/lib/core/security/derived-key";

/*
 * Provider keys at rest: AES-256-GCM under a key derived from AUTH_SECRET for this purpose
 * only, so a copy of the database alone reveals none. Opened only in the worker, for the call.
 */

const PURPOSE = "provider key";

export function sealKey(key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(PURPOSE), iv);
  const body = Buffer.concat([cipher.update(key, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The key, or null when it was sealed under another secret (AUTH_SECRET changed). */
export function openKey(sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", derivedKey(PURPOSE), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** What is shown of a key once saved: its last four characters. */
export function keyHint(key: string): string {
  return `…${key.slice(-4)}`;
}
