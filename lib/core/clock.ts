/** Time as the domain sees it; tests pass a fixed or stepping clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(
  start: Date | string,
): Clock & { set(d: Date | string): void; advance(ms: number): void } {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (d) => {
      t = new Date(d).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/** The UTC calendar day of an instant, as YYYY-MM-DD (allowances reset at 00:00 UTC). */
export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The next 00:00 UTC after an instant. */
export function nextUtcMidnight(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1));
}
