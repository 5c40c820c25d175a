import type { Db } from "@/db/client";
import type { Clock } from "@/lib/core/clock";
import { type CreatedAccount, createAccount } from "./create-account";
import { MAX_WINDOW_MS, takeAttempt } from "./throttle";

const WINDOW_MS = MAX_WINDOW_MS;

/**
 * A new account from the sign-up form, throttled per e-mail address and per client address
 * (TooManyAttempts): every attempt counts, successful or not, so neither account farming nor
 * probing which addresses are taken goes fast.
 */
export async function signUp(
  db: Db,
  input: { name: string; email: string; password: string; address?: string },
  clock: Clock,
): Promise<CreatedAccount> {
  await takeAttempt(
    db,
    [
      { key: `sign-up:account:${input.email}`, max: 5, windowMs: WINDOW_MS },
      ...(input.address
        ? [{ key: `sign-up:address:${input.address}`, max: 20, windowMs: WINDOW_MS }]
        : []),
    ],
    clock.now(),
    "sign-up",
  );
  return createAccount(db, {
    name: input.name,
    email: input.email,
    password: input.password,
    plan: "free",
  });
}
