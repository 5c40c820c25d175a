"use server";

import { getDb } from "@/db/client";
import { SignUpSchema } from "@/lib/accounts/auth-schemas";
import { createAccount } from "@/lib/accounts/create-account";
import { Conflict } from "@/lib/errors";

export type SignUpResult = { ok: true } | { ok: false; error: string; field?: "email" };

export async function signUpAction(raw: unknown): Promise<SignUpResult> {
  const parsed = SignUpSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid input." };
  try {
    await createAccount(getDb(), { ...parsed.data, plan: "free" });
    return { ok: true };
  } catch (error) {
    if (error instanceof Conflict) return { ok: false, error: error.message, field: "email" };
    throw error;
  }
}
