import { headers } from "next/headers";
import { getDb } from "@/db/client";
import { systemClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { clientAddress } from "./client-address";
import { requireSession } from "./server-session";

/** For pages and server actions: the signed-in user's domain context (or a redirect to sign-in). */
export async function requireSessionCtx(): Promise<
  Ctx & { email: string; userId: string; sessionId?: string }
> {
  const session = await requireSession();
  return {
    db: getDb(),
    accountId: session.accountId,
    clock: systemClock,
    email: session.email,
    userId: session.userId,
    sessionId: session.sessionId,
    actor: { userId: session.userId, address: clientAddress(await headers()) },
  };
}
