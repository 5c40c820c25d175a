import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { memberships, type Role } from "@/db/schema";

/** The user's role in the workspace, or undefined when they are not a member of it. */
export async function memberRole(
  db: DbOrTx,
  accountId: string,
  userId: string,
): Promise<Role | undefined> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
  return row?.role;
}
