/** docs/api-contract.md: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h — eight attempts in all. */
export const RETRY_SCHEDULE_MS = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

interface DeliveryConfig {
  /** Delay before attempt n+1 is `retryScheduleMs[n]`; its length is the number of attempts. */
  retryScheduleMs: number[];
  timeoutMs: number;
  /** ± fraction of each delay, so receivers that failed together are not retried together. */
  jitter: number;
}

/**
 * WEBHOOK_RETRY_SCALE (0 < x ≤ 1, default 1) shortens every retry delay by that factor, so the
 * browser tests and demos can watch a delivery fail and succeed in seconds instead of minutes.
 */
function retryScale(): number {
  const raw = process.env.WEBHOOK_RETRY_SCALE;
  if (raw === undefined || raw === "") return 1;
  const scale = Number(raw);
  if (!(scale > 0 && scale <= 1)) {
    throw new Error(`WEBHOOK_RETRY_SCALE must be a number above 0 and at most 1, not "${raw}".`);
  }
  return scale;
}

export const config: DeliveryConfig = {
  retryScheduleMs: RETRY_SCHEDULE_MS.map((ms) => Math.round(ms * retryScale())),
  timeoutMs: 10_000,
  jitter: 0.1,
};

/** Tests run the schedule with short delays; production keeps the contract's. */
export function configureWebhookDelivery(overrides: Partial<DeliveryConfig>): void {
  Object.assign(config, overrides);
}

export function delayBeforeAttempt(next: number, random = Math.random): number {
  const base = config.retryScheduleMs[next - 1] ?? 0;
  return Math.round(base * (1 + config.jitter * (2 * random() - 1)));
}

/** The seconds an attempt holds its delivery: the request timeout and a margin. */
export function leaseSeconds(): number {
  return Math.ceil(config.timeoutMs / 1000) + 60;
}
