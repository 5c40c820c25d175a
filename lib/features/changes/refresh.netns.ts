import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/v1/contact/import/route";
import { PUT as watchRoute } from "@/app/v1/lists/[id]/watch/route";
import { webhookEvents } from "@/db/schema";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import { startDns, startSmtp } from "@/lib/engines/verification/testing/mail-servers";
import type { createAccount } from "@/lib/features/accounts/create-account";
import {
  createTestDbWithAudience,
  deliverCampaign,
  roomyAccount,
} from "@/lib/features/campaigns/testing/fixtures";
import { createList } from "@/lib/features/lists/lists";
import { createEndpoint } from "@/lib/features/webhook-endpoints/endpoints";
import { readFeed } from "./feed";
import { refreshWatchedLists } from "./refresh";
import { reverifyList } from "./reverify";
import { setWatch } from "./watches";

/*
 * The scheduled refresh of a watched list, on an injected clock: due every N days, it queues
 * one re-verification a period within the watch's budget (the job POST /v1/lists/{id}/reverify
 * queues), and what the run finds changed is reported once, however often the job runs. DNS and
 * SMTP on 127.0.0.x, inside the tests' loopback-only network namespace.
 */

const PORT = 2528;
const DAY = 86_400_000;
const mailboxes = ["stays@refresh.io", "leaves@refresh.io"];
let dns: Awaited<ReturnType<typeof startDns>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
const T0 = new Date("2026-03-23T10:00:00Z");
const at = (days: number) => fixedClock(new Date(T0.getTime() + days * DAY));
let a: Awaited<ReturnType<typeof createAccount>>;
let ctx: Ctx;
let listId: string;

const PEOPLE = `First Name,Last Name,E-mail,Company,Job Title
Sam,Stays,stays@refresh.io,Refresh,Buyer
Lee,Leaves,leaves@refresh.io,Refresh,Seller
`;

const probe = {
  smtpPort: PORT,
  timeoutMs: 2000,
  greylistRetries: 0,
  perDomainIntervalMs: 0,
};

/** The re-verification jobs queued so far, oldest first. */
async function queued() {
  const rows = await db.execute<{
    data: { accountId: string; listId: string; maxAddresses: number };
  }>(sql`select data from pgboss.job where name = 'lists.reverify' order by created_on`);
  return rows.map((r) => r.data);
}

async function changedEvents() {
  const rows = await db
    .select({ body: webhookEvents.body })
    .from(webhookEvents)
    .where(eq(webhookEvents.accountId, a.accountId));
  return rows.map((r) => JSON.parse(r.body)).filter((e) => e.type === "contact.changed");
}

beforeAll(async () => {
  process.env.AUTH_SECRET ??= "test-secret-for-refresh";
  dns = await startDns({
    "refresh.io": { mx: [[10, "mx.refresh.io"]] },
    "mx.refresh.io": { a: ["127.0.0.11"] },
  });
  smtp = await startSmtp("127.0.0.11", PORT, { kind: "mailboxes", mailboxes });
  ({ db } = await createTestDbWithAudience(0));
  a = await roomyAccount(db, "refresh@example.com");
  ctx = { db, accountId: a.accountId, clock: at(0) };
  const res = await importRoute(
    new Request("http://test/v1/contact/import", {
      method: "POST",
      headers: { authorization: `Bearer ${a.apiKey}`, "content-type": "text/csv" },
      body: PEOPLE,
    }),
  );
  expect(res.status).toBe(200);
  await refreshAudienceIndex(db);
  listId = (await createList(ctx, { name: "Refresh" })).id;
  await deliverCampaign(ctx, {
    name: "Refresh",
    filters: { contact: { requireEmail: true } },
    saveToList: { enabled: true, listId },
  });
  await createEndpoint(ctx, {
    url: "https://hooks.example.com/events",
    eventTypes: ["contact.changed"],
  });
});

afterAll(async () => {
  await smtp?.close();
  await dns?.close();
});

const put = (body: unknown) =>
  watchRoute(
    new Request(`http://test/v1/lists/${listId}/watch`, {
      method: "PUT",
      headers: { authorization: `Bearer ${a.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: listId }) },
  );

describe("a watched list's scheduled refresh", () => {
  it("is set by PUT /v1/lists/{id}/watch, which refuses a period or budget out of range", async () => {
    for (const body of [{ refreshEveryDays: 0 }, { refreshEveryDays: 366 }, { refreshBudget: 0 }]) {
      expect((await put(body)).status).toBe(400);
    }
    const res = await put({ refreshEveryDays: 7, refreshBudget: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      watched: true,
      refresh: { everyDays: 7, budget: 1, nextAt: expect.any(String) },
    });
    // Without a body, PUT keeps the refresh; null stops it.
    expect((await (await put({})).json()).refresh).toMatchObject({ everyDays: 7 });
    expect((await (await put({ refreshEveryDays: null })).json()).refresh).toBeNull();
  });

  it("queues one re-verification a period, within its budget, reported once however often it runs", async () => {
    const state = await setWatch(ctx, { listId }, true, { refreshEveryDays: 7, refreshBudget: 10 });
    expect(state.refresh).toEqual({
      everyDays: 7,
      budget: 10,
      nextAt: at(7).now().toISOString(),
    });

    expect(await refreshWatchedLists(db, at(6.9))).toBe(0);
    expect(await queued()).toEqual([]);

    // The server stops accepting one address; the period ends.
    mailboxes.splice(mailboxes.indexOf("leaves@refresh.io"), 1);
    expect(await refreshWatchedLists(db, at(7))).toBe(1);
    // Twice at once, or again within the period: nothing more.
    expect(
      await Promise.all([refreshWatchedLists(db, at(7.1)), refreshWatchedLists(db, at(8))]),
    ).toEqual([0, 0]);
    const jobs = await queued();
    expect(jobs).toEqual([{ accountId: a.accountId, listId, maxAddresses: 10 }]);

    // The job runs (and, as a queue may, runs again): one contact.changed, one feed entry.
    const job = jobs[0] as (typeof jobs)[number];
    expect(await reverifyList(db, job, { ...probe, dnsServers: [dns.server] }, at(7))).toBe(2);
    expect(await reverifyList(db, job, { ...probe, dnsServers: [dns.server] }, at(7))).toBe(2);
    const events = await changedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]?.data.changes).toEqual([
      { field: "email", old: ["leaves@refresh.io"], new: [] },
    ]);
    const changed = (await readFeed(ctx, { listId })).data.filter((e) => e.type === "changed");
    expect(changed).toHaveLength(1);

    // The next period queues the next run; nothing changed since, so nothing is reported.
    expect(await refreshWatchedLists(db, at(14))).toBe(1);
    const next = (await queued())[1] as (typeof jobs)[number];
    await reverifyList(db, next, { ...probe, dnsServers: [dns.server] }, at(14));
    expect(await changedEvents()).toHaveLength(1);

    // Stopped: no more runs.
    await setWatch(ctx, { listId }, true, { refreshEveryDays: null });
    expect(await refreshWatchedLists(db, at(60))).toBe(0);
    expect(await queued()).toHaveLength(2);
  });

  it("ends with the watch: an unwatched list is never refreshed", async () => {
    await setWatch(ctx, { listId }, true, { refreshEveryDays: 1 });
    await setWatch(ctx, { listId }, false);
    expect(await refreshWatchedLists(db, at(90))).toBe(0);
  });
});
