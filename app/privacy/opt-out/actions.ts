"use server";

import { headers } from "next/headers";
import { publicCtx } from "@/lib/context";
import { env } from "@/lib/env";
import { RateLimited } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { confirmOptOut, OptOutRequest, requestOptOut } from "@/lib/suppression/opt-out";

export type OptOutState =
  | { status: "idle" }
  | { status: "sent"; email: string }
  | { status: "error"; error: string };

export async function requestOptOutAction(
  _previous: OptOutState,
  form: FormData,
): Promise<OptOutState> {
  const parsed = OptOutRequest.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    return {
      status: "error",
      error: parsed.error.issues[0]?.message ?? "Enter an e-mail address.",
    };
  }
  const h = await headers();
  const client = h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip") || "local";
  const appUrl = env().APP_URL ?? `${h.get("x-forwarded-proto") ?? "http"}://${h.get("host")}`;
  try {
    await requestOptOut(publicCtx(), { ...parsed.data, client, appUrl });
    return { status: "sent", email: parsed.data.email };
  } catch (error) {
    if (error instanceof RateLimited) {
      return { status: "error", error: "Too many requests for now. Please try again in an hour." };
    }
    logger.error({ err: error }, "opt-out request failed");
    return { status: "error", error: "Something went wrong on our side. Please try again later." };
  }
}

export type ConfirmState = { status: "idle" | "done" | "invalid" | "expired" | "failed" };

export async function confirmOptOutAction(
  _previous: ConfirmState,
  form: FormData,
): Promise<ConfirmState> {
  try {
    const outcome = await confirmOptOut(publicCtx(), String(form.get("token") ?? ""));
    return { status: outcome.ok ? "done" : outcome.reason };
  } catch (error) {
    logger.error({ err: error }, "opt-out confirmation failed");
    return { status: "failed" };
  }
}
