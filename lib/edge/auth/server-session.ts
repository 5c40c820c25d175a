import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { authOptionsFor } from "./options";

export interface AppSession {
  accountId: string;
  userId: string;
  email: string;
  /** This browser's session (the cookie's `sid`); absent for sessions from before ids. */
  sessionId?: string;
}

/** For server components and actions: the signed-in user, or a redirect to sign-in. */
export async function requireSession(): Promise<AppSession> {
  const forwardedProto = (await headers()).get("x-forwarded-proto");
  const session = (await getServerSession(authOptionsFor(forwardedProto))) as
    | ({
        accountId?: string;
        userId?: string;
        sessionId?: string;
        user?: { email?: string | null };
      } & object)
    | null;
  if (!session?.accountId || !session.userId) redirect("/sign-in");
  return {
    accountId: session.accountId,
    userId: session.userId,
    email: session.user?.email ?? "",
    sessionId: session.sessionId,
  };
}
