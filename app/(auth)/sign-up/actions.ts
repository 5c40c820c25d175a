"use server";

import { headers } from "next/headers";
import { getDb } from "@/db/client";
import { SignUpSchema } from "@/lib/accounts/auth-schemas";
import { signUp } from "@/lib/accounts/sign-up";
import { clientAddress } from "@/lib/api/client-address";
import { systemClock } from "@/lib/clock";
import { Conflict, TooManyAttempts } from "@/lib/errors";

export type SignUpResult = { ok: true } | { ok: false; error: string; field?: "email" };

export async function signUpAction(raw: unknown): Promise<SignUpResult> {
  const parsed = SignUpSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid input." };
  try {
    const address = clientAddress(await headers());
    await signUp(getDb(), { ...parsed.data, address }, systemClock);
    return { ok: true };
  } catch (error) {
    if (error instanceof Conflict) return { ok: false, error: error.message, field: "email" };
    if (error instanceof TooManyAttempts) return { ok: false, error: error.message };
    throw error;
  }
}
