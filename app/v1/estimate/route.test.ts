import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { setExactBreakdownUpTo } from "@/lib/engines/audience";
import { refreshAudienceIndex } from "@/lib/engines/audience/index-store";
import { createAccount } from "@/lib/features/accounts/create-account";
import { getUsage } from "@/lib/features/allowances/usage";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { Estimate } from "@/lib/features/estimate/schema";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import type { Targeting } from "@/lib/model/targeting/schema";
import { POST } from "./route";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let account: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 2_000, seed: 5 });
  account = await createAccount(db, { email: "estimate@example.com", plan: "free" });
}, 120_000);

const estimate = (body: unknown, apiKey = account.apiKey) =>
  POST(
    new Request("http://test/v1/estimate", {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}` },
      body: JSON.stringify(body),
    }),
  );

describe("POST /v1/estimate", () => {
  it("answers counts, deliverable, weekly delivery and top-5 breakdowns, free of allowance", async () => {
    const before = await getUsage({ db, accountId: account.accountId, clock: systemClock });
    const res = await estimate({
      filters: { seniorities: ["manager", "director"] },
      delivery: { email: true, mobile: true, days: ["mon", "wed", "fri"], leadsPerDay: 20 },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual([
      "breakdown",
      "count",
      "deliverable",
      "doNotContact",
      "exact",
      "perWeek",
      "recentlyDelivered",
      "tookMs",
      "withAny",
      "withBoth",
      "withEmail",
      "withMobile",
      "withWorkEmail",
    ]);
    expect(body.count).toBeGreaterThan(0);
    expect(body.exact).toBe(true);
    expect(body.withEmail).toBeLessThanOrEqual(body.count);
    expect(body.withWorkEmail).toBeLessThanOrEqual(body.withEmail);
    // E-mail and mobile chosen, requireContact left out: "any", whoever has at least one.
    expect(body.withAny).toBe(body.withEmail + body.withMobile - body.withBoth);
    expect(body.deliverable).toBe(body.withAny);
    expect(body.withBoth).toBeLessThanOrEqual(Math.min(body.withEmail, body.withMobile));
    expect(body.perWeek).toBe(Math.min(body.deliverable, 60));
    expect(Object.keys(body.breakdown).sort()).toEqual([
      "companySize",
      "country",
      "industry",
      "seniority",
    ]);
    expect(body.breakdown.seniority.map((r: { value: string }) => r.value).sort()).toEqual([
      "director",
      "manager",
    ]);
    for (const rows of Object.values(body.breakdown) as { count: number }[][]) {
      expect(rows.length).toBeLessThanOrEqual(5);
      expect(rows.map((r) => r.count)).toEqual([...rows.map((r) => r.count)].sort((a, b) => b - a));
    }
    expect(typeof body.tookMs).toBe("number");
    const after = await getUsage({ db, accountId: account.accountId, clock: systemClock });
    expect(after).toEqual(before);
  });

  it("counts deliverable as the contact types the delivery asks for", async () => {
    const everyone = await (await estimate({ filters: {} })).json();
    expect(everyone.deliverable).toBe(everyone.withEmail);
    const mobile = await (
      await estimate({ filters: {}, delivery: { email: false, mobile: true } })
    ).json();
    expect(mobile.deliverable).toBe(mobile.withMobile);
    expect(mobile.perWeek).toBe(Math.min(mobile.withMobile, 50 * 5));
    const both = { email: true, mobile: true };
    const any = await (await estimate({ filters: {}, delivery: both })).json();
    const all = await (
      await estimate({ filters: {}, delivery: { ...both, requireContact: "all" } })
    ).json();
    expect(any.deliverable).toBe(any.withAny);
    expect(all.deliverable).toBe(all.withBoth);
    expect(all.deliverable).toBeLessThan(any.deliverable);
    // Neither chosen: every lead is delivered with what is chosen, so nobody is deliverable,
    // as the Delivery step's forecast says; the audience is still counted.
    const neither = await (
      await estimate({ filters: {}, delivery: { email: false, mobile: false } })
    ).json();
    expect(neither.count).toBeGreaterThan(0);
    expect(neither.deliverable).toBe(0);
    expect(neither.perWeek).toBe(0);
  });

  it("with work e-mail only, counts only work addresses as e-mail, in every figure", async () => {
    const anyAddress = await (await estimate({ filters: {} })).json();
    const work = await (await estimate({ filters: {}, delivery: { workEmailOnly: true } })).json();
    expect(work.withEmail).toBe(anyAddress.withWorkEmail);
    expect(work.withEmail).toBeLessThan(anyAddress.withEmail);
    expect(work.deliverable).toBe(work.withEmail);
    const both = { email: true, mobile: true, workEmailOnly: true };
    const any = await (await estimate({ filters: {}, delivery: both })).json();
    expect(any.withAny).toBe(any.withEmail + any.withMobile - any.withBoth);
    expect(any.deliverable).toBe(any.withAny);
    expect(any.withBoth).toBeLessThanOrEqual(anyAddress.withBoth);
  });

  it("with verifiedWithinDays, counts only people whose e-mail was seen or verified lately", async () => {
    // A third of the people with e-mail were last seen 30 days ago; the rest today.
    await db.execute(sql`update profiles set email_verified_at = now() - interval '30 days'
      where seq % 3 = 0`);
    await refreshAudienceIndex(db);
    // An account of its own: its requests leave the others' rate limit alone.
    const { apiKey } = await createAccount(db, { email: "fresh@example.com", plan: "pro" });
    const [recent] = await db.execute<{ n: number }>(sql`select count(*)::int as n from profiles
      where has_email and email_verified_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc' - interval '7 days'`);
    const all = await (await estimate({ filters: {} }, apiKey)).json();
    const res = await estimate({ filters: { verifiedWithinDays: 7 } }, apiKey);
    expect(res.status).toBe(200);
    const fresh = await res.json();
    expect(fresh.count).toBe(recent?.n);
    expect(fresh.count).toBeGreaterThan(0);
    expect(fresh.count).toBeLessThan(all.withEmail);
    // Everyone kept has an e-mail address.
    expect(fresh.withEmail).toBe(fresh.count);
    const month = await (await estimate({ filters: { verifiedWithinDays: 31 } }, apiKey)).json();
    expect(month.count).toBe(all.withEmail);
    for (const days of [0, 3651, 1.5, "7"]) {
      const bad = await estimate({ filters: { verifiedWithinDays: days } }, apiKey);
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors.map((e: { path: string }) => e.path)).toContain(
        "filters.verifiedWithinDays",
      );
    }
  });

  it("answers 400 problem+json with the path of an unknown key or value", async () => {
    for (const [body, path] of [
      [{ filters: { titles: { contains: ["cto"] } } }, "filters.titles.contains"],
      [{ filters: { industries: ["Underwater Basket Weaving"] } }, "filters.industries.0"],
      [{ filters: {}, delivery: { days: ["someday"] } }, "delivery.days.0"],
    ] as const) {
      const res = await estimate(body);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect((await res.json()).errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });
});

