import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { campaignLeads, crmContacts, crmPulls } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createCampaign } from "@/lib/features/campaigns/campaigns";
import { deliverCampaignShare } from "@/lib/features/campaigns/delivery/deliver-leads";
import { launchCampaign } from "@/lib/features/campaigns/lifecycle";
import type { CampaignInput } from "@/lib/features/campaigns/schema";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { searchContacts } from "@/lib/features/search/search";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { createConnection } from "./connections";
import { forgetCrmVersion } from "./crm-audience";

/*
 * "Already in my CRM" in the audience engine: the Live Estimate counts the audience members the
 * CRM holds and, with `excludeInCrm`, drops by exactly that many; delivery never sends them.
 */

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const clock = fixedClock("2026-03-24T09:00:00Z");

beforeAll(async () => {
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 600, seed: 23 });
});

async function accountWithCrm(email: string): Promise<{ ctx: Ctx; connectionId: string }> {
  const { accountId } = await createAccount(db, { email, plan: "pro" });
  const ctx = { db, accountId, clock };
  const connection = await createConnection(ctx, {
    vendor: "hubspot",
    token: "pat-na1-test-token",
  });
  return { ctx, connectionId: connection.id };
}

/** The CRM as a pull would leave it: these e-mails and domains, plus some Leadwise lacks. */
async function fillCrm(ctx: Ctx, connectionId: string, emails: string[], domains: string[] = []) {
  const rows = [
    ...emails.map((email, i) => ({ email, domain: null as string | null, i })),
    ...domains.map((domain, i) => ({ email: null as string | null, domain, i: 10_000 + i })),
    ...Array.from({ length: 30 }, (_, i) => ({
      email: `stranger${i}@nowhere.example`,
      domain: `nowhere${i}.example`,
      i: 20_000 + i,
    })),
  ];
  await db.insert(crmContacts).values(
    rows.map((r) => ({
      connectionId,
      accountId: ctx.accountId,
      recordId: String(r.i),
      email: r.email,
      domain: r.domain,
      modifiedAt: new Date(),
    })),
  );
  await db
    .update(crmPulls)
    .set({ status: "done", updatedAt: sql`now()` })
    .where(eq(crmPulls.connectionId, connectionId));
  forgetCrmVersion(ctx.accountId);
}

/** Profiles of the targeting (seniority) with an e-mail, and their addresses. */
async function audienceOf(seniority: string) {
  return db.execute<{ id: string; email: string; domain: string | null }>(sql`
    select p.id, lower(c.value) as email, lower(p.company_domain) as domain
    from profiles p join contacts c on c.profile_id = p.id and c.kind = 'email'
    where p.seniority = ${seniority} and p.owner_account_id is null order by p.seq`);
}

