import { plural } from "@/lib/core/plural";
import type { Estimate } from "@/lib/features/estimate/schema";
import type { Delivery } from "@/lib/model/targeting/delivery-schema";
import { describePace, minutesOf, zonedParts } from "./delivery/schedule";

/** Allowance units, as each lead is charged: api 1, plus 1 per address and per number. */
export interface Cost {
  api: number;
  email: number;
  mobile: number;
}

/** How long the deliverable audience lasts on a delivery schedule, and what it costs. */
export interface Forecast {
  /** Deliverable people the campaign has not delivered yet. */
  remaining: number;
  /** Delivery days it takes to deliver them (or that the end date leaves). */
  days: number;
  /** The campaign's local date (YYYY-MM-DD) from which it delivers (today, or its start date). */
  firstDay: string | null;
  /** The local date of the last of those days; null when none is left. */
  lastDay: string | null;
  /** Deliverable people the end date leaves undelivered. */
  undelivered: number;
  /** True when the last delivery day is less than a week away: the campaign ends soon. */
  withinWeek: boolean;
  /** A full delivery day's cost (less on the last day), and what the campaign will deliver's. */
  perDay: Cost;
  total: Cost;
}

const DAY_MS = 86_400_000;

function isoDay(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/**
 * The forecast of a delivery for the deliverable audience the Live Estimate counted, less what
 * the campaign has delivered. Every delivery day is taken as a full day of `leadsPerDay`
 * (delivery catches up within the window, so a launch at noon still delivers the day's leads);
 * today counts when it is a delivery day whose window has not ended. Costs count one address
 * or number per lead that has the kind: a lead with two is charged two, so they are a minimum.
 */
export function forecastDelivery(
  delivery: Delivery,
  estimate: Pick<Estimate, "deliverable" | "withEmail" | "withMobile" | "withBoth">,
  delivered: number,
  now: Date,
): Forecast {
  // Without a contact type no lead can be delivered, whatever the estimate counts.
  const remaining = hasChannel(delivery) ? Math.max(0, estimate.deliverable - delivered) : 0;
  const days = delivery.days.length === 0 ? 0 : Math.ceil(remaining / delivery.leadsPerDay);
  // Of the deliverable people, those carrying each chosen kind (as the delivery counts them).
  const both = delivery.email && delivery.mobile && delivery.requireContact === "all";
  const withKind = {
    email: delivery.email ? (both ? estimate.withBoth : estimate.withEmail) : 0,
    mobile: delivery.mobile ? (both ? estimate.withBoth : estimate.withMobile) : 0,
  };
  const share = (kind: "email" | "mobile", leads: number) =>
    estimate.deliverable === 0
      ? 0
      : Math.round((leads * Math.min(withKind[kind], estimate.deliverable)) / estimate.deliverable);
  const costOf = (leads: number): Cost => ({
    api: leads,
    email: share("email", leads),
    mobile: share("mobile", leads),
  });

  let lastDay: string | null = null;
  let withinWeek = false;
  let deliveryDays = days;
  let undelivered = 0;
  let firstDay: string | null = null;
  if (days > 0) {
    const local = zonedParts(now, delivery.timezone);
    const today = Date.UTC(local.year, local.month - 1, local.day);
    const windowOver = local.hour * 60 + local.minute >= minutesOf(delivery.window.end);
    const start = delivery.startDate ? Date.parse(`${delivery.startDate}T00:00:00Z`) : 0;
    const first = Math.max(today + (windowOver ? DAY_MS : 0), start);
    firstDay = isoDay(first);
    // Offsets (in days from the first day) of the first week's delivery days; later weeks
    // repeat them.
    const offsets: number[] = [];
    for (let offset = 0; offsets.length < delivery.days.length; offset++) {
      const weekday = zonedParts(new Date(first + offset * DAY_MS + DAY_MS / 2), "UTC").weekday;
      if (delivery.days.includes(weekday)) offsets.push(offset);
    }
    if (delivery.endDate) {
      // Delivery days up to the end date: offset o + 7w with o + 7w ≤ span.
      const span = (Date.parse(`${delivery.endDate}T00:00:00Z`) - first) / DAY_MS;
      const available = offsets.reduce(
        (sum, o) => sum + (span >= o ? Math.floor((span - o) / 7) + 1 : 0),
        0,
      );
      if (available < days) {
        deliveryDays = available;
        undelivered = remaining - available * delivery.leadsPerDay;
      }
    }
    if (deliveryDays > 0) {
      const k = deliveryDays - 1;
      const offset = (offsets[k % offsets.length] as number) + 7 * Math.floor(k / offsets.length);
      lastDay = isoDay(first + offset * DAY_MS);
      withinWeek = undelivered === 0 && (first - today) / DAY_MS + offset < 7;
    }
  }
  const delivering = remaining - undelivered;
  return {
    remaining,
    days: deliveryDays,
    firstDay,
    lastDay,
    undelivered,
    withinWeek,
    perDay: costOf(Math.min(delivery.leadsPerDay, delivering)),
    total: costOf(delivering),
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "Thu 26 Nov 2026" for a YYYY-MM-DD date (a calendar day, so no time zone applies). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** Whether the delivery names a contact type: without one, no lead can be delivered. */
export function hasChannel(delivery: Pick<Delivery, "email" | "mobile">): boolean {
  return delivery.email || delivery.mobile;
}

/**
 * "~3 delivery days (20 a day, Mon–Thu, Sat); completes on Thu 26 Nov 2026 (Europe/Berlin)",
 * with "from …" for a start date ahead and what an end date leaves undelivered.
 */
export function forecastSentence(delivery: Delivery, forecast: Forecast, now = new Date()): string {
  if (!hasChannel(delivery)) {
    return "Nothing is deliverable yet: choose an e-mail address, a mobile number or both, as every lead is delivered with what you choose.";
  }
  if (delivery.days.length === 0) return "No delivery days are chosen, so nothing is delivered.";
  if (forecast.remaining === 0) {
    return "Nobody is left to deliver: the campaign completes at its first delivery.";
  }
  if (forecast.lastDay === null) {
    return `No delivery day is left before its end date, so ${plural(forecast.remaining, "deliverable person is", "deliverable people are")} not delivered.`;
  }
  const z = zonedParts(now, delivery.timezone);
  const today = `${z.year}-${String(z.month).padStart(2, "0")}-${String(z.day).padStart(2, "0")}`;
  const from =
    delivery.startDate && forecast.firstDay && forecast.firstDay > today
      ? ` from ${formatDay(forecast.firstDay)}`
      : "";
  const pace = `~${plural(forecast.days, "delivery day")} (${describePace(delivery)})${from}`;
  const end = `${formatDay(forecast.lastDay)} (${delivery.timezone})`;
  return forecast.undelivered > 0
    ? `${pace}; stops at its end date, the last delivery on ${end}, with ~${plural(forecast.undelivered, "person", "people")} not delivered.`
    : `${pace}; completes on ${end}.`;
}

/** The schedule in words, as Review states it: "20 a day, every day, 09:00–17:00 (UTC), from launch". */
export function scheduleWords(delivery: Delivery): string {
  const from = delivery.startDate ? `from ${formatDay(delivery.startDate)}` : "from launch";
  return `${describePace(delivery)}, ${delivery.window.start}–${delivery.window.end} (${delivery.timezone}), ${from}`;
}

/** The last delivery day the user set, in words, or what happens without one. */
export function lastDayWords(delivery: Pick<Delivery, "endDate">): string {
  return delivery.endDate
    ? formatDay(delivery.endDate)
    : "None: delivery goes on until the audience is used up";
}

/** When the forecast ends, as Review states it beside the schedule (which it does not repeat). */
export function forecastEndWords(delivery: Delivery, forecast: Forecast): string {
  if (!hasChannel(delivery)) return "Nothing is deliverable until a contact type is chosen";
  if (delivery.days.length === 0) return "No delivery days are chosen";
  if (forecast.remaining === 0) return "Nobody is left to deliver";
  if (forecast.lastDay === null) return "No delivery day is left before the last delivery day";
  const days = `~${plural(forecast.days, "delivery day")}`;
  return forecast.undelivered > 0
    ? `The last delivery day stops it after ${days}, on ${formatDay(forecast.lastDay)}, with ~${plural(forecast.undelivered, "person", "people")} not delivered`
    : `Completes on ${formatDay(forecast.lastDay)}, after ${days}`;
}
