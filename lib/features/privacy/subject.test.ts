import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  campaignLeads,
  contacts,
  emailSuppressions,
  listItems,
  privacyAudit,
  profiles,
  providerCache,
  suppressedProfiles,
} from "@/db/schema";
import { fixedClock } from "@/lib/core/clock";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import { createAccount } from "@/lib/features/accounts/create-account";
import {
  createTestDbWithAudience,
  deliverCampaign,
} from "@/lib/features/campaigns/testing/fixtures";
import { addDncEntries } from "@/lib/features/do-not-contact/entries";
import { sampleProfile } from "@/lib/features/enrichment/enrichment-fixtures";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";
import { addressHash } from "@/lib/model/suppression/address";
import { exportSubject } from "./subject";

process.env.AUTH_SECRET ??= "test-secret-for-subject-requests";

let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
let url: string;
const clock = fixedClock("2026-03-23T10:00:00Z");
const ADDRESS = "first1.0@example.com";
const run = promisify(execFile);

beforeAll(async () => {
  ({ db, url } = await createTestDbWithAudience(6));
  const account = await createAccount(db, { email: "dsr@example.com", plan: "pro" });
  const ctx = { db, accountId: account.accountId, clock };
  await deliverCampaign(ctx, {
    name: "Globex",
    filters: { companies: { include: ["Globex"] } },
    saveToList: { enabled: true, listName: "Globex people" },
  });
  await addDncEntries(ctx, { entries: [{ email: ADDRESS }] });
  // Two providers' answers cached for the account: one delivered the address, one another's.
  const found = (value: string) => ({
    profile: { fn: "First1" },
    email: [{ value, type: "professional" }],
    mobile: [],
  });
  await db.insert(providerCache).values([
    {
      accountId: account.accountId,
      provider: "pdl",
      queryHash: "q1",
      outcome: "found",
      found: found("First1.0@Example.com"),
    },
    {
      accountId: account.accountId,
      provider: "pdl",
      queryHash: "q2",
      outcome: "found",
      found: found("someone.else@example.com"),
    },
  ]);
});

describe("data-subject requests", () => {
  it("export gathers profiles, contacts, sources, deliveries and lists, and is audited", async () => {
    const out = await exportSubject(
      { db, clock },
      { email: " First1.0@Example.com", actor: "test" },
    );
    expect(out.email).toBe(ADDRESS);
    expect(out.profiles).toHaveLength(1);
    expect(out.profiles[0]).toMatchObject({
      id: "p_1",
      data: { fn: "First1" },
      organization: { name: "Globex" },
      suppressed: false,
    });
    expect(out.contacts).toContainEqual(
      expect.objectContaining({ kind: "email", value: ADDRESS, source: "alpha" }),
    );
    expect(out.deliveries).toEqual([
      expect.objectContaining({ profileId: "p_1", campaign: "Globex" }),
    ]);
    expect(out.listEntries).toEqual([
      expect.objectContaining({ profileId: "p_1", list: "Globex people" }),
    ]);
    expect(out.doNotContact).toEqual([expect.objectContaining({ kind: "email", value: ADDRESS })]);
    expect(out.providerAnswers).toEqual([
      expect.objectContaining({
        provider: "pdl",
        found: expect.objectContaining({ profile: { fn: "First1" } }),
      }),
    ]);
    expect(out.suppression).toBeNull();
    const audit = await db.select().from(privacyAudit);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "subject.export",
        subjectHash: addressHash(ADDRESS),
        actor: "test",
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain("first1");
  });

  it("`npm run admin -- subject delete` erases the person, suppresses the address, audits it", async () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const { stdout } = await run(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/admin.ts", "subject", "delete", "--email", "FIRST1.0@example.com"],
      { cwd: root, env: { ...process.env, DATABASE_URL: url } },
    );
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({
      email: ADDRESS,
      suppressed: true,
      deleted: { profiles: 1, contacts: 2, campaignLeads: 1, listItems: 1, providerAnswers: 1 },
    });
    expect((await db.select().from(providerCache)).map((r) => r.queryHash)).toEqual(["q2"]);
    expect(await db.select().from(profiles).where(eq(profiles.id, "p_1"))).toEqual([]);
    expect(await db.select().from(contacts).where(eq(contacts.profileId, "p_1"))).toEqual([]);
    expect(await db.select().from(campaignLeads).where(eq(campaignLeads.profileId, "p_1"))).toEqual(
      [],
    );
    expect(await db.select().from(listItems).where(eq(listItems.profileId, "p_1"))).toEqual([]);
    expect(await db.select().from(emailSuppressions)).toEqual([
      expect.objectContaining({ addressHash: addressHash(ADDRESS), method: "admin" }),
    ]);
    const [audit] = await db
      .select()
      .from(privacyAudit)
      .where(eq(privacyAudit.action, "subject.delete"));
    expect(audit).toMatchObject({ subjectHash: addressHash(ADDRESS), detail: { profiles: 1 } });
    expect(audit?.actor).toMatch(/^admin-cli:/);
  });

  it("a later import of the person stays suppressed", async () => {
    await saveProfiles(db, [sampleProfile(1)], { source: "alpha" });
    expect(await db.select().from(suppressedProfiles)).toEqual([
      expect.objectContaining({ profileId: "p_1" }),
    ]);
    await refreshAudienceIndex(db);
    const globex = await estimateAudience(
      { db },
      { filters: { companies: { include: ["Globex"] } } },
    );
    expect(globex.count).toBe(1);
    const [{ n } = { n: -1 }] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from profiles where company_name = 'Globex'`,
    );
    expect(n).toBe(2);
  });
});
