import type { Delivery, Weekday } from "@/lib/model/targeting/delivery-schema";

const WEEKDAY_OF: Record<string, Weekday> = {
  Mon: "mon",
  Tue: "tue",
  Wed: "wed",
  Thu: "thu",
  Fri: "fri",
  Sat: "sat",
  Sun: "sun",
};
const DAY_ORDER: Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const DAY_LABEL: Record<Weekday, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: Weekday;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAY_OF[parts.weekday ?? ""] ?? "mon",
  };
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/**
 * The instant at which a wall-clock time occurs in a time zone. Offsets are re-read at the
 * result, so days with a DST change get their own offset; a time skipped by spring-forward
 * resolves to the instant one hour later, as clocks show it.
 */
export function zonedTimeToUtc(
  date: { year: number; month: number; day: number },
  minutes: number,
  timeZone: string,
): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  let guess = naive - offsetMs(new Date(naive), timeZone);
  guess = naive - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export interface DeliverySlot {
  /** The campaign's local calendar day, YYYY-MM-DD. */
  localDay: string;
  /** Local midnight of that day and the next, as instants: "today" for the daily cap. */
  dayStart: Date;
  dayEnd: Date;
  inWindow: boolean;
  /**
   * Leads that should have gone out today by the end of this tick: the day's leadsPerDay
   * spread evenly across the window, so the first tick in the window delivers a share at once.
   */
  dueByNow: number;
}

export function deliverySlot(delivery: Delivery, now: Date, tickSeconds: number): DeliverySlot {
  const tz = delivery.timezone;
  const local = zonedParts(now, tz);
  const date = { year: local.year, month: local.month, day: local.day };
  const dayStart = zonedTimeToUtc(date, 0, tz);
  const next = new Date(Date.UTC(local.year, local.month - 1, local.day + 1));
  const dayEnd = zonedTimeToUtc(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    0,
    tz,
  );
  const windowStart = zonedTimeToUtc(date, minutesOf(delivery.window.start), tz);
  const windowEnd = zonedTimeToUtc(date, minutesOf(delivery.window.end), tz);
  const localDay = `${local.year}-${String(local.month).padStart(2, "0")}-${String(local.day).padStart(2, "0")}`;
  const inWindow =
    withinDates(delivery, localDay) &&
    delivery.days.includes(local.weekday) &&
    now.getTime() >= windowStart.getTime() &&
    now.getTime() < windowEnd.getTime();
  let dueByNow = 0;
  if (inWindow) {
    const length = windowEnd.getTime() - windowStart.getTime();
    const elapsed = now.getTime() - windowStart.getTime() + tickSeconds * 1000;
    dueByNow = Math.min(delivery.leadsPerDay, Math.ceil((delivery.leadsPerDay * elapsed) / length));
  }
  return { localDay, dayStart, dayEnd, inWindow, dueByNow };
}

/** Whether a local day (YYYY-MM-DD) is within the delivery's start and end dates, if any. */
export function withinDates(delivery: Delivery, localDay: string): boolean {
  return (
    (!delivery.startDate || localDay >= delivery.startDate) &&
    (!delivery.endDate || localDay <= delivery.endDate)
  );
}

/** Whether the delivery's end date, if any, is over on this local day (YYYY-MM-DD). */
export function pastEndDate(delivery: Delivery, localDay: string): boolean {
  return delivery.endDate !== null && delivery.endDate !== undefined && localDay > delivery.endDate;
}

/**
 * When the next delivery can happen: now when inside the window, else the next window start
 * (from the start date on, up to the end date).
 */
export function nextDeliveryTime(delivery: Delivery, now: Date): Date | undefined {
  if (delivery.days.length === 0) return undefined;
  const tz = delivery.timezone;
  const today = zonedParts(now, tz);
  // A start date ahead moves the search there; the week after it holds every weekday.
  const [sy, sm, sd] = (delivery.startDate ?? "").split("-").map(Number);
  const local =
    sy && sm && sd && Date.UTC(sy, sm - 1, sd) > Date.UTC(today.year, today.month - 1, today.day)
      ? { year: sy, month: sm, day: sd }
      : today;
  for (let offset = 0; offset <= 7; offset++) {
    const d = new Date(Date.UTC(local.year, local.month - 1, local.day + offset));
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    if (pastEndDate(delivery, d.toISOString().slice(0, 10))) return undefined;
    const noon = zonedTimeToUtc(date, 12 * 60, tz);
    if (!delivery.days.includes(zonedParts(noon, tz).weekday)) continue;
    const start = zonedTimeToUtc(date, minutesOf(delivery.window.start), tz);
    const end = zonedTimeToUtc(date, minutesOf(delivery.window.end), tz);
    if (now < start) return start;
    if (now < end) return now;
  }
  return undefined;
}

/** Delivery days in words: "Mon–Fri", "Mon, Wed, Fri", "Every day". */
export function describeDays(days: Weekday[]): string {
  const sorted = DAY_ORDER.filter((d) => days.includes(d));
  if (sorted.length === 7) return "Every day";
  if (sorted.length === 0) return "No days";
  const runs: Weekday[][] = [];
  for (const d of sorted) {
    const last = runs.at(-1);
    if (last && DAY_ORDER.indexOf(d) === DAY_ORDER.indexOf(last.at(-1) as Weekday) + 1)
      last.push(d);
    else runs.push([d]);
  }
  return runs
    .map((r) =>
      r.length >= 3
        ? `${DAY_LABEL[r[0] as Weekday]}–${DAY_LABEL[r.at(-1) as Weekday]}`
        : r.map((d) => DAY_LABEL[d]).join(", "),
    )
    .join(", ");
}

/** The daily pace in words: "20 a day, every day", "1 a day, Mon–Fri". */
export function describePace(delivery: Pick<Delivery, "days" | "leadsPerDay">): string {
  const days = describeDays(delivery.days);
  return `${delivery.leadsPerDay.toLocaleString("en-US")} a day, ${days === "Every day" ? "every day" : days}`;
}

/** "Mon–Fri, 09:00–17:00 Europe/Paris, 50 leads a day", then its dates: ", from 2026-12-01 to 2026-12-24" */
export function describeSchedule(delivery: Delivery): string {
  const n = delivery.leadsPerDay;
  const dates = [
    delivery.startDate ? ` from ${delivery.startDate}` : "",
    delivery.endDate ? ` to ${delivery.endDate}` : "",
  ].join("");
  return `${describeDays(delivery.days)}, ${delivery.window.start}–${delivery.window.end} ${delivery.timezone}, ${n} ${n === 1 ? "lead" : "leads"} a day${dates ? `,${dates}` : ""}`;
}
