import type { Counter } from "@/db/schema";

/** Typed domain errors; lib/api/problem.ts maps each to its problem+json answer. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFound extends DomainError {
  constructor(what = "Resource") {
    super(`${what} not found`, 404, "not_found");
  }
}

export class Conflict extends DomainError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(message, 409, "conflict", extra);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = "Missing or invalid credentials: send `Authorization: Bearer <api key>`.") {
    super(message, 401, "unauthorized");
  }
}

export class Forbidden extends DomainError {
  constructor(message: string) {
    super(message, 403, "forbidden");
  }
}

export class PayloadTooLarge extends DomainError {
  constructor(maxBytes: number) {
    super(`Request body is larger than ${maxBytes / 1_000_000} MB.`, 413, "payload_too_large", {
      maxBytes,
    });
  }
}

export class InvalidRequest extends DomainError {
  constructor(message: string, errors: { path: string; message: string }[] = []) {
    super(message, 400, "invalid_request", { errors });
  }
}

export type AllowanceReason = "out_of_credits" | "daily_limit_reached";

export class AllowanceExceeded extends DomainError {
  constructor(
    readonly counter: Counter,
    readonly reason: AllowanceReason,
    resetsAt: Date,
  ) {
    super(
      reason === "out_of_credits"
        ? `Out of credits: the ${counter} credit balance is too low. Buy ${counter} credits to continue.`
        : `Daily limit reached: the ${counter} daily allowance is used up. It resets at ${resetsAt.toISOString()} (00:00 UTC).`,
      402,
      reason,
      { counter, resetsAt: resetsAt.toISOString() },
    );
  }
}

export class InvalidBatch extends DomainError {
  constructor(count: number) {
    super(
      `profiles must hold 1 to 10 entries; got ${count}. The batch was rejected, not truncated.`,
      422,
      "invalid_batch",
      { count },
    );
  }
}

export interface ChecklistItem {
  item: string;
  ok: boolean;
  detail: string;
}

export class ChecklistFailed extends DomainError {
  constructor(readonly checklist: ChecklistItem[]) {
    super(
      `The campaign cannot launch: ${checklist
        .filter((c) => !c.ok)
        .map((c) => c.detail)
        .join("; ")}`,
      422,
      "checklist_failed",
      { checklist },
    );
  }
}

export class RateLimited extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests: retry after ${retryAfterSeconds} s.`, 429, "rate_limited");
  }
}

/** The `error` next-auth hands the sign-in form when sign-in is throttled: `TooManyAttempts:<seconds>`. */
export const THROTTLED = "TooManyAttempts";

/** Too many sign-in or sign-up attempts for an account or from an address (lib/accounts/throttle). */
export class TooManyAttempts extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    what: "sign-in" | "sign-up",
  ) {
    super(
      `Too many ${what} attempts: try again in ${formatWait(retryAfterSeconds)}.`,
      429,
      "too_many_attempts",
      { retryAfterSeconds },
    );
  }
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
