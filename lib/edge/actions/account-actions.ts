"use server";

import { revalidatePath } from "next/cache";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import {
  type FormState,
  failureText,
  formStateOf,
  withAction,
  withPublicAction,
} from "@/lib/edge/api/with-action";
import { clientAddress } from "@/lib/edge/auth/client-address";
import { createApiKey, revokeApiKey } from "@/lib/features/accounts/api-keys";
import { SignUpSchema } from "@/lib/features/accounts/auth-schemas";
import { changePassword, endAllSessions } from "@/lib/features/accounts/sessions";
import { signUp } from "@/lib/features/accounts/sign-up";
import { rotateWebhookSecret } from "@/lib/features/accounts/webhook-secret";

/*
 * The account's server actions (sign-up, API keys, webhook secret, password and sessions).
 * Action arguments come from the browser: each is parsed like a request body, and a failure is
 * mapped by `withAction` as the /v1 routes map it.
 */

export type SignUpResult = { ok: true } | { ok: false; error: string; field?: "email" };

export async function signUpAction(raw: unknown): Promise<SignUpResult> {
  const address = clientAddress(await headers());
  const result = await withPublicAction(({ db, clock }) =>
    signUp(db, { ...SignUpSchema.parse(raw), address }, clock),
  );
  if (result.ok) return { ok: true };
  // An address already signed up is the e-mail field's error.
  return result.code === "conflict"
    ? { ok: false, error: result.message, field: "email" }
    : { ok: false, error: failureText(result) };
}

const KeyName = z
  .string()
  .trim()
  .min(1, "Give the key a name.")
  .max(80, "Use at most 80 characters.");

export type CreateKeyResult =
  | { ok: true; id: string; apiKey: string; name: string }
  | { ok: false; error: string };

export async function createKeyAction(name: string): Promise<CreateKeyResult> {
  const result = await withAction((ctx) =>
    createApiKey(ctx.db, ctx.accountId, KeyName.parse(name)),
  );
  if (!result.ok) return { ok: false, error: failureText(result) };
  revalidatePath("/settings/api-keys");
  return { ok: true, id: result.data.id, apiKey: result.data.apiKey, name: result.data.name };
}

export async function revokeKeyAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction((ctx) =>
    revokeApiKey(ctx.db, ctx.accountId, z.string().min(1).max(100).parse(form.get("id"))),
  );
  if (result.ok) revalidatePath("/settings/api-keys");
  return formStateOf(result);
}

export async function rotateSecretAction(): Promise<FormState> {
  const result = await withAction((ctx) => rotateWebhookSecret(ctx));
  if (result.ok) revalidatePath("/settings/webhooks");
  return formStateOf(result);
}

/** This browser's cookie is no good once its session has ended: drop it too. */
async function dropSessionCookie(): Promise<void> {
  const jar = await cookies();
  for (const cookie of jar.getAll()) {
    if (/^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(cookie.name)) jar.delete(cookie.name);
  }
}

export async function signOutEverywhereAction(): Promise<FormState> {
  const result = await withAction((ctx) => endAllSessions(ctx.db, ctx.userId));
  if (!result.ok) return formStateOf(result);
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
  const result = await withAction(async (ctx) => {
    await changePassword(ctx.db, ctx.userId, PasswordChange.parse(Object.fromEntries(form)));
    return ctx.email;
  });
  if (!result.ok) return { ok: false, error: failureText(result) };
  await dropSessionCookie();
  redirect(`/sign-in?passwordChanged=1&email=${encodeURIComponent(result.data)}`);
}
