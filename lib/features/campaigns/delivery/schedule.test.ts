import { describe, expect, it } from "vitest";
import { Delivery } from "@/lib/model/targeting/delivery-schema";
import {
  deliverySlot,
  describeSchedule,
  nextDeliveryTime,
  zonedParts,
  zonedTimeToUtc,
} from "./schedule";

const paris = Delivery.parse({
  days: ["mon", "tue", "wed", "thu", "fri"],
  window: { start: "09:00", end: "17:00" },
  timezone: "Europe/Paris",
  leadsPerDay: 80,
});

describe("time zones", () => {
  it("reads wall-clock time in the campaign's zone, across DST", () => {
    // 2026-03-29 is the EU spring-forward Sunday: 02:00 CET → 03:00 CEST.
    expect(zonedParts(new Date("2026-03-28T08:00:00Z"), "Europe/Paris")).toMatchObject({
      hour: 9,
      weekday: "sat",
    });
    expect(zonedParts(new Date("2026-03-30T08:00:00Z"), "Europe/Paris")).toMatchObject({
      hour: 10,
      weekday: "mon",
    });
    expect(
      zonedTimeToUtc({ year: 2026, month: 3, day: 27 }, 9 * 60, "Europe/Paris").toISOString(),
    ).toBe("2026-03-27T08:00:00.000Z");
    expect(
      zonedTimeToUtc({ year: 2026, month: 3, day: 30 }, 9 * 60, "Europe/Paris").toISOString(),
    ).toBe("2026-03-30T07:00:00.000Z");
    // US fall-back: 2026-11-01, New York 09:00 is 14:00Z after the change, 13:00Z before.
    expect(
      zonedTimeToUtc({ year: 2026, month: 10, day: 30 }, 9 * 60, "America/New_York").toISOString(),
    ).toBe("2026-10-30T13:00:00.000Z");
    expect(
      zonedTimeToUtc({ year: 2026, month: 11, day: 2 }, 9 * 60, "America/New_York").toISOString(),
    ).toBe("2026-11-02T14:00:00.000Z");
  });
});

describe("deliverySlot", () => {
  it("is closed outside the window and on days not chosen", () => {
    expect(deliverySlot(paris, new Date("2026-03-27T07:59:00Z"), 60).inWindow).toBe(false); // Fri 08:59
    expect(deliverySlot(paris, new Date("2026-03-27T16:00:00Z"), 60).inWindow).toBe(false); // Fri 17:00
    expect(deliverySlot(paris, new Date("2026-03-28T10:00:00Z"), 60).inWindow).toBe(false); // Sat
  });

  it("spreads the day's leads across the window, a share at the first tick", () => {
    const first = deliverySlot(paris, new Date("2026-03-27T08:00:00Z"), 60);
    expect(first.inWindow).toBe(true);
    expect(first.dueByNow).toBe(1); // 80 leads over 480 minutes: one share per tick
    const midday = deliverySlot(paris, new Date("2026-03-27T12:00:00Z"), 60);
    expect(midday.dueByNow).toBe(Math.ceil((80 * 241) / 480));
    const last = deliverySlot(paris, new Date("2026-03-27T15:59:30Z"), 60);
    expect(last.dueByNow).toBe(80);
  });

  it("follows the zone's clock after the DST change (09:00 local is 07:00Z in summer)", () => {
    expect(deliverySlot(paris, new Date("2026-03-30T06:59:00Z"), 60).inWindow).toBe(false);
    expect(deliverySlot(paris, new Date("2026-03-30T07:00:00Z"), 60).inWindow).toBe(true);
    const slot = deliverySlot(paris, new Date("2026-03-30T07:00:00Z"), 60);
    expect(slot.localDay).toBe("2026-03-30");
    expect(slot.dayStart.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(slot.dayEnd.toISOString()).toBe("2026-03-30T22:00:00.000Z");
  });

  it("has a 23-hour local day on spring-forward", () => {
    const sunday = Delivery.parse({ ...paris, days: ["sun"] });
    const slot = deliverySlot(sunday, new Date("2026-03-29T10:00:00Z"), 60);
    expect(slot.dayEnd.getTime() - slot.dayStart.getTime()).toBe(23 * 3600_000);
  });
});

describe("schedule in words", () => {
  it("reads like a person would say it", () => {
    expect(describeSchedule(paris)).toBe("Mon–Fri, 09:00–17:00 Europe/Paris, 80 leads a day");
    expect(
      describeSchedule(Delivery.parse({ ...paris, days: ["mon", "wed", "fri"], leadsPerDay: 1 })),
    ).toBe("Mon, Wed, Fri, 09:00–17:00 Europe/Paris, 1 lead a day");
    expect(
      describeSchedule(
        Delivery.parse({ ...paris, startDate: "2026-12-01", endDate: "2026-12-24" }),
      ),
    ).toBe("Mon–Fri, 09:00–17:00 Europe/Paris, 80 leads a day, from 2026-12-01 to 2026-12-24");
  });

  it("waits for a start date and stops at an end date", () => {
    const later = Delivery.parse({ ...paris, startDate: "2026-04-08" });
    // Friday 27 March → the first window on or after Wednesday 8 April, 09:00 CEST.
    expect(nextDeliveryTime(later, new Date("2026-03-27T09:00:00Z"))?.toISOString()).toBe(
      "2026-04-08T07:00:00.000Z",
    );
    const ended = Delivery.parse({ ...paris, endDate: "2026-03-26" });
    expect(nextDeliveryTime(ended, new Date("2026-03-27T09:00:00Z"))).toBeUndefined();
  });

  it("gives the next delivery time: now inside the window, else the next window start", () => {
    const inside = new Date("2026-03-27T09:00:00Z");
    expect(nextDeliveryTime(paris, inside)).toEqual(inside);
    expect(nextDeliveryTime(paris, new Date("2026-03-27T17:00:00Z"))?.toISOString()).toBe(
      "2026-03-30T07:00:00.000Z", // Friday evening → Monday 09:00 CEST
    );
  });
});
