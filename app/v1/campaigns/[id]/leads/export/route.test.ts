import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createCampaign } from "@/lib/features/campaigns/campaigns";
import { deliverCampaignShare } from "@/lib/features/campaigns/delivery/deliver-leads";
import { listCampaignLeads } from "@/lib/features/campaigns/leads";
import { launchCampaign } from "@/lib/features/campaigns/lifecycle";
import { exportHeaders } from "@/lib/features/lists/export-csv";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { GET } from "./route";

let keys: { mine: string; nosy: string };
let campaignId: string;
let ctx: Ctx;
const clock = fixedClock("2026-03-24T09:00:00Z");

beforeAll(async () => {
  const { db } = await createTestDb();
  await seedProfiles(db, { profiles: 300, seed: 5 });
  const a = await createAccount(db, { email: "campaign-export@example.com", plan: "pro" });
  const b = await createAccount(db, { email: "campaign-nosy@example.com", plan: "pro" });
  keys = { mine: a.apiKey, nosy: b.apiKey };
  ctx = { db, accountId: a.accountId, clock };
  // No list: a campaign's leads are exported from the campaign itself.
  const campaign = await createCampaign(ctx, {
    name: "Managers: Q2/EU",
    filters: { seniorities: ["manager", "senior"] },
    delivery: {
      email: true,
      mobile: false,
      days: ["tue"],
      window: { start: "09:00", end: "10:00" },
      timezone: "UTC",
      leadsPerDay: 5,
      requireContact: "all",
    },
  });
  campaignId = campaign.id;
  await launchCampaign(ctx, campaign.id);
  await deliverCampaignShare(db, campaign.id, { clock, tickSeconds: 3600 });
});

const exportLeads = (search: string, key = keys.mine, id = campaignId) =>
  GET(
    new Request(`http://test/v1/campaigns/${id}/leads/export${search}`, {
      headers: { authorization: `Bearer ${key}` },
    }),
    { params: Promise.resolve({ id }) },
  );

describe("GET /v1/campaigns/{id}/leads/export", () => {
  it("answers every delivered lead as CSV, oldest first, with the contacts the campaign delivers", async () => {
    const res = await exportLeads("?preset=crm");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="Managers_ Q2_EU leads (CRM).csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(lines[0]).toBe(exportHeaders("crm").join(","));
    const leads = await listCampaignLeads(ctx, campaignId, { limit: 100 });
    expect(leads.data).toHaveLength(5);
    expect(lines).toHaveLength(1 + 5);
    const emailAt = exportHeaders("crm").indexOf("Email");
    const phoneAt = exportHeaders("crm").indexOf("Phone Number");
    const oldestFirst = [...leads.data].reverse();
    for (const [i, lead] of oldestFirst.entries()) {
      const cells = lines[i + 1]?.split(",") ?? [];
      expect(cells[emailAt]).toBe(lead.profile.email?.[0]?.value);
      // The campaign delivers no mobile, so the export holds none either.
      expect(cells[phoneAt]).toBe("");
    }
  });

  it("answers XLSX with a header row and one row per lead", async () => {
    const res = await exportLeads("?format=xlsx");
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const sheet = new TextDecoder().decode(files["xl/worksheets/sheet1.xml"]);
    expect(sheet.match(/<row /g)).toHaveLength(1 + 5);
  });

  it("answers 404 for another account's campaign and 400 for an unknown preset", async () => {
    expect((await exportLeads("", keys.nosy)).status).toBe(404);
    expect((await exportLeads("", keys.mine, "no-such-campaign")).status).toBe(404);
    expect((await exportLeads("?preset=everything")).status).toBe(400);
  });
});
