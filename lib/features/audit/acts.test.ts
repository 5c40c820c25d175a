import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as archive } from "@/app/v1/campaigns/[id]/archive/route";
import { POST as launch } from "@/app/v1/campaigns/[id]/launch/route";
import { GET as exportLeads } from "@/app/v1/campaigns/[id]/leads/export/route";
import { POST as pause } from "@/app/v1/campaigns/[id]/pause/route";
import { POST as resume } from "@/app/v1/campaigns/[id]/resume/route";
import { DELETE as deleteCompanyList } from "@/app/v1/company-lists/[id]/route";
import { POST as uploadCompanyList } from "@/app/v1/company-lists/route";
import { GET as exportList } from "@/app/v1/lists/[id]/export/route";
import { POST as importDnc } from "@/app/v1/suppressions/import/route";
import { POST as addDnc, DELETE as removeDnc } from "@/app/v1/suppressions/route";
import { users } from "@/db/schema";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { hashPassword } from "@/lib/features/accounts/password";
import { signInWithPassword } from "@/lib/features/accounts/sign-in";
import { rotateWebhookSecret } from "@/lib/features/accounts/webhook-secret";
import { createCampaign } from "@/lib/features/campaigns/campaigns";
import {
  ALL_AT_ONCE,
  createTestDbWithAudience,
  roomyAccount,
} from "@/lib/features/campaigns/testing/fixtures";
import { listLists } from "@/lib/features/lists/lists";
import { listAuditEvents } from "./audit-events";
import type { AuditAction } from "./schema";

/*
 * Each act the audit log promises leaves its row, with who did it (the API key or the user), the
 * client address the request came from, and what it was done to.
 */

let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
let who: Awaited<ReturnType<typeof roomyAccount>>;
let ctx: Ctx;
const clock = fixedClock("2026-03-24T09:00:00Z");
const ADDRESS = "198.51.100.23";
const PASSWORD = "correct horse battery staple";

beforeAll(async () => {
  ({ db } = await createTestDbWithAudience(20));
  who = await roomyAccount(db, "acts@example.com");
  ctx = { db, accountId: who.accountId, clock };
  // The fixture's account has no password; sign-in needs one.
  const hash = await hashPassword(PASSWORD);
  await db.update(users).set({ passwordHash: hash }).where(eq(users.id, who.userId));
});

