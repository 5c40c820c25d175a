import { z } from "zod";
import { ruleParams } from "@/lib/core/semantic-rules";
import { RENAMED } from "./time-zone-names";

/**
 * How a campaign delivers leads (docs/api-contract.md "Campaigns", delivery). Client-safe: the wizard's
 * Delivery step and the Live Estimate use it as they are.
 */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** What every lead must have of the contact kinds chosen: at least one of them, or all. */
export const CONTACT_RULES = ["any", "all"] as const;
export type ContactRule = (typeof CONTACT_RULES)[number];

// [0-9], not \d: Python's \d (Schemathesis, jsonschema) also matches other scripts' digits.
const time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "Use HH:MM (24-hour).");

/** A calendar day that exists, YYYY-MM-DD (the pattern knows month lengths and leap years). */
const day = z.iso.date("Use a date, YYYY-MM-DD.");

/** Whether delivery dates are in order: the end, when there is one, not before the start. */
export function datesInOrder(d: { startDate?: string | null; endDate?: string | null }): boolean {
  return !d.startDate || !d.endDate || d.startDate <= d.endDate;
}

/**
 * The IANA time zones a delivery may use: those `Intl.supportedValuesOf("timeZone")` names in
 * this runtime (canonical names, as ICU spells them), the current IANA names of those IANA
 * renamed since (Asia/Kolkata beside Asia/Calcutta: the wizard offers the current ones), and UTC. The document publishes the
 * server's list as the `TimeZone` enum, so a client can pick from it and a tool can draw from it.
 */
export const TimeZone = z
  .enum(
    [
      ...new Set(["UTC", ...Intl.supportedValuesOf("timeZone"), ...Object.values(RENAMED)]),
    ].sort() as [string, ...string[]],
    {
      error: "Use an IANA time zone, e.g. Europe/Berlin (the document's TimeZone lists them).",
    },
  )
  .describe('An IANA time zone, as Intl.supportedValuesOf("timeZone") names it, or UTC.');

export const Delivery = z
  .strictObject({
    email: z.boolean().default(true),
    mobile: z.boolean().default(false),
    workEmailOnly: z
      .boolean()
      .default(false)
      .describe(
        "Deliver work e-mail addresses only: an address its source types `personal`, or at a webmail or disposable domain, is never delivered (nor charged), and a lead that needs an e-mail address needs a work one. The Live Estimate counts the same.",
      ),
    days: z
      .array(z.enum(WEEKDAYS))
      .max(WEEKDAYS.length)
      .refine((d) => new Set(d).size === d.length, "Each day at most once.")
      .meta({ uniqueItems: true })
      .default(["mon", "tue", "wed", "thu", "fri"]),
    window: z
      .strictObject({ start: time, end: time })
      .refine((w) => w.start < w.end, {
        message: "The window must end after it starts.",
        path: ["end"],
        ...ruleParams("window-order"),
      })
      .describe(
        "Hours of the delivery days, in the campaign's time zone; `end` after `start` (semantic rule `window-order`).",
      )
      .default({ start: "09:00", end: "17:00" }),
    timezone: TimeZone.default("UTC"),
    leadsPerDay: z.number().int().min(1).max(1000).default(50),
    skipDeliveredDays: z
      .number()
      .int()
      .min(1)
      .max(365)
      .nullable()
      .default(null)
      .describe(
        "Skip people any of the account's campaigns delivered in the last N days; null delivers them again",
      ),
    requireContact: z
      .enum(CONTACT_RULES)
      .default("any")
      .describe(
        "With e-mail and mobile both chosen: every lead has at least one of them (any, the default) or both (all). Each lead carries the chosen contacts it has.",
      ),
    startDate: day
      .nullable()
      .default(null)
      .describe(
        "The first day delivery may happen (YYYY-MM-DD, the campaign's time zone); null: from launch.",
      ),
    endDate: day
      .nullable()
      .default(null)
      .describe(
        "The last day delivery may happen (YYYY-MM-DD, the campaign's time zone, inclusive); null: until the audience is used up. Not before `startDate` (semantic rule `date-order`).",
      ),
  })
  .refine(datesInOrder, {
    message: "The end date must not be before the start date.",
    path: ["endDate"],
    ...ruleParams("date-order"),
  });
export type Delivery = z.infer<typeof Delivery>;
