import { describe, expect, it } from "vitest";
import { Delivery } from "@/lib/model/targeting/delivery-schema";
import {
  forecastDelivery,
  forecastEndWords,
  forecastSentence,
  formatDay,
  lastDayWords,
  scheduleWords,
} from "./forecast";

// Thursday 26 November 2026.
const THURSDAY_10_UTC = new Date("2026-11-26T10:00:00Z");
const MON_THU_SAT = Delivery.parse({
  days: ["mon", "tue", "wed", "thu", "sat"],
  leadsPerDay: 20,
});
const counts = (deliverable: number) => ({
  deliverable,
  withEmail: deliverable,
  withMobile: 0,
  withBoth: 0,
});

describe("forecastDelivery", () => {
  it("says an audience smaller than a day's leads is used up today, within a week", () => {
    const f = forecastDelivery(MON_THU_SAT, counts(16), 0, THURSDAY_10_UTC);
    expect(f).toMatchObject({ remaining: 16, days: 1, lastDay: "2026-11-26", withinWeek: true });
    expect(forecastSentence(MON_THU_SAT, f)).toBe(
      "~1 delivery day (20 a day, Mon–Thu, Sat); completes on Thu 26 Nov 2026 (UTC).",
    );
  });

  it("counts only delivery days, and a week of them is no longer 'within a week'", () => {
    // Thu 26, Sat 28, Mon 30, Tue 1, Wed 2: the fifth delivery day is six days away.
    const five = forecastDelivery(MON_THU_SAT, counts(100), 0, THURSDAY_10_UTC);
    expect(five).toMatchObject({ days: 5, lastDay: "2026-12-02", withinWeek: true });
    const six = forecastDelivery(MON_THU_SAT, counts(101), 0, THURSDAY_10_UTC);
    expect(six).toMatchObject({ days: 6, lastDay: "2026-12-03", withinWeek: false });
    // Many weeks ahead, by the same rule: 5 delivery days a week.
    const long = forecastDelivery(MON_THU_SAT, counts(20 * 5 * 10 + 1), 0, THURSDAY_10_UTC);
    expect(long.lastDay).toBe("2027-02-04");
  });

  it("starts tomorrow once today's window is over, and reads the day in the campaign's time zone", () => {
    const evening = new Date("2026-11-26T18:00:00Z");
    expect(forecastDelivery(MON_THU_SAT, counts(16), 0, evening).lastDay).toBe("2026-11-28");
    // 20:00 UTC on Thursday is Friday 05:00 in Tokyo, a delivery day there.
    const tokyo = Delivery.parse({ timezone: "Asia/Tokyo", leadsPerDay: 20 });
    expect(forecastDelivery(tokyo, counts(16), 0, new Date("2026-11-26T20:00:00Z")).lastDay).toBe(
      "2026-11-27",
    );
  });

  it("leaves out what the campaign delivered, and says when nothing is left", () => {
    const f = forecastDelivery(MON_THU_SAT, counts(50), 45, THURSDAY_10_UTC);
    expect(f).toMatchObject({ remaining: 5, days: 1 });
    const none = forecastDelivery(MON_THU_SAT, counts(50), 60, THURSDAY_10_UTC);
    expect(none).toMatchObject({ remaining: 0, days: 0, lastDay: null, withinWeek: false });
    expect(forecastSentence(MON_THU_SAT, none)).toMatch(/^Nobody is left to deliver/);
  });

  it("costs api 1 a lead plus a credit per lead carrying each chosen kind, per day and in total", () => {
    const both = Delivery.parse({ email: true, mobile: true, leadsPerDay: 10 });
    const estimate = { deliverable: 100, withEmail: 80, withMobile: 40, withBoth: 20 };
    const f = forecastDelivery(both, estimate, 0, THURSDAY_10_UTC);
    expect(f.perDay).toEqual({ api: 10, email: 8, mobile: 4 });
    expect(f.total).toEqual({ api: 100, email: 80, mobile: 40 });
    const all = forecastDelivery(
      { ...both, requireContact: "all" },
      { ...estimate, deliverable: 20 },
      0,
      THURSDAY_10_UTC,
    );
    expect(all.total).toEqual({ api: 20, email: 20, mobile: 20 });
    const mobileOnly = Delivery.parse({ email: false, mobile: true, leadsPerDay: 10 });
    expect(
      forecastDelivery(mobileOnly, { ...estimate, deliverable: 40 }, 0, THURSDAY_10_UTC).total,
    ).toEqual({
      api: 40,
      email: 0,
      mobile: 40,
    });
  });

  it("says a lead a day every day in plain words", () => {
    const daily = Delivery.parse({ ...MON_THU_SAT, days: [...MON_THU_SAT.days, "fri", "sun"] });
    const f = forecastDelivery(daily, counts(16), 0, THURSDAY_10_UTC);
    expect(forecastSentence(daily, f)).toBe(
      "~1 delivery day (20 a day, every day); completes on Thu 26 Nov 2026 (UTC).",
    );
  });

  it("says nothing is deliverable, and why, until a contact type is chosen", () => {
    const neither = Delivery.parse({ ...MON_THU_SAT, email: false, mobile: false });
    const f = forecastDelivery(neither, counts(220), 0, THURSDAY_10_UTC);
    expect(f).toMatchObject({ remaining: 0, days: 0, lastDay: null });
    expect(f.total).toEqual({ api: 0, email: 0, mobile: 0 });
    expect(forecastSentence(neither, f)).toBe(
      "Nothing is deliverable yet: choose an e-mail address, a mobile number or both, as every lead is delivered with what you choose.",
    );
  });

  it("forecasts nothing without delivery days", () => {
    const none = Delivery.parse({ days: [] });
    const f = forecastDelivery(none, counts(50), 0, THURSDAY_10_UTC);
    expect(f).toMatchObject({ days: 0, lastDay: null });
    expect(forecastSentence(none, f)).toMatch(/^No delivery days/);
  });
});

