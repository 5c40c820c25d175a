import { seal, unseal } from "@/lib/core/security/sealed";

/*
 * Provider keys at rest: AES-256-GCM under a key derived from AUTH_SECRET for this purpose
 * only, so a copy of the database alone reveals none. Opened only in the worker, for the call.
 */

const PURPOSE = "provider key";

export function sealKey(key: string): string {
  return seal(PURPOSE, key);
}

/** The key, or null when it was sealed under another secret (AUTH_SECRET changed). */
export function openKey(sealed: string): string | null {
  return unseal(PURPOSE, sealed);
}

/** What is shown of a key once saved: its last four characters. */
export function keyHint(key: string): string {
  return `…${key.slice(-4)}`;
}
