import { describe, expect, it } from "vitest";
import { revenueBandOf } from "@/lib/model/profiles/bands";
import { domainOf, sourceUrlKey } from "@/lib/model/profiles/profile-rows";
import { Profile } from "@/lib/model/profiles/profile-schema";
import { seniorityOf } from "@/lib/model/profiles/seniority";
import { COMPANY_SIZES, REVENUE_BANDS, type Seniority } from "@/lib/model/profiles/vocabulary";
import { claimAddresses, PERSONAL_MAIL_DOMAINS } from "./emails";
import { buildWorld, type GeneratedProfile, generateProfile } from "./generate";
import { PLACES } from "./geography";

const N = 3000;
const world = buildWorld(7, N);
const people: GeneratedProfile[] = Array.from({ length: N }, (_, i) => generateProfile(world, i));
const profiles = claimAddresses(
  new Set(),
  people.map((p) => p.profile),
);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe("the synthetic data set", () => {
  it("is the same for the same seed and size, and different for another seed", () => {
    const again = buildWorld(7, N);
    for (const i of [0, 1, 500, N - 1]) {
      expect(generateProfile(again, i).profile).toEqual(profiles[i]);
    }
    const other = buildWorld(8, N);
    expect(generateProfile(other, 0).profile.id).not.toBe(profiles[0]?.id);
  });

  it("has unique profile ids, organization ids and e-mail addresses", () => {
    expect(new Set(profiles.map((p) => p.id)).size).toBe(N);
    expect(new Set(world.organizations.map((o) => o.organization.id)).size).toBe(
      world.organizations.length,
    );
    const emails = profiles.flatMap((p) => p.email?.map((e) => e.value) ?? []);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it("delivers every profile in the interface spec's exact shape", () => {
    for (const profile of profiles) {
      const parsed = Profile.safeParse(profile);
      expect(parsed.error?.issues ?? [], profile.id).toEqual([]);
    }
  });

  it("gives titles whose seniority reads back as the one the person was given", () => {
    for (const { profile, seniority } of people) {
      expect(seniorityOf(profile.title), profile.title).toBe(seniority);
    }
  });

  it("covers every seniority, company size and revenue band", () => {
    expect(new Set(people.map((p) => p.seniority)).size).toBe(11);
    expect(new Set(profiles.map((p) => p.organization?.size))).toEqual(new Set(COMPANY_SIZES));
    const bands = new Set(world.organizations.map((o) => revenueBandOf(o.organization.revenue)));
    expect(bands.size).toBeGreaterThanOrEqual(REVENUE_BANDS.length - 1);
  });

  it("correlates experience with seniority", () => {
    const years = (s: Seniority) =>
      median(people.filter((p) => p.seniority === s).map((p) => p.profile.experienceYear ?? 0));
    expect(years("intern")).toBeLessThanOrEqual(1);
    expect(years("entry")).toBeLessThan(years("senior"));
    expect(years("senior")).toBeLessThan(years("director"));
    expect(years("director")).toBeLessThan(years("c_suite"));
  });

  it("correlates revenue with company size", () => {
    const revenueOf = (size: string) =>
      median(
        world.organizations
          .filter((o) => o.sizeBand === size)
          .map((o) => REVENUE_BANDS.indexOf(revenueBandOf(o.organization.revenue) ?? "<1M")),
      );
    expect(revenueOf("1-10")).toBeLessThan(revenueOf("201-500"));
    expect(revenueOf("201-500")).toBeLessThan(revenueOf("10001+"));
  });

  it("puts founders and owners in small companies, interns and VPs in larger ones", () => {
    const smallShare = (s: Seniority) => {
      const group = people.filter((p) => p.seniority === s);
      return group.filter((p) => p.profile.organization?.size === "1-10").length / group.length;
    };
    expect(smallShare("owner")).toBeGreaterThan(0.3);
    expect(smallShare("vp")).toBeLessThan(0.1);
  });

  it("places each person in a real city, state and country, with coordinates nearby", () => {
    for (const p of profiles) {
      const place = PLACES.find(
        (x) => x.city.name === p.city && x.state.name === p.state && x.country.name === p.country,
      );
      expect(place, `${p.city}, ${p.state}, ${p.country}`).toBeDefined();
      expect(p.cc).toBe(place?.country.cc);
      expect(p.continent).toBe(place?.country.continent);
      expect(Math.abs(Number(p.geo?.lat) - (place?.city.lat ?? 0))).toBeLessThan(0.2);
      expect(Math.abs(Number(p.geo?.lon) - (place?.city.lon ?? 0))).toBeLessThan(0.2);
    }
  });

  it("gives work e-mail at the employer's domain, personal e-mail at mail providers, mobiles with the country's dial code", () => {
    const types = new Set<string>();
    for (const p of profiles) {
      for (const e of p.email ?? []) {
        const domain = e.value.split("@")[1] as string;
        types.add(e.type);
        if (e.type === "work") expect(domain).toBe(domainOf(p.organization?.website));
        else expect(PERSONAL_MAIL_DOMAINS.has(domain), domain).toBe(true);
      }
      const dial = PLACES.find((x) => x.country.name === p.country)?.country.dial;
      for (const m of p.mobile ?? []) expect(m.value.startsWith(`+${dial}`), m.value).toBe(true);
    }
    expect([...types].sort()).toEqual(["personal", "work"]);
    const withEmail = profiles.filter((p) => p.email).length / N;
    const withMobile = profiles.filter((p) => p.mobile).length / N;
    expect(withEmail).toBeGreaterThan(0.6);
    expect(withEmail).toBeLessThan(0.7);
    expect(withMobile).toBeGreaterThan(0.3);
    expect(withMobile).toBeLessThan(0.4);
  });

  it("masks the profile address, which the username restores for lookups", () => {
    for (const p of profiles) {
      expect(p.SourceUrl).toMatch(
        /^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]{1,3}\*\*\*-[0-9a-z]{6}$/,
      );
      expect(p.SourceUrl).not.toContain(p.SourceUsername);
      expect(sourceUrlKey(p)).toBe(`https://www.linkedin.com/in/${p.SourceUsername}`);
    }
  });

  it("tells a consistent career: one current job at the organization, earlier ones ending before it starts", () => {
    for (const p of profiles) {
      const [current, ...earlier] = p.experience ?? [];
      expect(current?.current).toBe(true);
      expect(current?.endDate).toBeUndefined();
      expect(current?.organization.id).toBe(p.organizationId);
      expect(p.organization?.id).toBe(p.organizationId);
      expect(current?.title).toBe(p.title);
      let after = current?.startDate ?? "";
      for (const job of earlier) {
        expect(job.current).toBe(false);
        expect((job.endDate ?? "") <= after, `${p.id} ${job.endDate} <= ${after}`).toBe(true);
        expect((job.startDate ?? "") < (job.endDate ?? "")).toBe(true);
        after = job.startDate ?? "";
      }
      expect(p.titles?.[0]).toBe(p.title);
    }
  });
});
