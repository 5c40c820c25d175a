import type { Counter } from "@/db/schema";
import type { SemanticRule } from "@/lib/core/semantic-rules";

/** Typed domain errors; lib/edge/api/problem.ts maps each to its problem+json answer. */
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
  /** `invalid_token` when a key was sent but is unknown or revoked (RFC 6750 §3.1). */
  constructor(
    message = "Missing or invalid credentials: send `Authorization: Bearer <api key>`.",
    readonly bearerError?: "invalid_token",
  ) {
    super(message, 401, "unauthorized");
  }
}

export class Forbidden extends DomainError {
  constructor(message: string) {
    super(message, 403, "forbidden");
  }
}

/** A signed-in member whose role lacks the permission (`role`: the least role that has it). */
export class InsufficientRole extends DomainError {
  constructor(
    readonly role: string,
    readonly permission: string,
  ) {
    super(
      `This needs the ${role} role (permission ${permission}); ask an admin of the workspace.`,
      403,
      "insufficient_role",
      { role, permission },
    );
  }
}

/** An API key whose scopes lack the permission. */
export class InsufficientScope extends DomainError {
  constructor(readonly scope: string) {
    super(
      `This API key lacks the scope ${scope}; make a key with it in Settings.`,
      403,
      "insufficient_scope",
      { scope },
    );
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
  /** `rule`: the semantic rule broken (lib/core/semantic-rules.ts), when the shape is fine. */
  constructor(
    message: string,
    errors: { path: string; message: string }[] = [],
    readonly rule?: SemanticRule,
  ) {
    super(message, 400, "invalid_request", { errors });
  }
}

export type AllowanceReason = "out_of_credits" | "daily_limit_reached";

export interface Refusal {
  counter: Counter;
  reason: AllowanceReason;
}

const and = (words: string[]) =>
  words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/**
 * The message names every counter that cannot pay, one sentence per rule, out of credits first:
 * clients branch on how the message starts (interface spec §7).
 */
function refusalMessage(refusals: Refusal[], resetsAt: Date): string {
  const broke = refusals.filter((r) => r.reason === "out_of_credits").map((r) => r.counter);
  const capped = refusals.filter((r) => r.reason === "daily_limit_reached").map((r) => r.counter);
  const sentences: string[] = [];
  if (broke.length > 0) {
    sentences.push(
      `Out of credits: the ${and(broke)} credit ${broke.length > 1 ? "balances are" : "balance is"} too low. Buy ${and(broke)} credits to continue.`,
    );
  }
  if (capped.length > 0) {
    sentences.push(
      `Daily limit reached: the ${and(capped)} daily ${capped.length > 1 ? "allowances are" : "allowance is"} used up. ${capped.length > 1 ? "They reset" : "It resets"} at ${resetsAt.toISOString()} (00:00 UTC).`,
    );
  }
  return sentences.join(" ");
}

/**
 * A request that counters cannot pay. Its code is out_of_credits when any counter is out of
 * credits (that rule wins), else daily_limit_reached; `counter` is the first one named.
 */
export class AllowanceExceeded extends DomainError {
  readonly counter: Counter;
  readonly reason: AllowanceReason;
  readonly refusals: Refusal[];

  constructor(counter: Counter, reason: AllowanceReason, resetsAt: Date);
  constructor(refusals: Refusal[], resetsAt: Date);
  constructor(first: Counter | Refusal[], second: AllowanceReason | Date, third?: Date) {
    const given = Array.isArray(first)
      ? first
      : [{ counter: first, reason: second as AllowanceReason }];
    const resetsAt = (Array.isArray(first) ? second : third) as Date;
    const refusals = [
      ...given.filter((r) => r.reason === "out_of_credits"),
      ...given.filter((r) => r.reason === "daily_limit_reached"),
    ];
    const [winner] = refusals;
    if (!winner) throw new Error("AllowanceExceeded needs a refusal");
    super(refusalMessage(refusals, resetsAt), 402, winner.reason, {
      counter: winner.counter,
      counters: refusals.map((r) => r.counter),
      refusals,
      resetsAt: resetsAt.toISOString(),
    });
    this.counter = winner.counter;
    this.reason = winner.reason;
    this.refusals = refusals;
  }

  /** One refusal naming every counter of `errors` (none: undefined). */
  static combine(errors: AllowanceExceeded[]): AllowanceExceeded | undefined {
    const [first] = errors;
    if (!first) return undefined;
    return new AllowanceExceeded(
      errors.flatMap((e) => e.refusals),
      new Date(String(first.extra.resetsAt)),
    );
  }
}

/**
 * A member's own daily cap (set by an admin on the Members page) cannot pay, while the
 * workspace's allowance may still: distinct from the workspace's two 402 messages.
 */
export class MemberLimitReached extends DomainError {
  /** As AllowanceExceeded's `reason`, for callers that list why a counter could not pay. */
  readonly reason = "member_limit_reached" as const;

  constructor(
    readonly counter: Counter,
    readonly cap: number,
    resetsAt: Date,
  ) {
    super(
      `Member limit reached: your own daily ${counter} cap of ${cap} is used up (set by a workspace admin). It resets at ${resetsAt.toISOString()} (00:00 UTC); an admin may raise it.`,
      402,
      "member_limit_reached",
      { counter, cap, resetsAt: resetsAt.toISOString() },
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

/** Too many sign-in, sign-up or password-reset attempts for an account or from an address (lib/features/accounts/throttle). */
export class TooManyAttempts extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    what: "sign-in" | "sign-up" | "password-reset" | "e-mail change" | "invitation",
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
