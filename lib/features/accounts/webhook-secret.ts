import { eq } from "drizzle-orm";
import { accounts } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";
import { generateWebhookSecret } from "./secrets";

/** The secret the account's webhook deliveries are signed with (Standard Webhooks, `whsec_…`). */
export async function getWebhookSecret(ctx: TxCtx): Promise<string> {
  const [row] = await ctx.db
    .select({ secret: accounts.webhookSecret })
    .from(accounts)
    .where(eq(accounts.id, ctx.accountId));
  if (!row) throw new NotFound("Account");
  return row.secret;
}

/** Replaces the signing secret; deliveries signed from now on use the new one. */
export async function rotateWebhookSecret(ctx: TxCtx): Promise<string> {
  const secret = generateWebhookSecret();
  const rows = await ctx.db
    .update(accounts)
    .set({ webhookSecret: secret })
    .where(eq(accounts.id, ctx.accountId))
    .returning({ id: accounts.id });
  if (rows.length === 0) throw new NotFound("Account");
  return secret;
}
