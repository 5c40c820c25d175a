import { createHmac } from "node:crypto";
import { derivedKey } from "@/lib/core/security/derived-key";
import { seal, unseal } from "@/lib/core/security/sealed";

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
  return seal("opt-out token", JSON.stringify(claim));
}

/** The claim of a token this server sealed, or null for anything else. */
export function openClaim(token: string): OptOutClaim | null {
  const text = unseal("opt-out token", token);
  if (text === null) return null;
  try {
    const claim = JSON.parse(text) as OptOutClaim;
    if (typeof claim.address !== "string" || typeof claim.expiresAt !== "number") return null;
    return claim;
  } catch {
    return null;
  }
}
