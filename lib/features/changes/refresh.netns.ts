import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as watchRoute } from "@/app/v1/lists/[id]/watch/route";
import { webhookEvents } from "@/db/schema";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import type { createAccount } from "@/lib/features/accounts/create-account";
import { createEndpoint } from "@/lib/features/webhook-endpoints/endpoints";
import { readFeed } from "./feed";
import { refreshWatchedLists } from "./refresh";
import { reverifyList } from "./reverify";
import { startWatchedList, type WatchedListFixture } from "./testing/watched-list";
import { setWatch } from "./watches";

/*
 * The scheduled refresh of a watched list, on an injected clock: due every N days, it queues
 * one re-verification a period within the watch's budget (the job POST /v1/lists/{id}/reverify
 * queues), and what the run finds changed is reported once, however often the job runs. DNS and
 * SMTP on 127.0.0.x, inside the tests' loopback-only network namespace.
 */

const DAY = 86_400_000;
const T0 = new Date("2026-03-23T10:00:00Z");
const at = (days: number) => fixedClock(new Date(T0.getTime() + days * DAY));
let fx: WatchedListFixture;
let db: WatchedListFixture["db"];
let a: Awaited<ReturnType<typeof createAccount>>;
let ctx: Ctx;
let listId: string;

/** The re-verification jobs queued so far, oldest first. */
async function queued() {
  const rows = await db.execute<{
    data: { accountId: string; listId: string; maxAddresses: number; maxProviderCalls: number };
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
  fx = await startWatchedList({
    domain: "refresh.io",
    ip: "127.0.0.11",
    port: 2528,
    people: `First Name,Last Name,E-mail,Company,Job Title
Sam,Stays,stays@refresh.io,Refresh,Buyer
Lee,Leaves,leaves@refresh.io,Refresh,Seller
`,
    mailboxes: ["stays@refresh.io", "leaves@refresh.io"],
    email: "refresh@example.com",
    clock: at(0),
  });
  ({ db, ctx, listId, account: a } = fx);
  await createEndpoint(ctx, {
    url: "https://hooks.example.com/events",
    eventTypes: ["contact.changed"],
  });
});

afterAll(async () => {
  await fx?.close();
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
    fx.mailboxes.splice(fx.mailboxes.indexOf("leaves@refresh.io"), 1);
    expect(await refreshWatchedLists(db, at(7))).toBe(1);
    // Twice at once, or again within the period: nothing more.
    expect(
      await Promise.all([refreshWatchedLists(db, at(7.1)), refreshWatchedLists(db, at(8))]),
    ).toEqual([0, 0]);
    const jobs = await queued();
    expect(jobs).toEqual([
      { accountId: a.accountId, listId, maxAddresses: 10, maxProviderCalls: 10 },
    ]);

    // The job runs (and, as a queue may, runs again): one contact.changed, one feed entry.
    const job = jobs[0] as (typeof jobs)[number];
    expect(await reverifyList(db, job, fx.probe, at(7))).toMatchObject({ probed: 2 });
    expect(await reverifyList(db, job, fx.probe, at(7))).toMatchObject({ probed: 2 });
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
    await reverifyList(db, next, fx.probe, at(14));
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
