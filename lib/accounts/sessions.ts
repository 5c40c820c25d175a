import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import { InvalidRequest, NotFound } from "@/lib/errors";
import { hashPassword, verifyPassword } from "./password";

/*
 * Sessions are signed cookies (next-auth JWTs) that carry the user's session version at sign-in.
 * A session counts only while that is still the user's version, so raising it (sign out
 * everywhere, a new password) or removing the user ends every session at once, on every node.
 */

/** Whether a session issued under `version` for this user is still good. */
export async function sessionIsCurrent(
  db: Db,
  session: { userId: string; accountId: string; version: unknown },
): Promise<boolean> {
  if (typeof session.version !== "number") return false;
  const [user] = await db
    .select({ accountId: users.accountId, version: users.sessionVersion })
    .from(users)
    .where(eq(users.id, session.userId));
  return user?.accountId === session.accountId && user.version === session.version;
}

export async function endAllSessions(db: Db, userId: string): Promise<void> {
  const ended = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (ended.length === 0) throw new NotFound("User");
}

/** A new password, given the current one; every session ends, this one included. */
export async function changePassword(
  db: Db,
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound("User");
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new InvalidRequest("The current password is wrong.", [
      { path: "currentPassword", message: "The current password is wrong." },
    ]);
  }
  await replacePassword(db, userId, await hashPassword(input.newPassword));
}

/** Sets a user's password (already hashed) and ends every session they have. */
export async function replacePassword(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Removes a user (by e-mail); their sessions end with them. */
export async function removeUser(db: Db, email: string): Promise<{ userId: string }> {
  const [removed] = await db
    .delete(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  if (!removed) throw new NotFound("User");
  return { userId: removed.id };
}
