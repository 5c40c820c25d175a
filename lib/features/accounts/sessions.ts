import { and, eq, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { endedSessions, memberships, type Role, users } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import { InvalidRequest, NotFound } from "@/lib/core/errors";
import { hashPassword, verifyPassword } from "./password";

/*
 * Sessions are signed cookies (next-auth JWTs) that carry the user's session version at sign-in
 * and an id of their own. A session counts only while that is still the user's version and its
 * id has not been signed out: raising the version (sign out everywhere, a new password) or
 * removing the user ends every session at once, on every node; signing out ends that one.
 */

/**
 * The user's role in the session's workspace while a session issued under `version` (with id
 * `sessionId`) is still good, else undefined: also once they are no longer a member of it.
 */
export async function sessionRole(
  db: Db,
  session: { userId: string; accountId: string; version: unknown; sessionId?: unknown },
): Promise<Role | undefined> {
  if (typeof session.version !== "number") return undefined;
  const sessionId = typeof session.sessionId === "string" ? session.sessionId : null;
  const [user] = await db
    .select({
      role: memberships.role,
      version: users.sessionVersion,
      ended: endedSessions.sessionId,
    })
    .from(users)
    .innerJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.accountId, session.accountId)),
    )
    .leftJoin(
      endedSessions,
      and(eq(endedSessions.userId, users.id), eq(endedSessions.sessionId, sql`${sessionId}`)),
    )
    .where(eq(users.id, session.userId));
  return user && user.version === session.version && !user.ended ? user.role : undefined;
}

/**
 * Ends one session (Sign out): its cookie, replayed from anywhere, is refused from now on. A
 * session from before sessions had ids cannot be told from the user's others: they all end.
 */
export async function endSession(
  db: Db,
  session: { userId: string; sessionId?: unknown; expiresAt: Date },
  clock: Clock,
): Promise<void> {
  if (typeof session.sessionId !== "string" || session.sessionId === "") {
    await endAllSessions(db, session.userId).catch((error) => {
      if (!(error instanceof NotFound)) throw error;
    });
    return;
  }
  const sessionId = session.sessionId;
  await db.transaction(async (tx) => {
    await tx.delete(endedSessions).where(lt(endedSessions.expiresAt, clock.now()));
    await tx
      .insert(endedSessions)
      .select(
        tx
          .select({
            sessionId: sql<string>`${sessionId}`.as("session_id"),
            userId: users.id,
            expiresAt: sql<Date>`${session.expiresAt.toISOString()}::timestamptz`.as("expires_at"),
          })
          .from(users)
          .where(eq(users.id, session.userId)),
      )
      .onConflictDoNothing();
  });
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
