import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { createApiKey, findApiKey } from "./api-keys";
import { createAccount } from "./create-account";

export const DEMO_EMAIL = "demo@leadwise.local";
export const DEMO_PASSWORD = "demo-password";

/**
 * The demo account for local use. Its API key is kept in DATA_DIR so that every start can
 * print it (the database only holds its hash); a missing or revoked key is replaced.
 */
export async function ensureDemoAccount(db: Db, dataDir: string) {
  const file = path.join(dataDir, "demo.json");
  const [user] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  let accountId = user?.accountId;
  let apiKey: string | undefined;
  if (!accountId) {
    const created = await createAccount(db, {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      name: "Demo Company",
      plan: "pro",
    });
    accountId = created.accountId;
    apiKey = created.apiKey;
  } else {
    const saved = await readFile(file, "utf8")
      .then((t) => JSON.parse(t) as { apiKey?: string })
      .catch(() => ({}) as { apiKey?: string });
    const found = saved.apiKey ? await findApiKey(db, saved.apiKey) : undefined;
    if (saved.apiKey && found?.accountId === accountId) apiKey = saved.apiKey;
    else apiKey = (await createApiKey(db, accountId, "Demo key")).apiKey;
  }
  await writeFile(file, JSON.stringify({ email: DEMO_EMAIL, apiKey }, null, 2), { mode: 0o600 });
  return { accountId, email: DEMO_EMAIL, password: DEMO_PASSWORD, apiKey };
}
