import type { Estimate } from "@/lib/estimate/schema";
import { plural } from "@/lib/plural";
import { describeDays, minutesOf, zonedParts } from "./delivery/schedule";
import type { Delivery } from "./delivery-schema";

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
  /** Delivery days it takes to deliver them. */
  days: number;
  /** The campaign's local date (YYYY-MM-DD) of the last of those days; null with nothing left. */
  lastDay: string | null;
  /** True when the last delivery day is less than a week away: the campaign ends soon. */
  withinWeek: boolean;
  /** A full delivery day's cost (less on the last day), and the whole remaining audience's. */
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
  const remaining = Math.max(0, estimate.deliverable - delivered);
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
  if (days > 0) {
    const local = zonedParts(now, delivery.timezone);
    const today = Date.UTC(local.year, local.month - 1, local.day);
    const windowOver = local.hour * 60 + local.minute >= minutesOf(delivery.window.end);
    // Offsets (in days from today) of the first week's delivery days; later weeks repeat them.
    const offsets: number[] = [];
    for (let offset = windowOver ? 1 : 0; offsets.length < delivery.days.length; offset++) {
      const weekday = zonedParts(new Date(today + offset * DAY_MS + DAY_MS / 2), "UTC").weekday;
      if (delivery.days.includes(weekday)) offsets.push(offset);
    }
    const k = days - 1;
    const offset = (offsets[k % offsets.length] as number) + 7 * Math.floor(k / offsets.length);
    lastDay = isoDay(today + offset * DAY_MS);
    withinWeek = offset < 7;
  }
  return {
    remaining,
    days,
    lastDay,
    withinWeek,
    perDay: costOf(Math.min(delivery.leadsPerDay, remaining)),
    total: costOf(remaining),
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

/** "~3 days at 20 a day on Mon–Thu, Sat; completes on Thu 26 Nov 2026 (Europe/Berlin)". */
export function forecastSentence(delivery: Delivery, forecast: Forecast): string {
  if (delivery.days.length === 0) return "No delivery days are chosen, so nothing is delivered.";
  if (forecast.remaining === 0 || forecast.lastDay === null) {
    return "Nobody is left to deliver: the campaign completes at its first delivery.";
  }
  return `~${plural(forecast.days, "delivery day")} at ${delivery.leadsPerDay.toLocaleString("en-US")} a day on ${describeDays(delivery.days)}; completes on ${formatDay(forecast.lastDay)} (${delivery.timezone}).`;
}
