/** An answer the API refused, as its problem+json body says (RFC 9457). */
export interface Problem {
  type?: string;
  title?: string;
  status: number;
  detail?: string;
  message?: string;
  code?: string;
  traceId?: string;
  [key: string]: unknown;
}

/** Any refusal of the API: `status`, `code` and the whole problem body. */
export class LeadwiseError extends Error {
  readonly status: number;
  readonly code: string;
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(problem.detail ?? problem.message ?? problem.title ?? `HTTP ${problem.status}`);
    this.name = "LeadwiseError";
    this.status = problem.status;
    this.code = problem.code ?? "unknown";
    this.problem = problem;
  }
}

/**
 * 402, out of credits: a counter's credit balance is too low. Remedy: buy credits. Waiting
 * does not help. (When both apply, out of credits wins.)
 */
export class OutOfCreditsError extends LeadwiseError {
  constructor(problem: Problem) {
    super(problem);
    this.name = "OutOfCreditsError";
  }
}

/** 402, daily limit reached: a daily allowance is used up. Remedy: wait until `resetsAt`. */
export class DailyLimitReachedError extends LeadwiseError {
  /** When the allowance resets (00:00 UTC), if the API said. */
  readonly resetsAt: Date | undefined;
  constructor(problem: Problem) {
    super(problem);
    this.name = "DailyLimitReachedError";
    this.resetsAt = typeof problem.resetsAt === "string" ? new Date(problem.resetsAt) : undefined;
  }
}

/** 429 after every retry the client was allowed: the key's rate limit. */
export class RateLimitedError extends LeadwiseError {
  constructor(problem: Problem) {
    super(problem);
    this.name = "RateLimitedError";
  }
}

/**
 * The typed error of a refusal. The two 402s differ by their message (the interface's rule:
 * clients branch on the message, not the status); `code` says the same.
 */
export function errorOf(problem: Problem): LeadwiseError {
  if (problem.status === 402) {
    const text = problem.detail ?? problem.message ?? "";
    if (problem.code === "out_of_credits" || text.startsWith("Out of credits")) {
      return new OutOfCreditsError(problem);
    }
    return new DailyLimitReachedError(problem);
  }
  if (problem.status === 429) return new RateLimitedError(problem);
  return new LeadwiseError(problem);
}
