import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accounts, users } from "@/db/schema";
import { createApiKey } from "@/lib/accounts/api-keys";
import { createAccount } from "@/lib/accounts/create-account";
import { addCredits } from "@/lib/allowances/consume";
import { systemClock } from "@/lib/clock";

/**
 * The bench's account on a reused database: created on the first run, found by its e-mail on
 * the next ones, with a new API key each run. Its per-key rate limit is lifted (a bench measures
 * the work, not the limiter), and with `search` its search allowance too.
 */
export async function benchAccount(
  db: Db,
  email: string,
  options: { search?: boolean } = {},
): Promise<{ accountId: string; apiKey: string }> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const { accountId, apiKey } = user?.accountId
    ? {
        accountId: user.accountId,
        apiKey: (await createApiKey(db, user.accountId, "bench")).apiKey,
      }
    : await createAccount(db, { email, plan: "pro" });
  await db
    .update(accounts)
    .set({ rateLimit: 1_000_000, ...(options.search ? { dailySearch: 1_000_000_000 } : {}) })
    .where(eq(accounts.id, accountId));
  if (options.search) {
    await addCredits({ db, accountId, clock: systemClock }, { search: 1_000_000 }, "bench");
  }
  return { accountId, apiKey };
}
