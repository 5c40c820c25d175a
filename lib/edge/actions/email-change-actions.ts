"use server";

import { headers } from "next/headers";
import {
  type FormState,
  failureText,
  fieldsOf,
  withAction,
  withPublicAction,
} from "@/lib/edge/api/with-action";
import { clientAddress } from "@/lib/edge/auth/client-address";
import {
  confirmEmailChange,
  requestEmailChange,
  undoEmailChange,
} from "@/lib/features/accounts/email-change";

/*
 * Changing one's e-mail address (Settings → Security, any member): the request, and the two
 * links it mails, opened from the e-mail (signed in or not).
 */

export type EmailChangeState = FormState & { sentTo?: string };

/** Mails the confirmation link to the new address and the undo notice to the current one. */
export async function requestEmailChangeAction(
  _previous: EmailChangeState,
  form: FormData,
): Promise<EmailChangeState> {
  const result = await withAction("self", [form], async (ctx) => {
    const fields = fieldsOf(form);
    const email = fields.get("email");
    const password = fields.get("password");
    await requestEmailChange(ctx, {
      email: typeof email === "string" ? email : "",
      password: typeof password === "string" ? password : "",
    });
    return typeof email === "string" ? email.trim().toLowerCase() : "";
  });
  return result.ok ? { sentTo: result.data } : { error: failureText(result) };
}

export type EmailLinkState = {
  status: "idle" | "invalid" | "taken" | "failed" | "confirmed" | "undone";
  email?: string;
};

function tokenOf(form: unknown): string {
  const token = fieldsOf(form).get("token");
  return typeof token === "string" ? token : "";
}

/** The new address's link: the change is made; sessions carry on with the new address. */
export async function confirmEmailChangeAction(
  _previous: EmailLinkState,
  form: FormData,
): Promise<EmailLinkState> {
  const address = clientAddress(await headers());
  const result = await withPublicAction([form], (ctx) =>
    confirmEmailChange({ ...ctx, actor: { address } }, tokenOf(form)),
  );
  if (!result.ok) return { status: "failed" };
  return result.data.ok
    ? { status: "confirmed", email: result.data.email }
    : { status: result.data.reason };
}

/** The old address's link: the change is undone and the login signed out everywhere. */
export async function undoEmailChangeAction(
  _previous: EmailLinkState,
  form: FormData,
): Promise<EmailLinkState> {
  const address = clientAddress(await headers());
  const result = await withPublicAction([form], (ctx) =>
    undoEmailChange({ ...ctx, actor: { address } }, tokenOf(form)),
  );
  if (!result.ok) return { status: "failed" };
  return result.data.ok
    ? { status: "undone", email: result.data.email }
    : { status: result.data.reason };
}
