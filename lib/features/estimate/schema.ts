import { z } from "zod";
import { Delivery } from "@/lib/model/targeting/delivery-schema";
import { Targeting } from "@/lib/model/targeting/schema";

/** POST /v1/estimate body. Client-safe: the Live Estimate panel posts exactly this. */
export const EstimateRequest = z.strictObject({
  filters: Targeting.default({}),
  delivery: Delivery.optional(),
  sample: z
    .int()
    .min(0)
    .max(10)
    .optional()
    .describe(
      "Answer a preview of this many matching people (0–10) in `sample`: a short name, title, company, country and which contact kinds they have, never the contacts. Free, like the rest, up to a daily number of distinct people per account (`sampleLimit`).",
    ),
});
export type EstimateRequest = z.input<typeof EstimateRequest>;

export const BreakdownRow = z.strictObject({ value: z.string(), count: z.int() });
export type BreakdownRow = z.infer<typeof BreakdownRow>;

/** One person of the preview: who they are in outline, never how to reach them. */
export const SamplePerson = z.strictObject({
  name: z.string().describe('First name and last initial, e.g. "Jane D."'),
  title: z.string().nullable(),
  company: z.string().nullable(),
  country: z.string().nullable(),
  own: z
    .boolean()
    .describe("True for one of the account's own contacts (a person it imported itself)."),
  contacts: z
    .array(z.enum(["email", "mobile"]))
    .describe("The contact kinds this person has (their values are never part of a preview)."),
});
export type SamplePerson = z.infer<typeof SamplePerson>;

/** The account's daily cap on the preview's people, as the answer's preview left it. */
export const SampleLimit = z.strictObject({
  perDay: z
    .int()
    .describe("Distinct people the preview shows the account a day (UTC): a setting of its plan."),
  seenToday: z
    .int()
    .describe("Distinct people the preview has shown the account today, this answer's included."),
  reached: z
    .boolean()
    .describe(
      "True when this preview's new people would take the account past `perDay`: `sample` is left out and the counts are answered as ever. People already shown today are shown again; new ones from 00:00 UTC.",
    ),
});
export type SampleLimit = z.infer<typeof SampleLimit>;
/** A filter that, removed on its own, would let people match a targeting that matches none. */
export const Loosen = z.strictObject({
  filter: z
    .string()
    .describe(
      "The filter's dotted key in the targeting (`seniorities`, `titles.exclude`, …); `locations` stands for continents, countries, states and cities together.",
    ),
  label: z.string().describe('What the wizard calls the filter, e.g. "Country".'),
  count: z.int().describe("Matching profiles (as `count`) with this filter removed."),
});
export type Loosen = z.infer<typeof Loosen>;

/** POST /v1/estimate answer. */
export const Estimate = z.strictObject({
  count: z
    .int()
    .describe(
      "Profiles matching the filters, less those on the account's do-not-contact list (and those `filters.excludeInCrm` leaves out)",
    ),
  doNotContact: z
    .int()
    .describe("Profiles matching the filters that the account's do-not-contact list removes"),
  recentlyDelivered: z
    .int()
    .describe(
      "Profiles matching the filters skipped as delivered by the account's campaigns in the last delivery.skipDeliveredDays days",
    ),
  inCrm: z
    .strictObject({
      people: z
        .int()
        .describe(
          "Of the audience (do-not-contact and recent leads left out), people with an e-mail address the account's CRM holds",
        ),
      companies: z
        .int()
        .describe("Of the audience, people at a company whose domain the account's CRM holds"),
      excluded: z
        .int()
        .describe(
          "Those the targeting's `excludeInCrm` left out of `count` (0 when it leaves out nobody)",
        ),
    })
    .optional()
    .describe(
      'Present when the account has pulled a CRM (docs/crm.md, "Already in my CRM"): how much of the audience the CRM already holds.',
    ),
  exact: z
    .boolean()
    .describe(
      "False while the index still reflects older data than the database holds (being rebuilt).",
    ),
  withEmail: z
    .int()
    .describe(
      "Profiles with an e-mail address; with delivery.workEmailOnly, with a work address (as in withBoth and withAny).",
    ),
  withWorkEmail: z
    .int()
    .describe(
      "Profiles with a work e-mail address (not typed `personal`, not at a webmail or disposable domain): what delivery.workEmailOnly keeps.",
    ),
  withMobile: z.int(),
  withBoth: z.int().describe("Profiles with an e-mail address and a mobile number."),
  withAny: z.int().describe("Profiles with an e-mail address or a mobile number (or both)."),
  deliverable: z
    .int()
    .describe(
      "Profiles the delivery can send: those with the chosen contact kinds, any or all of them as delivery.requireContact says; 0 when the delivery chooses neither e-mail nor mobile.",
    ),
  perWeek: z.int().describe("min(deliverable, leadsPerDay × delivery days per week)."),
  breakdown: z
    .strictObject({
      country: z.array(BreakdownRow),
      seniority: z.array(BreakdownRow),
      industry: z.array(BreakdownRow),
      companySize: z.array(BreakdownRow),
    })
    .describe(
      "The most frequent values of four dimensions among the matching profiles: exact, unless `breakdownSampled` is present.",
    ),
  breakdownSampled: z
    .strictObject({
      oneIn: z
        .int()
        .min(2)
        .describe(
          "The sample's stride: 512 consecutive people of every `oneIn` × 512 in the index's order.",
        ),
      people: z.int().min(0).describe("How many of the matching people the sample held."),
    })
    .optional()
    .describe(
      "Present when the audience is so wide that an exact breakdown would take too long (millions of profiles, several filters): `breakdown` was counted from an evenly spread sample of it, scaled to `count` and rounded to three significant figures or coarser (to the order of each figure's standard error). `count` and every contact count stay exact.",
    ),
  sample: z
    .array(SamplePerson)
    .optional()
    .describe(
      "Present when the request asks for `sample`, unless `sampleLimit.reached`: up to that many matching people, evenly spread over the audience and the same for the same audience.",
    ),
  sampleLimit: SampleLimit.optional().describe(
    "Present when the request asks for a `sample` of 1 or more: the account's daily cap on the distinct people previews show it, and whether this one was withheld by it.",
  ),
  loosen: z
    .array(Loosen)
    .optional()
    .describe(
      "Present when `count` is 0 and a filter is set: each active filter with what removing it alone would count, the one giving the most first (ties in the Targeting step's order).",
    ),
  tookMs: z.number(),
});
export type Estimate = z.infer<typeof Estimate>;
