import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { endedSessions, memberships, type Role, userSessions, users } from "@/db/schema";
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
  return (await sessionState(db, session))?.role;
}

/**
 * `sessionRole` with the user's address as it is now (a changed address holds on the next
 * request of every session, which is kept through the change).
 */
export async function sessionState(
  db: Db,
  session: { userId: string; accountId: string; version: unknown; sessionId?: unknown },
): Promise<{ role: Role; email: string } | undefined> {
  if (typeof session.version !== "number") return undefined;
  const sessionId = typeof session.sessionId === "string" ? session.sessionId : null;
  const [user] = await db
    .select({
      role: memberships.role,
      email: users.email,
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
  return user && user.version === session.version && !user.ended
    ? { role: user.role, email: user.email }
    : undefined;
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
    await tx
      .update(userSessions)
      .set({ endedAt: clock.now() })
      .where(and(eq(userSessions.sessionId, sessionId), isNull(userSessions.endedAt)));
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

const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often: it is read on every request. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Records a session just signed in, for the user's list of their sessions. */
export async function startUserSession(
  db: DbOrTx,
  session: {
    sessionId: string;
    userId: string;
    sessionVersion: number;
    userAgent?: string | null;
    address?: string;
  },
  now: Date,
): Promise<void> {
  await db
    .insert(userSessions)
    .values({
      sessionId: session.sessionId,
      userId: session.userId,
      sessionVersion: session.sessionVersion,
      userAgent: session.userAgent?.slice(0, 400) ?? null,
      address: session.address?.slice(0, 64) ?? null,
      startedAt: now,
      lastSeenAt: now,
    })
    .onConflictDoNothing();
}

/** Notes that a session was used now (at most every 5 minutes: one cheap update, never awaited). */
export async function touchUserSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(userSessions.sessionId, sessionId),
        lt(userSessions.lastSeenAt, new Date(now.getTime() - TOUCH_EVERY_MS)),
      ),
    );
}

export interface UserSession {
  id: string;
  userAgent: string | null;
  address: string | null;
  startedAt: string;
  lastSeenAt: string;
  current: boolean;
}

/**
 * The user's sessions still open, last used first: not signed out, not ended by a new password
 * or sign-out-everywhere (their version is the user's), used within the last 30 days.
 */
export async function listUserSessions(
  db: DbOrTx,
  user: { userId: string; sessionId?: string },
  now: Date,
): Promise<UserSession[]> {
  const rows = await db
    .select({
      id: userSessions.sessionId,
      userAgent: userSessions.userAgent,
      address: userSessions.address,
      startedAt: userSessions.startedAt,
      lastSeenAt: userSessions.lastSeenAt,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.userId, user.userId),
        isNull(userSessions.endedAt),
        eq(userSessions.sessionVersion, users.sessionVersion),
        gt(userSessions.lastSeenAt, new Date(now.getTime() - SESSION_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(userSessions.lastSeenAt));
  return rows.map((r) => ({
    ...r,
    startedAt: r.startedAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === user.sessionId,
  }));
}

/**
 * Ends one of the user's own sessions (another browser, a lost phone): its cookie is refused on
 * its next request. A session id that is not the user's is NotFound.
 */
export async function revokeUserSession(
  db: Db,
  user: { userId: string },
  sessionId: string,
  clock: Clock,
): Promise<void> {
  const [row] = await db
    .select({ id: userSessions.sessionId })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.sessionId, sessionId),
        eq(userSessions.userId, user.userId),
        isNull(userSessions.endedAt),
      ),
    );
  if (!row) throw new NotFound("Session");
  const expiresAt = new Date(clock.now().getTime() + SESSION_DAYS * DAY_MS);
  await endSession(db, { userId: user.userId, sessionId, expiresAt }, clock);
}

/** Ends every session of the user but this one; answers how many were open. */
export async function revokeOtherSessions(
  db: Db,
  user: { userId: string; sessionId: string },
  clock: Clock,
): Promise<number> {
  const others = (await listUserSessions(db, user, clock.now())).filter(
    (s) => s.id !== user.sessionId,
  );
  for (const other of others) await revokeUserSession(db, user, other.id, clock);
  return others.length;
}

/** Deletes session rows unused for 30 days (a worker sweep); their cookies have expired. */
export async function pruneUserSessions(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(userSessions)
    .where(lt(userSessions.lastSeenAt, new Date(now.getTime() - SESSION_DAYS * DAY_MS)))
    .returning({ id: userSessions.sessionId });
  return gone.length;
}
