"use server";

import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { createApiKey, revokeApiKey } from "@/lib/accounts/api-keys";
import { SignUpSchema } from "@/lib/accounts/auth-schemas";
import { changePassword, endAllSessions } from "@/lib/accounts/sessions";
import { rotateWebhookSecret } from "@/lib/accounts/webhook-secret";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import { InvalidRequest } from "@/lib/errors";

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

/** This browser's cookie is no good once its session has ended: drop it too. */
async function dropSessionCookie(): Promise<void> {
  const jar = await cookies();
  for (const cookie of jar.getAll()) {
    if (/^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(cookie.name)) jar.delete(cookie.name);
  }
}

export async function signOutEverywhereAction(): Promise<void> {
  const ctx = await requireSessionCtx();
  await endAllSessions(ctx.db, ctx.userId);
  await dropSessionCookie();
  redirect("/sign-in?signedOut=everywhere");
}

const PasswordChange = z.object({
  currentPassword: z.string().min(1, "Enter your current password.").max(200),
  newPassword: SignUpSchema.shape.password,
});

export type ChangePasswordResult = { ok: false; error: string } | undefined;

export async function changePasswordAction(
  _previous: ChangePasswordResult,
  form: FormData,
): Promise<ChangePasswordResult> {
  const ctx = await requireSessionCtx();
  const parsed = PasswordChange.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid." };
  try {
    await changePassword(ctx.db, ctx.userId, parsed.data);
  } catch (error) {
    if (error instanceof InvalidRequest) return { ok: false, error: error.message };
    throw error;
  }
  await dropSessionCookie();
  redirect(`/sign-in?passwordChanged=1&email=${encodeURIComponent(ctx.email)}`);
}
