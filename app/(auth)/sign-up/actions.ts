"use server";

import { headers } from "next/headers";
import { SignUpSchema } from "@/lib/accounts/auth-schemas";
import { signUp } from "@/lib/accounts/sign-up";
import { clientAddress } from "@/lib/api/client-address";
import { publicCtx } from "@/lib/context";
import { Conflict, TooManyAttempts } from "@/lib/errors";

export type SignUpResult = { ok: true } | { ok: false; error: string; field?: "email" };

export async function signUpAction(raw: unknown): Promise<SignUpResult> {
  const parsed = SignUpSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid input." };
  try {
    const address = clientAddress(await headers());
    const { db, clock } = publicCtx();
    await signUp(db, { ...parsed.data, address }, clock);
    return { ok: true };
  } catch (error) {
    if (error instanceof Conflict) return { ok: false, error: error.message, field: "email" };
    if (error instanceof TooManyAttempts) return { ok: false, error: error.message };
    throw error;
  }
}
