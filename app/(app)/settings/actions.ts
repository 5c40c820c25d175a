"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { createApiKey, revokeApiKey } from "@/lib/accounts/api-keys";
import { rotateWebhookSecret } from "@/lib/accounts/webhook-secret";
import { requireSessionCtx } from "@/lib/auth/session-ctx";

const KeyName = z
  .string()
  .trim()
  .min(1, "Give the key a name.")
  .max(80, "Use at most 80 characters.");

export type CreateKeyResult =
  | { ok: true; apiKey: string; name: string }
  | { ok: false; error: string };

export async function createKeyAction(name: string): Promise<CreateKeyResult> {
  const ctx = await requireSessionCtx();
  const parsed = KeyName.safeParse(name);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid name." };
  const key = await createApiKey(ctx.db, ctx.accountId, parsed.data);
  revalidatePath("/settings/api-keys");
  return { ok: true, apiKey: key.apiKey, name: key.name };
}

export async function revokeKeyAction(formData: FormData): Promise<void> {
  const ctx = await requireSessionCtx();
  const id = z.string().min(1).max(100).parse(formData.get("id"));
  await revokeApiKey(ctx.db, ctx.accountId, id);
  revalidatePath("/settings/api-keys");
}

export async function rotateSecretAction(): Promise<void> {
  const ctx = await requireSessionCtx();
  await rotateWebhookSecret(ctx);
  revalidatePath("/settings/webhooks");
}
