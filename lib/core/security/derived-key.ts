import { hkdfSync } from "node:crypto";

/**
 * The server secret everything here is keyed on. `npm start` sets AUTH_SECRET (generated once
 * into DATA_DIR); changing it makes stored hashes unrecognisable, so it must be kept.
 */
function serverSecret(): string {
  const secret = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: start the app with `npm start`.");
  return secret;
}

/** A 32-byte key for one purpose, derived from the server secret (HKDF-SHA-256). */
export function derivedKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret(), "leadwise", purpose, 32));
}
