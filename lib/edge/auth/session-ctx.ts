import { headers } from "next/headers";
import { getDb } from "@/db/client";
import type { Role } from "@/db/schema";
import { systemClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import type { Need } from "@/lib/features/accounts/permissions";
import { allows } from "./authorise";
import { clientAddress } from "./client-address";
import { requireSession } from "./server-session";

/** For pages and server actions: the signed-in user's domain context (or a redirect to sign-in). */
export async function requireSessionCtx(): Promise<
  Ctx & { email: string; userId: string; role: Role; sessionId?: string }
> {
  const session = await requireSession();
  return {
    db: getDb(),
    accountId: session.accountId,
    clock: systemClock,
    email: session.email,
    userId: session.userId,
    role: session.role,
    sessionId: session.sessionId,
    actor: { userId: session.userId, address: clientAddress(await headers()) },
  };
}

/** Whether the signed-in member may do what needs `need`: a page shows a control only then. */
export async function sessionAllows(need: Need): Promise<boolean> {
  const { role } = await requireSession();
  return allows({ kind: "session", role }, need);
}

/** What the signed-in member may do, each control's permission to a yes or no, for a page. */
export async function sessionPermissions(): Promise<(need: Need) => boolean> {
  const { role } = await requireSession();
  return (need) => allows({ kind: "session", role }, need);
}