describe("POST /v1/estimate of an audience wider than an exact breakdown visits", () => {
  // Two filters of several values each: no one set holds the audience with few others, so an
  // exact breakdown visits the audience (at millions of profiles, millions of visits).
  const wide = {
    filters: {
      seniorities: ["senior", "manager", "director", "entry"],
      companySizes: ["11-50", "51-200", "201-500", "501-1000", "1001-5000"],
    },
  };

  it("answers exact counts and a breakdown from a sample, saying how it was taken", async () => {
    // An account of its own: the file's other requests use up the first one's rate limit.
    const own = await createAccount(db, { email: "wide-estimate@example.com", plan: "free" });
    const exact = await (await estimate(wide, own.apiKey)).json();
    expect(exact.breakdownSampled).toBeUndefined();
    setExactBreakdownUpTo(100);
    try {
      const res = await estimate(wide, own.apiKey);
      expect(res.status).toBe(200);
      const body = Estimate.parse(await res.json());
      expect(body.breakdownSampled?.oneIn).toBeGreaterThanOrEqual(2);
      expect(body.breakdownSampled?.people).toBeGreaterThan(0);
      expect(body.breakdownSampled?.people).toBeLessThan(body.count);
      const figures = [
        "count",
        "withEmail",
        "withMobile",
        "withBoth",
        "withWorkEmail",
        "deliverable",
      ];
      for (const k of figures) expect(body[k as keyof typeof body]).toBe(exact[k]);
      // Only values the audience has, fewest people first never.
      for (const key of ["seniority", "companySize"] as const) {
        const allowed = wide.filters[key === "seniority" ? "seniorities" : "companySizes"];
        for (const row of body.breakdown[key]) expect(allowed).toContain(row.value);
        const counts = body.breakdown[key].map((r) => r.count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }
    } finally {
      setExactBreakdownUpTo(undefined);
    }
  });
});

describe("POST /v1/estimate with sample", () => {
  it("previews up to `sample` matching people in outline, the same ones each time, free", async () => {
    const before = await getUsage({ db, accountId: account.accountId, clock: systemClock });
    const body = { filters: { locations: { countries: ["Germany"] } }, sample: 10 };
    const first = await (await estimate(body)).json();
    expect(first.count).toBeGreaterThan(10);
    expect(first.sample).toHaveLength(10);
    for (const person of first.sample) {
      // Who they are in outline and which contact kinds exist; never an address or a number.
      expect(Object.keys(person).sort()).toEqual([
        "company",
        "contacts",
        "country",
        "name",
        "own",
        "title",
      ]);
      expect(person.own).toBe(false);
      expect(person.country).toBe("Germany");
      expect(person.name).toMatch(/^\S.* \p{Lu}\.$|^[^.]+$/u);
      expect(person.contacts.every((k: string) => k === "email" || k === "mobile")).toBe(true);
      expect(JSON.stringify(person)).not.toMatch(/@|\+\d{6}/);
    }
    const again = await (await estimate(body)).json();
    expect(again.sample).toEqual(first.sample);
    const after = await getUsage({ db, accountId: account.accountId, clock: systemClock });
    expect(after).toEqual(before);
  });

  it("answers fewer people for a small audience, none when asked for 0, and no sample unasked", async () => {
    const rare = await (
      await estimate({ filters: { locations: { countries: ["Germany"] } }, sample: 3 })
    ).json();
    expect(rare.sample).toHaveLength(3);
    const zero = await (await estimate({ filters: {}, sample: 0 })).json();
    expect(zero.sample).toEqual([]);
    const unasked = await (await estimate({ filters: {} })).json();
    expect(unasked).not.toHaveProperty("sample");
  });

  it("answers the counts without people past the account's daily cap, saying so in sampleLimit", async () => {
    const capped = await createAccount(db, { email: "capped@example.com", previewPeoplePerDay: 5 });
    const ask = async (body: unknown) =>
      (
        await POST(
          new Request("http://test/v1/estimate", {
            method: "POST",
            headers: { authorization: `Bearer ${capped.apiKey}` },
            body: JSON.stringify(body),
          }),
        )
      ).json();
    const filters = { locations: { countries: ["Germany"] } };
    const first = await ask({ filters, sample: 5 });
    expect(first.sample).toHaveLength(5);
    expect(first.sampleLimit).toEqual({ perDay: 5, seenToday: 5, reached: false });
    const past = await ask({ filters, sample: 10 });
    expect(past).not.toHaveProperty("sample");
    expect(past.sampleLimit).toEqual({ perDay: 5, seenToday: 5, reached: true });
    expect(past.count).toBe(first.count);
    expect(past.breakdown).toEqual(first.breakdown);
  });

  it("refuses a sample outside 0..10 with 400 naming `sample`", async () => {
    for (const sample of [11, -1, 2.5, "10"]) {
      const res = await estimate({ filters: {}, sample });
      expect(res.status).toBe(400);
      expect((await res.json()).errors.map((e: { path: string }) => e.path)).toContain("sample");
    }
  });

  // The domain function itself: the route passes its answer through, and a dozen requests in a
  // row would meet the key's rate limit.
  it("at zero, says what removing each active filter alone would count, the most first", async () => {
    const ctx = { db, accountId: account.accountId };
    const count = async (filters: Targeting) => (await estimateAudience(ctx, { filters })).count;
    // Germany both included and excluded: nobody matches, whatever the seniority.
    const filters: Targeting = {
      seniorities: ["director"],
      locations: { countries: ["Germany"], exclude: { countries: ["Germany"] } },
    };
    const zero = await estimateAudience(ctx, { filters });
    expect(zero.count).toBe(0);
    const expected = [
      {
        filter: "locations",
        label: "Country",
        count: await count({
          seniorities: ["director"],
          locations: { exclude: { countries: ["Germany"] } },
        }),
      },
      {
        filter: "locations.exclude.countries",
        label: "Excluded countries",
        count: await count({ seniorities: ["director"], locations: { countries: ["Germany"] } }),
      },
      { filter: "seniorities", label: "Seniority", count: 0 },
    ];
    expect(expected[1]?.count).toBeGreaterThan(0);
    expect(expected[0]?.count).toBeGreaterThan(expected[1]?.count ?? 0);
    expect(zero.loosen).toEqual(expected);
    // Not given when people match, nor when there is no filter to loosen.
    expect(
      await estimateAudience(ctx, { filters: { seniorities: ["director"] } }),
    ).not.toHaveProperty("loosen");
  });
});