describe("excludeInCrm", () => {
  it("drops the estimate by exactly the audience members whose e-mail the CRM holds", async () => {
    const { ctx, connectionId } = await accountWithCrm("crm-estimate@example.com");
    const filters = { seniorities: ["manager" as const] };
    const before = await estimateAudience(ctx, { filters });
    // Connected, nothing pulled yet: none of the audience is in the CRM.
    expect(before.inCrm).toEqual({ people: 0, companies: 0, excluded: 0 });
    const audience = await audienceOf("manager");
    const inCrm = audience.filter((_, i) => i % 3 === 0);
    await fillCrm(
      ctx,
      connectionId,
      inCrm.map((r) => r.email),
    );
    const people = new Set(inCrm.map((r) => r.id)).size;
    expect(people).toBeGreaterThan(5);

    const counted = await estimateAudience(ctx, { filters });
    expect(counted.count).toBe(before.count);
    expect(counted.inCrm).toMatchObject({ people, excluded: 0 });

    const excluded = await estimateAudience(ctx, {
      filters: { ...filters, excludeInCrm: { people: true } },
    });
    expect(excluded.count).toBe(before.count - people);
    expect(excluded.inCrm).toEqual({ people, companies: 0, excluded: people });
  });

  it("leaves out people at companies whose domain the CRM holds, and both together", async () => {
    const { ctx, connectionId } = await accountWithCrm("crm-companies@example.com");
    const filters = { seniorities: ["director" as const] };
    const audience = await audienceOf("director");
    const domain = audience.find((r) => r.domain)?.domain ?? "";
    const email = audience.find((r) => r.domain !== domain)?.email ?? "";
    await fillCrm(ctx, connectionId, [email], [domain]);
    const [atCompany] = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from profiles
      where seniority = 'director' and owner_account_id is null and lower(company_domain) = ${domain}`);
    const base = await estimateAudience(ctx, { filters });
    expect(base.inCrm).toEqual({ people: 1, companies: atCompany?.n, excluded: 0 });
    const companies = await estimateAudience(ctx, {
      filters: { ...filters, excludeInCrm: { companies: true } },
    });
    expect(companies.count).toBe(base.count - (atCompany?.n ?? 0));
    const both = await estimateAudience(ctx, {
      filters: { ...filters, excludeInCrm: { people: true, companies: true } },
    });
    expect(both.count).toBe(base.count - (atCompany?.n ?? 0) - 1);
    expect(both.inCrm?.excluded).toBe((atCompany?.n ?? 0) + 1);
  });

  it("is the account's own: another account's CRM changes nothing", async () => {
    const mine = await accountWithCrm("crm-mine@example.com");
    const other = await accountWithCrm("crm-other@example.com");
    const audience = await audienceOf("vp");
    await fillCrm(
      other.ctx,
      other.connectionId,
      audience.map((r) => r.email),
    );
    await fillCrm(mine.ctx, mine.connectionId, []);
    const filters = { seniorities: ["vp" as const], excludeInCrm: { people: true } };
    const mineCount = await estimateAudience(mine.ctx, { filters });
    expect(mineCount.inCrm).toEqual({ people: 0, companies: 0, excluded: 0 });
    const otherCount = await estimateAudience(other.ctx, { filters });
    expect(otherCount.count).toBe(mineCount.count - new Set(audience.map((r) => r.id)).size);
  });

  it("leaves them out of a contact search too, its total as the estimate counts", async () => {
    const { ctx, connectionId } = await accountWithCrm("crm-search@example.com");
    const audience = await audienceOf("head");
    const inCrm = audience.filter((_, i) => i % 2 === 1);
    await fillCrm(
      ctx,
      connectionId,
      inCrm.map((r) => r.email),
    );
    const filters = { seniorities: ["head" as const], excludeInCrm: { people: true } };
    const estimate = await estimateAudience(ctx, { filters });
    const page = await searchContacts(ctx, { filters, limit: 100 });
    expect(page.total).toBe(estimate.count);
    const held = new Set(inCrm.map((r) => r.id));
    const ids = page.profiles.map((json) => (JSON.parse(json) as { id: string }).id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => held.has(id))).toEqual([]);
  });

  it("never delivers a person the CRM holds when the campaign leaves them out", async () => {
    const { ctx, connectionId } = await accountWithCrm("crm-deliver@example.com");
    const audience = await audienceOf("owner");
    const inCrm = audience.filter((_, i) => i % 2 === 0);
    await fillCrm(
      ctx,
      connectionId,
      inCrm.map((r) => r.email),
    );
    const filters = { seniorities: ["owner" as const], excludeInCrm: { people: true } };
    const estimate = await estimateAudience(ctx, { filters });
    const campaign = await createCampaign(ctx, {
      name: "Not in CRM",
      filters,
      delivery: {
        email: true,
        days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
        window: { start: "00:00", end: "23:59" },
        timezone: "UTC",
        leadsPerDay: 1000,
      },
    } as CampaignInput);
    await launchCampaign(ctx, campaign.id);
    clock.set("2026-03-24T23:00:00Z");
    await deliverCampaignShare(db, campaign.id, { clock, tickSeconds: 1800 });
    const leads = await db
      .select({ profileId: campaignLeads.profileId })
      .from(campaignLeads)
      .where(eq(campaignLeads.campaignId, campaign.id));
    const held = new Set(inCrm.map((r) => r.id));
    expect(leads.length).toBe(estimate.deliverable);
    expect(leads.filter((l) => held.has(l.profileId))).toEqual([]);
  });
});
