"use server";

import { headers } from "next/headers";
import { fieldsOf, withPublicAction } from "@/lib/edge/api/with-action";
import { clientAddress } from "@/lib/edge/auth/client-address";
import { confirmOptOut, OptOutRequest, requestOptOut } from "@/lib/features/privacy/opt-out";

/* The public opt-out pages' server actions. */

export type OptOutState =
  | { status: "idle" }
  | { status: "sent"; email: string }
  | { status: "error"; error: string };

export async function requestOptOutAction(
  _previous: OptOutState,
  form: FormData,
): Promise<OptOutState> {
  // A body that is not a form is an empty one: the page shows "Enter an e-mail address".
  const fields = form instanceof FormData ? form : new FormData();
  const parsed = OptOutRequest.safeParse({ email: fields.get("email") ?? "" });
  if (!parsed.success) {
    return {
      status: "error",
      error: parsed.error.issues[0]?.message ?? "Enter an e-mail address.",
    };
  }
  // The link in the mail comes from APP_URL (requestOptOut), never from this request's headers.
  const client = clientAddress(await headers()) ?? "unknown";
  const result = await withPublicAction([form], (ctx) =>
    requestOptOut(ctx, { ...parsed.data, client }),
  );
  if (result.ok) return { status: "sent", email: parsed.data.email };
  // The person asking is not a developer: no status codes, and no more detail than they need.
  return {
    status: "error",
    error:
      result.code === "rate_limited"
        ? "Too many requests for now. Please try again in an hour."
        : "Something went wrong on our side. Please try again later.",
  };
}

export type ConfirmState = { status: "idle" | "done" | "invalid" | "expired" | "failed" };

export async function confirmOptOutAction(
  _previous: ConfirmState,
  form: FormData,
): Promise<ConfirmState> {
  const result = await withPublicAction([form], (ctx) =>
    confirmOptOut(ctx, String(fieldsOf(form).get("token") ?? "")),
  );
  if (!result.ok) return { status: "failed" };
  return { status: result.data.ok ? "done" : result.data.reason };
}
