"use server";

import { revalidatePath } from "next/cache";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { InvalidRequest } from "@/lib/core/errors";
import { ResourceId } from "@/lib/edge/api/resource-id";
import {
  type FormState,
  failureText,
  fieldsOf,
  formStateOf,
  withAction,
  withPublicAction,
} from "@/lib/edge/api/with-action";
import { allows } from "@/lib/edge/auth/authorise";
import { clientAddress } from "@/lib/edge/auth/client-address";
import { createMemberKey, KeyInput, revokeApiKey } from "@/lib/features/accounts/api-keys";
import {
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignUpSchema,
} from "@/lib/features/accounts/auth-schemas";
import { requestPasswordReset, resetPassword } from "@/lib/features/accounts/password-reset";
import {
  changePassword,
  endAllSessions,
  revokeOtherSessions,
  revokeUserSession,
} from "@/lib/features/accounts/sessions";
import { confirmSignUp, signUp } from "@/lib/features/accounts/sign-up";
import { rotateWebhookSecret } from "@/lib/features/accounts/webhook-secret";
import { recordAudit } from "@/lib/features/audit/record-audit";

/*
 * The account's server actions (sign-up and its confirmation, password reset, API keys, webhook
 * secret, password and sessions).
 * Action arguments come from the browser: each is parsed like a request body, and a failure is
 * mapped by `withAction` as the /v1 routes map it.
 */

/** The public account forms' answer: done, or why not in words. */
export type PublicFormResult = { ok: true } | { ok: false; error: string };

/** The same answer for a new address and one with an account (see signUp). */
export async function signUpAction(raw: unknown): Promise<PublicFormResult> {
  const address = clientAddress(await headers());
  const result = await withPublicAction([raw], ({ db, clock }) =>
    signUp(db, { ...SignUpSchema.parse(raw), address }, clock),
  );
  return result.ok ? { ok: true } : { ok: false, error: failureText(result) };
}

export type ConfirmSignUpState = { status: "idle" | "invalid" | "taken" | "failed" };

/** The confirmation link's button: the account is created, and the user goes to sign in. */
export async function confirmSignUpAction(
  _previous: ConfirmSignUpState,
  form: FormData,
): Promise<ConfirmSignUpState> {
  const result = await withPublicAction([form], (ctx) => {
    const token = fieldsOf(form).get("token");
    return confirmSignUp(ctx, typeof token === "string" ? token : "");
  });
  if (!result.ok) return { status: "failed" };
  if (result.data.ok) {
    redirect(`/sign-in?verified=1&email=${encodeURIComponent(result.data.email)}`);
  }
  return { status: result.data.reason };
}

/** The same answer whether or not the address has an account (see requestPasswordReset). */
export async function forgotPasswordAction(raw: unknown): Promise<PublicFormResult> {
  const address = clientAddress(await headers());
  const result = await withPublicAction([raw], (ctx) =>
    requestPasswordReset(ctx, { ...ForgotPasswordSchema.parse(raw), address }),
  );
  return result.ok ? { ok: true } : { ok: false, error: failureText(result) };
}

/** A new password from a reset link; every session of the user ends, this browser's too. */
export async function resetPasswordAction(raw: unknown): Promise<PublicFormResult> {
  const address = clientAddress(await headers());
  const result = await withPublicAction([raw], (ctx) =>
    resetPassword(ctx, { ...ResetPasswordSchema.parse(raw), address }),
  );
  if (!result.ok) return { ok: false, error: failureText(result) };
  if (!result.data.ok) {
    return {
      ok: false,
      error:
        "This link no longer works: it was used, has expired or is incomplete. Ask for a new one.",
    };
  }
  await dropSessionCookie();
  redirect(`/sign-in?passwordReset=1&email=${encodeURIComponent(result.data.email)}`);
}

export type CreateKeyResult =
  | { ok: true; id: string; apiKey: string; name: string }
  | { ok: false; error: string };

/** A key of the signed-in member's: `scopes` omitted, all their role allows (KeyInput). */
export async function createKeyAction(raw: unknown): Promise<CreateKeyResult> {
  const result = await withAction("keys", [raw], (ctx) =>
    ctx.db.transaction(async (tx) => {
      const key = await createMemberKey({ ...ctx, db: tx }, KeyInput.parse(raw));
      await recordAudit(
        { ...ctx, db: tx },
        {
          action: "api_key.created",
          target: { type: "api_key", id: key.id },
          summary: { name: key.name, prefix: key.prefix },
        },
      );
      return key;
    }),
  );
  if (!result.ok) return { ok: false, error: failureText(result) };
  revalidatePath("/settings/api-keys");
  return { ok: true, id: result.data.id, apiKey: result.data.apiKey, name: result.data.name };
}

export async function revokeKeyAction(_previous: FormState, form: FormData): Promise<FormState> {
  // A member revokes the keys they made; an admin any key of the workspace.
  const result = await withAction("keys", [form], (ctx) => {
    const id = ResourceId.parse(fieldsOf(form).get("id"));
    const madeBy = allows({ kind: "session", role: ctx.role }, "admin") ? undefined : ctx.userId;
    return ctx.db.transaction(async (tx) => {
      await revokeApiKey(tx, ctx.accountId, id, madeBy);
      await recordAudit(
        { ...ctx, db: tx },
        { action: "api_key.revoked", target: { type: "api_key", id } },
      );
    });
  });
  if (result.ok) revalidatePath("/settings/api-keys");
  return formStateOf(result);
}

export async function rotateSecretAction(): Promise<FormState> {
  const result = await withAction("admin", [], (ctx) => rotateWebhookSecret(ctx));
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
  const result = await withAction("self", [], (ctx) => endAllSessions(ctx.db, ctx.userId));
  if (!result.ok) return formStateOf(result);
  await dropSessionCookie();
  redirect("/sign-in?signedOut=everywhere");
}

/** Ends one of the user's other sessions (Settings → Security, the list of sessions). */
export async function revokeSessionAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await withAction("self", [form], async (ctx) => {
    const id = z.string().uuid().parse(fieldsOf(form).get("id"));
    await revokeUserSession(ctx.db, ctx, id, ctx.clock);
    await recordAudit(ctx, {
      action: "auth.session_revoked",
      target: { type: "session", id },
    });
  });
  if (result.ok) revalidatePath("/settings/security");
  return formStateOf(result);
}

/** Ends every session of the user but this browser's. */
export async function revokeOtherSessionsAction(): Promise<FormState> {
  const result = await withAction("self", [], async (ctx) => {
    if (!ctx.sessionId) {
      // A session from before ids cannot be told from the others: end them all instead.
      throw new InvalidRequest("Sign out everywhere instead: this session has no id.");
    }
    const ended = await revokeOtherSessions(
      ctx.db,
      { userId: ctx.userId, sessionId: ctx.sessionId },
      ctx.clock,
    );
    await recordAudit(ctx, { action: "auth.other_sessions_revoked", summary: { ended } });
  });
  if (result.ok) revalidatePath("/settings/security");
  return formStateOf(result);
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
  const result = await withAction("self", [form], async (ctx) => {
    await changePassword(
      ctx.db,
      ctx.userId,
      PasswordChange.parse(Object.fromEntries(fieldsOf(form))),
    );
    await recordAudit(ctx, {
      action: "auth.password_changed",
      target: { type: "user", id: ctx.userId },
    });
    return ctx.email;
  });
  if (!result.ok) return { ok: false, error: failureText(result) };
  await dropSessionCookie();
  redirect(`/sign-in?passwordChanged=1&email=${encodeURIComponent(result.data)}`);
}
