import { createHash, randomBytes } from "node:crypto";
import { lt } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { emailChanges, passwordResets, pendingSignUps } from "@/db/schema";
import { publicOrigin } from "@/lib/core/public-url";

/*
 * The tokens of the links the account e-mails carry (password reset, address confirmation):
 * the link holds the token, the database only its SHA-256.
 */

/** A new link token and the hash to store for it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** An absolute link to a page of this service with a token, as account e-mails carry it. */
export function accountLink(path: string, token: string): string {
  return `${publicOrigin()}${path}?token=${token}`;
}

/** Deletes links past their expiry (a sweep in lib/edge/worker/worker-registry.ts); expired ones open nothing. */
export async function expireAccountLinks(db: DbOrTx, now: Date): Promise<number> {
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, now))
    .returning({ id: passwordResets.id });
  const signUps = await db
    .delete(pendingSignUps)
    .where(lt(pendingSignUps.expiresAt, now))
    .returning({ id: pendingSignUps.id });
  // A change is kept while its undo link works (the old address may still want it).
  const changes = await db
    .delete(emailChanges)
    .where(lt(emailChanges.undoExpiresAt, now))
    .returning({ id: emailChanges.id });
  return resets.length + signUps.length + changes.length;
}
