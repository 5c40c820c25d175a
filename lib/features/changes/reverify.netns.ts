import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as reverifyRoute } from "@/app/v1/lists/[id]/reverify/route";
import { GET as listRoute } from "@/app/v1/lists/[id]/route";
import { contacts, profiles, webhookDeliveries, webhookEvents } from "@/db/schema";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import type { createAccount } from "@/lib/features/accounts/create-account";
import { deliverCampaign } from "@/lib/features/campaigns/testing/fixtures";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import type { ListPage } from "@/lib/features/lists/items";
import { exportListCsv } from "@/lib/features/lists/items";
import { createEndpoint } from "@/lib/features/webhook-endpoints/endpoints";
import { DeliveryBody } from "@/lib/model/profiles/profile-schema";
import { readFeed } from "./feed";
import { reverifyList } from "./reverify";
import { startWatchedList, type WatchedListFixture } from "./testing/watched-list";
import { setWatch } from "./watches";

/*
 * A list re-verified against a local mail server that now refuses one of its addresses: that
 * address is marked invalid, reported as contact.changed and in the watched list's feed, and
 * the next delivery and export leave it out. DNS and SMTP on 127.0.0.x, inside the tests'
 * loopback-only network namespace.
 */

const clock = fixedClock("2026-03-23T10:00:00Z");
const later = fixedClock("2026-03-24T09:00:00Z");
let fx: WatchedListFixture;
let db: WatchedListFixture["db"];
let a: Awaited<ReturnType<typeof createAccount>>;
let ctx: Ctx;
let listId: string;

beforeAll(async () => {
  fx = await startWatchedList({
    domain: "acme.io",
    ip: "127.0.0.2",
    port: 2526,
    people: `First Name,Last Name,E-mail,Company,Job Title
Jane,Stays,jane@acme.io,Acme,Buyer
Gary,Gone,gone@acme.io,Acme,Seller
`,
    mailboxes: ["jane@acme.io", "gone@acme.io"],
    email: "reverify@example.com",
    clock,
  });
  ({ db, ctx, listId, account: a } = fx);
  await setWatch(ctx, { listId }, true);
});

afterAll(async () => {
  await fx?.close();
});

async function exported(): Promise<string> {
  let csv = "";
  for await (const chunk of exportListCsv(ctx, listId)) csv += chunk;
  return csv;
}

describe("re-verifying a list", () => {
  it("is queued within its budget by POST /v1/lists/{id}/reverify", async () => {
    const res = await reverifyRoute(
      new Request(`http://test/v1/lists/${listId}/reverify`, {
        method: "POST",
        headers: { authorization: `Bearer ${a.apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ maxAddresses: 1 }),
      }),
      { params: Promise.resolve({ id: listId }) },
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ listId, addresses: 1, status: "queued" });
  });

  it("marks an address the server now refuses invalid; the next export and delivery leave it out", async () => {
    expect(await exported()).toContain("gone@acme.io");
    const withEmail = { filters: { contact: { requireEmail: true } } };
    expect((await estimateAudience(ctx, withEmail)).count).toBe(2);
    await createEndpoint(ctx, {
      url: "https://hooks.example.com/events",
      eventTypes: ["contact.changed"],
    });
    fx.mailboxes.splice(fx.mailboxes.indexOf("gone@acme.io"), 1);

    const run = await reverifyList(
      db,
      { accountId: a.accountId, listId, maxAddresses: 10 },
      fx.probe,
      later,
    );
    expect(run).toMatchObject({ probed: 2, calls: 0 });
    const verdicts = await db
      .select({
        value: contacts.value,
        verification: contacts.verification,
        at: contacts.lastVerifiedAt,
      })
      .from(contacts)
      .where(sql`${contacts.value} like '%@acme.io'`)
      .orderBy(contacts.value);
    expect(verdicts).toEqual([
      { value: "gone@acme.io", verification: "invalid", at: later.now() },
      { value: "jane@acme.io", verification: "valid", at: later.now() },
    ]);

    // Reported once (the list is watched): one contact.changed, one feed entry.
    const events = await db
      .select({ body: webhookEvents.body })
      .from(webhookEvents)
      .where(eq(webhookEvents.accountId, a.accountId));
    expect(events.map((e) => JSON.parse(e.body))).toEqual([
      expect.objectContaining({
        type: "contact.changed",
        data: expect.objectContaining({
          listIds: [listId],
          changes: [{ field: "email", old: ["gone@acme.io"], new: [] }],
        }),
      }),
    ]);
    const changed = (await readFeed(ctx, { listId })).data.filter((e) => e.type === "changed");
    expect(changed).toHaveLength(1);
    expect(changed[0]?.changes).toEqual([{ field: "email", old: ["gone@acme.io"], new: [] }]);

    // The list shows when each address was verified, and no longer shows the invalid one.
    const page: ListPage = await (
      await listRoute(
        new Request(`http://test/v1/lists/${listId}`, {
          headers: { authorization: `Bearer ${a.apiKey}` },
        }),
        {
          params: Promise.resolve({ id: listId }),
        },
      )
    ).json();
    const jane = page.data.find((i) => i.profile.fn === "Jane");
    expect(jane?.freshness?.email).toEqual([
      { value: "jane@acme.io", lastVerifiedAt: later.now().toISOString(), verification: "valid" },
    ]);
    const gary = page.data.find((i) => i.profile.fn === "Gary");
    expect(gary?.profile.email).toBeUndefined();

    // Gary's only address is invalid: he no longer has an e-mail to target, count or deliver;
    // Jane's address was verified today, so she is in "verified within 1 day" a day later.
    const people = await db
      .select({ fn: profiles.fn, hasEmail: profiles.hasEmail, at: profiles.emailVerifiedAt })
      .from(profiles)
      .where(eq(profiles.ownerAccountId, a.accountId))
      .orderBy(profiles.fn);
    expect(people).toEqual([
      { fn: "Gary", hasEmail: false, at: expect.any(Date) },
      { fn: "Jane", hasEmail: true, at: later.now() },
    ]);
    await refreshAudienceIndex(db);
    expect((await estimateAudience(ctx, withEmail)).count).toBe(1);
    const fresh = { filters: { verifiedWithinDays: 1 } };
    expect((await estimateAudience({ ...ctx, clock: later }, fresh)).count).toBe(1);
    expect(
      (await estimateAudience({ ...ctx, clock: fixedClock("2026-03-26T09:00:00Z") }, fresh)).count,
    ).toBe(0);

    const csv = await exported();
    expect(csv).toContain("jane@acme.io");
    expect(csv).not.toContain("gone@acme.io");

    const next = await deliverCampaign(
      { ...ctx, clock: later },
      {
        name: "Acme again",
        filters: { contact: { requireEmail: true } },
        notifications: {
          email: { enabled: false, to: [] },
          webhook: { enabled: true, url: "https://hooks.example.com/leads" },
        },
      },
    );
    const bodies = await db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.campaignId, next.campaign?.id ?? ""));
    const delivered = bodies.flatMap((d) => DeliveryBody.parse(JSON.parse(d.body ?? "")).data);
    const addresses = delivered.flatMap((p) => (p.email ?? []).map((e) => e.value));
    expect(addresses).toContain("jane@acme.io");
    expect(addresses).not.toContain("gone@acme.io");
    // Nor is Gary delivered as a lead without an address.
    expect(delivered.map((p) => p.fn)).toEqual(["Jane"]);
  });
});