function call(
  handler: (req: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  init: { method?: string; body?: string; type?: string; id?: string } = {},
) {
  return handler(
    new Request(`http://test${path}`, {
      method: init.method ?? "POST",
      headers: {
        authorization: `Bearer ${who.apiKey}`,
        "x-forwarded-for": ADDRESS,
        ...(init.body ? { "content-type": init.type ?? "application/json" } : {}),
      },
      body: init.body,
    }),
    { params: Promise.resolve<Record<string, string>>(init.id ? { id: init.id } : {}) },
  );
}

async function latest(action: AuditAction) {
  const page = await listAuditEvents(ctx, { action, limit: 1 });
  return page.data[0];
}

const byKey = () => ({ type: "api_key", id: expect.any(String), label: expect.any(String) });

describe("acts recorded with actor, address and target", () => {
  it("campaign launched, paused, resumed, archived; its leads and its list exported", async () => {
    const campaign = await createCampaign(ctx, {
      name: "Audited",
      filters: { companies: { include: ["Acme Robotics"] } },
      delivery: ALL_AT_ONCE,
      saveToList: { enabled: true, listName: "Audited list" },
    });
    const path = `/v1/campaigns/${campaign.id}`;
    for (const [handler, verb, action] of [
      [launch, "launch", "campaign.launched"],
      [pause, "pause", "campaign.paused"],
      [resume, "resume", "campaign.resumed"],
      [archive, "archive", "campaign.archived"],
    ] as const) {
      const res = await call(handler, `${path}/${verb}`, { id: campaign.id });
      expect(res.status, `${verb}: ${res.status === 200 ? "" : await res.clone().text()}`).toBe(
        200,
      );
      expect(await latest(action)).toMatchObject({
        actor: byKey(),
        address: ADDRESS,
        target: { type: "campaign", id: campaign.id },
        summary: { name: "Audited" },
      });
    }
    const leads = await call(exportLeads, `${path}/leads/export`, {
      method: "GET",
      id: campaign.id,
    });
    expect(leads.status).toBe(200);
    await leads.text();
    expect(await latest("campaign_leads.exported")).toMatchObject({
      address: ADDRESS,
      target: { type: "campaign", id: campaign.id },
      summary: { format: "csv" },
    });
    const list = (await listLists(ctx)).find((l) => l.name === "Audited list");
    if (!list) throw new Error("the launch made no list");
    const file = await call(exportList, `/v1/lists/${list.id}/export?format=csv`, {
      method: "GET",
      id: list.id,
    });
    expect(file.status).toBe(200);
    await file.text();
    expect(await latest("list.exported")).toMatchObject({
      actor: byKey(),
      address: ADDRESS,
      target: { type: "list", id: list.id },
    });
  });

  it("a launch refused by its checklist records nothing", async () => {
    const before = (await listAuditEvents(ctx, { action: "campaign.launched" })).data.length;
    const draft = await createCampaign(ctx, { name: "No channel", delivery: { email: false } });
    const res = await call(launch, `/v1/campaigns/${draft.id}/launch`, { id: draft.id });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await listAuditEvents(ctx, { action: "campaign.launched" })).data).toHaveLength(before);
  });

  it("do-not-contact added, removed and imported", async () => {
    const body = JSON.stringify({ entries: [{ email: "nobody@example.org" }] });
    expect((await call(addDnc, "/v1/suppressions", { body })).status).toBe(200);
    expect(await latest("do_not_contact.added")).toMatchObject({
      address: ADDRESS,
      summary: { added: 1, entries: ["email:nobody@example.org"] },
    });
    expect((await call(removeDnc, "/v1/suppressions", { method: "DELETE", body })).status).toBe(
      200,
    );
    expect(await latest("do_not_contact.removed")).toMatchObject({ summary: { removed: 1 } });
    const csv = "email\nfirst@example.org\nsecond@example.org\n";
    const res = await call(importDnc, "/v1/suppressions/import", { body: csv, type: "text/csv" });
    expect(res.status).toBe(200);
    expect(await latest("do_not_contact.imported")).toMatchObject({ summary: { added: 2 } });
  });

  it("company list imported and deleted", async () => {
    const res = await call(uploadCompanyList, "/v1/company-lists?name=Targets", {
      body: "domain\nglobex.com\n",
      type: "text/csv",
    });
    expect(res.status).toBe(200);
    const { id } = await res.json();
    expect(await latest("company_list.imported")).toMatchObject({
      target: { type: "company_list", id },
      summary: { name: "Targets", rows: 1 },
    });
    const gone = await call(deleteCompanyList, `/v1/company-lists/${id}`, {
      method: "DELETE",
      id,
    });
    expect(gone.status).toBeLessThan(300);
    expect(await latest("company_list.deleted")).toMatchObject({
      target: { type: "company_list", id },
    });
  });

  it("sign-in and failed sign-in, with the address they came from", async () => {
    const input = { email: "acts@example.com", address: "203.0.113.50" };
    expect(await signInWithPassword(db, { ...input, password: "wrong" }, clock)).toBeNull();
    expect(await latest("auth.sign_in_failed")).toMatchObject({
      actor: { type: "system", label: "acts@example.com" },
      address: "203.0.113.50",
      target: { type: "user", id: who.userId },
    });
    expect(await signInWithPassword(db, { ...input, password: PASSWORD }, clock)).not.toBeNull();
    expect(await latest("auth.signed_in")).toMatchObject({
      actor: { type: "user", id: who.userId, label: "acts@example.com" },
      address: "203.0.113.50",
    });
  });

  it("webhook secret rotated, by the signed-in user", async () => {
    await rotateWebhookSecret({ ...ctx, actor: { userId: who.userId, address: ADDRESS } });
    expect(await latest("webhook_secret.rotated")).toMatchObject({
      actor: { type: "user", id: who.userId },
      address: ADDRESS,
    });
  });
});