describe("formatDay", () => {
  it("names the weekday, day, month and year of a calendar date", () => {
    expect(formatDay("2026-11-26")).toBe("Thu 26 Nov 2026");
    expect(formatDay("2027-01-03")).toBe("Sun 3 Jan 2027");
  });
});

describe("forecastDelivery with start and end dates", () => {
  it("starts at a start date ahead and says so", () => {
    const later = Delivery.parse({ ...MON_THU_SAT, startDate: "2026-12-01" });
    const f = forecastDelivery(later, counts(100), 0, THURSDAY_10_UTC);
    // Tue 1, Wed 2, Thu 3, Sat 5, Mon 7.
    expect(f).toMatchObject({ firstDay: "2026-12-01", days: 5, lastDay: "2026-12-07" });
    expect(f.withinWeek).toBe(false);
    expect(forecastSentence(later, f, THURSDAY_10_UTC)).toBe(
      "~5 delivery days (20 a day, Mon–Thu, Sat) from Tue 1 Dec 2026; completes on Mon 7 Dec 2026 (UTC).",
    );
  });

  it("stops at an end date and says how many it leaves undelivered", () => {
    const short = Delivery.parse({ ...MON_THU_SAT, endDate: "2026-11-30" });
    // Thu 26, Sat 28, Mon 30: three days of 20 out of 100.
    const f = forecastDelivery(short, counts(100), 0, THURSDAY_10_UTC);
    expect(f).toMatchObject({ days: 3, lastDay: "2026-11-30", undelivered: 40, withinWeek: false });
    expect(f.total.api).toBe(60);
    expect(forecastSentence(short, f, THURSDAY_10_UTC)).toBe(
      "~3 delivery days (20 a day, Mon–Thu, Sat); stops at its end date, the last delivery on Mon 30 Nov 2026 (UTC), with ~40 people not delivered.",
    );
    // An end date after the audience is used up changes nothing.
    const long = Delivery.parse({ ...MON_THU_SAT, endDate: "2027-01-31" });
    expect(forecastDelivery(long, counts(100), 0, THURSDAY_10_UTC)).toMatchObject({
      days: 5,
      undelivered: 0,
      lastDay: "2026-12-02",
    });
    const over = Delivery.parse({ ...MON_THU_SAT, endDate: "2026-11-25" });
    const none = forecastDelivery(over, counts(100), 0, THURSDAY_10_UTC);
    expect(none).toMatchObject({ days: 0, lastDay: null, undelivered: 100 });
    expect(forecastSentence(over, none, THURSDAY_10_UTC)).toMatch(/^No delivery day is left/);
  });
});

describe("Review's words for the schedule and the forecast", () => {
  it("states the schedule, the last delivery day and the forecast's end once each", () => {
    const every = Delivery.parse({
      ...MON_THU_SAT,
      days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      timezone: "Europe/Berlin",
    });
    expect(scheduleWords(every)).toBe(
      "20 a day, every day, 09:00–17:00 (Europe/Berlin), from launch",
    );
    expect(scheduleWords({ ...every, startDate: "2026-12-01" })).toMatch(/, from Tue 1 Dec 2026$/);
    expect(lastDayWords(every)).toBe("None: delivery goes on until the audience is used up");
    expect(lastDayWords({ endDate: "2026-11-30" })).toBe("Mon 30 Nov 2026");

    const f = forecastDelivery(MON_THU_SAT, counts(100), 0, THURSDAY_10_UTC);
    expect(forecastEndWords(MON_THU_SAT, f)).toBe(
      "Completes on Wed 2 Dec 2026, after ~5 delivery days",
    );
    const short = Delivery.parse({ ...MON_THU_SAT, endDate: "2026-11-30" });
    expect(forecastEndWords(short, forecastDelivery(short, counts(100), 0, THURSDAY_10_UTC))).toBe(
      "The last delivery day stops it after ~3 delivery days, on Mon 30 Nov 2026, with ~40 people not delivered",
    );
    const neither = Delivery.parse({ ...MON_THU_SAT, email: false });
    expect(
      forecastEndWords(neither, forecastDelivery(neither, counts(100), 0, THURSDAY_10_UTC)),
    ).toBe("Nothing is deliverable until a contact type is chosen");
  });
});
