import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { derivedKey } from "@/lib/core/security/derived-key";

/** The form an address is compared in: trimmed, Unicode-normalised, lower case. */
export function normaliseAddress(address: string): string {
  return address.trim().normalize("NFKC").toLowerCase();
}

/** HMAC-SHA-256 of the normalised address: recognises it again without keeping it. */
export function addressHash(address: string): string {
  return createHmac("sha256", derivedKey("address hash"))
    .update(normaliseAddress(address))
    .digest("hex");
}

/** A keyed hash of who submitted a form (rate limiting), unlinkable to the client's address. */
export function clientHash(client: string): string {
  return createHmac("sha256", derivedKey("client hash")).update(client).digest("hex");
}

export interface OptOutClaim {
  address: string;
  requestedAt: number;
  expiresAt: number;
}

/**
 * The confirmation token: the claim encrypted and authenticated (AES-256-GCM), so nothing about
 * an unconfirmed request is stored and the address does not appear in links or logs.
 */
export function sealClaim(claim: OptOutClaim): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey("opt-out token"), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(claim), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The claim of a token this server sealed, or null for anything else. */
export function openClaim(token: string): OptOutClaim | null {
  try {
    const raw = Buffer.from(token, "base64url");
    if (raw.length < 29) return null;
    const decipher = createDecipheriv(
      "aes-256-gcm",
      derivedKey("opt-out token"),
      raw.subarray(0, 12),
    );
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString();
    const claim = JSON.parse(text) as OptOutClaim;
    if (typeof claim.address !== "string" || typeof claim.expiresAt !== "number") return null;
    return claim;
  } catch {
    return null;
  }
}
