import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { createDb, type Db } from "@/db/client";
import { startEmbedded } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";
import { accounts, profiles, users } from "@/db/schema";
import { systemClock } from "@/lib/core/clock";
import { createApiKey } from "@/lib/features/accounts/api-keys";
import { createAccount } from "@/lib/features/accounts/create-account";
import { addCredits } from "@/lib/features/allowances/consume";
import { seedProfiles } from "@/lib/model/profiles/synthetic";

/**
 * The bench's account on a reused database: created on the first run, found by its e-mail on
 * the next ones, with a new API key each run, made by its user as a customer's keys are (their
 * use counts against that member). Its per-key rate limit is lifted (a bench measures the
 * work, not the limiter), and with `search` its search allowance too.
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
        apiKey: (await createApiKey(db, user.accountId, "bench", { createdBy: user.id })).apiKey,
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

/**
 * The bench's database holding `profiles` seeded profiles: DATABASE_URL, or the embedded server
 * in `.data/bench-<profiles>` (reused between runs), migrated and seeded when empty. Refuses a
 * database that holds another number of profiles. `stop` stops the embedded server, if any.
 */
export async function benchDatabase(
  profileCount: number,
  seed: number,
): Promise<{ db: Db; close: () => Promise<void>; stop: () => Promise<void> }> {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const server = await startEmbedded({ dataDir: path.join(".data", `bench-${profileCount}`) });
    url = server.url();
    stop = server.stop;
  }
  process.env.DATABASE_URL = url;
  await runMigrations(url);
  const { db, close } = createDb(url);
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles);
  if ((existing?.n ?? 0) !== profileCount) {
    if ((existing?.n ?? 0) > 0) {
      throw new Error(
        `the database holds ${existing?.n} profiles, not ${profileCount}: use an empty one`,
      );
    }
    console.log(`seeding ${profileCount} profiles…`);
    const t = performance.now();
    await seedProfiles(db, { profiles: profileCount, seed });
    console.log(`seeded in ${Math.round((performance.now() - t) / 1000)} s`);
  }
  return { db, close, stop };
}
