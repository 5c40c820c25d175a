import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import {
  accounts,
  COUNTERS,
  type Counter,
  creditBalances,
  creditLedger,
  memberships,
  users,
} from "@/db/schema";
import { Conflict } from "@/lib/core/errors";
import { createApiKey } from "./api-keys";
import { hashPassword } from "./password";
import { PLAN_SPECS, PLANS } from "./plans";
import { generateWebhookSecret } from "./secrets";

const counterMap = z.partialRecord(z.enum(COUNTERS), z.number().int().min(0));

export const CreateAccountInput = z.object({
  // The browser's rule for <input type="email"> (z.regexes.html5Email): an operator may give
  // any address a mail system accepts, a@b.c among them (README "Admin CLI").
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ pattern: z.regexes.html5Email, error: "Enter a valid e-mail address." })),
  password: z.string().min(8, "Use at least 8 characters.").max(200).optional(),
  name: z.string().trim().min(1).max(120).optional(),
  plan: z.enum(PLANS).default("free"),
  daily: counterMap.optional(),
  credits: counterMap.optional(),
  /** The plan's daily cap on people the estimate's preview shows, set apart for this account. */
  previewPeoplePerDay: z.number().int().min(0).optional(),
});
export type CreateAccountInput = z.input<typeof CreateAccountInput>;

export interface CreatedAccount {
  accountId: string;
  userId: string;
  email: string;
  apiKey: string;
  webhookSecret: string;
}

/**
 * Creates an account with its first user, plan limits, starting credits and an API key. The
 * operator's accounts (admin CLI, the demo) count as verified when made; a sign-up passes when
 * its link was opened, and the password it hashed then (lib/features/accounts/sign-up.ts).
 */
export async function createAccount(
  db: DbOrTx,
  raw: CreateAccountInput,
  confirmed: { passwordHash?: string; emailVerified?: Date } = {},
): Promise<CreatedAccount> {
  const input = CreateAccountInput.parse(raw);
  const spec = PLAN_SPECS[input.plan];
  const daily = { ...spec.daily, ...input.daily } as Record<Counter, number>;
  const credits = { ...spec.startingCredits, ...input.credits } as Record<Counter, number>;
  const passwordHash =
    confirmed.passwordHash ?? (input.password ? await hashPassword(input.password) : null);

  return db.transaction(async (tx) => {
    const taken = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (taken.length > 0) throw new Conflict("An account with this e-mail already exists.");
    const webhookSecret = generateWebhookSecret();
    const [account] = await tx
      .insert(accounts)
      .values({
        name: input.name ?? input.email.split("@")[0] ?? input.email,
        plan: input.plan,
        dailySearch: daily.search,
        dailyApi: daily.api,
        dailyEmail: daily.email,
        dailyMobile: daily.mobile,
        concurrency: spec.concurrency,
        rateLimit: spec.rateLimit,
        previewPeoplePerDay: input.previewPeoplePerDay ?? spec.previewPeoplePerDay,
        webhookSecret,
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error("account insert returned nothing");
    const [user] = await tx
      .insert(users)
      .values({
        accountId: account.id,
        email: input.email,
        name: input.name,
        passwordHash,
        emailVerified: confirmed.emailVerified ?? new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error("user insert returned nothing");
    await tx.insert(memberships).values({ accountId: account.id, userId: user.id, role: "owner" });
    await tx
      .insert(creditBalances)
      .values(
        COUNTERS.map((counter) => ({ accountId: account.id, counter, balance: credits[counter] })),
      );
    await tx.insert(creditLedger).values(
      COUNTERS.map((counter) => ({
        accountId: account.id,
        counter,
        delta: credits[counter],
        balanceAfter: credits[counter],
        reason: `starting credits (${input.plan} plan)`,
      })),
    );
    const { apiKey } = await createApiKey(tx, account.id, "Default key", { createdBy: user.id });
    return { accountId: account.id, userId: user.id, email: input.email, apiKey, webhookSecret };
  });
}
