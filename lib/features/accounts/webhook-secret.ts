import { eq } from "drizzle-orm";
import { accounts } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";
import { type AuditCtx, recordAudit } from "@/lib/features/audit/record-audit";
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
export async function rotateWebhookSecret(ctx: AuditCtx): Promise<string> {
  const secret = generateWebhookSecret();
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(accounts)
      .set({ webhookSecret: secret })
      .where(eq(accounts.id, ctx.accountId))
      .returning({ id: accounts.id });
    if (rows.length === 0) throw new NotFound("Account");
    await recordAudit({ ...ctx, db: tx }, { action: "webhook_secret.rotated" });
    return secret;
  });
}
