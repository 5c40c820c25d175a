import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import type { Role } from "@/db/schema";
import { isRole } from "@/lib/features/accounts/permissions";
import { authOptionsFor } from "./options";

export interface AppSession {
  accountId: string;
  userId: string;
  email: string;
  /** The user's role in the open workspace, read on this request. */
  role: Role;
  /** This browser's session (the cookie's `sid`); absent for sessions from before ids. */
  sessionId?: string;
}

/** For public pages that offer more when signed in (an invitation): the user, or undefined. */
export async function currentSession(): Promise<AppSession | undefined> {
  const forwardedProto = (await headers()).get("x-forwarded-proto");
  const session = (await getServerSession(authOptionsFor(forwardedProto))) as {
    accountId?: string;
    userId?: string;
    role?: unknown;
    sessionId?: string;
    user?: { email?: string | null };
  } | null;
  if (!session?.accountId || !session.userId || !isRole(session.role)) return undefined;
  return {
    accountId: session.accountId,
    userId: session.userId,
    email: session.user?.email ?? "",
    role: session.role,
    sessionId: session.sessionId,
  };
}

/** For server components and actions: the signed-in user, or a redirect to sign-in. */
export async function requireSession(): Promise<AppSession> {
  const forwardedProto = (await headers()).get("x-forwarded-proto");
  const session = (await getServerSession(authOptionsFor(forwardedProto))) as
    | ({
        accountId?: string;
        userId?: string;
        role?: unknown;
        sessionId?: string;
        user?: { email?: string | null };
      } & object)
    | null;
  if (!session?.accountId || !session.userId || !isRole(session.role)) redirect("/sign-in");
  return {
    accountId: session.accountId,
    userId: session.userId,
    email: session.user?.email ?? "",
    role: session.role,
    sessionId: session.sessionId,
  };
}
