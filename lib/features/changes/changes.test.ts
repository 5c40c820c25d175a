import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as campaignFeed } from "@/app/v1/campaigns/[id]/changes/route";
import { PUT as campaignWatch } from "@/app/v1/campaigns/[id]/watch/route";
import { POST as importRoute } from "@/app/v1/contact/import/route";
import { GET as listFeed } from "@/app/v1/lists/[id]/changes/route";
import { DELETE as unwatch, PUT as watch } from "@/app/v1/lists/[id]/watch/route";
import { webhookDeliveries, webhookEvents } from "@/db/schema";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import type { createAccount } from "@/lib/features/accounts/create-account";
import {
  createTestDbWithAudience,
  deliverCampaign,
  roomyAccount,
} from "@/lib/features/campaigns/testing/fixtures";
import { eventually, sampleProfile } from "@/lib/features/enrichment/enrichment-fixtures";
import { removeListItems } from "@/lib/features/lists/items";
import { createList } from "@/lib/features/lists/lists";
import { deleteSubject } from "@/lib/features/privacy/subject";
import { createEndpoint } from "@/lib/features/webhook-endpoints/endpoints";
import { type SaveObserver, saveProfiles } from "@/lib/model/profiles/save-profiles";
import { reportingChanges } from "./contact-changes";
import { type ChangeEntry, latestFeed, readFeed } from "./feed";

/*
 * Watched lists and change feeds, as a developer meets them: an import that changes a watched
 * person's employer is one contact.changed with the old and new employer, and one `changed`
 * entry of the list's feed; a reader resuming from any cursor sees every entry once.
 */

let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
const clock = fixedClock("2026-03-23T10:00:00Z");
type Account = Awaited<ReturnType<typeof createAccount>>;
let a: Account;
let ctx: Ctx;
let listId: string;
let campaignId: string;
let ada: string;
let leads: number;

const PEOPLE = `First Name,Last Name,E-mail,Company,Job Title,Country
Ada,Lovelace,ada@analytical.example,Analytical Engines,Chief Importer,Germany
Alan,Turing,alan@bletchley.example,Bletchley,Cryptanalyst,Germany
Grace,Hopper,grace@navy.example,Navy,Rear Admiral,Germany
`;

async function upload(who: Account, csv: string) {
  const res = await importRoute(
    new Request("http://test/v1/contact/import", {
      method: "POST",
      headers: { authorization: `Bearer ${who.apiKey}`, "content-type": "text/csv" },
      body: csv,
    }),
  );
  expect(res.status).toBe(200);
}

const call = (
  route: (req: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  id: string,
  who: Account = a,
  method = "GET",
) =>
  route(
    new Request(`http://test${path}`, {
      method,
      headers: { authorization: `Bearer ${who.apiKey}` },
    }),
    {
      params: Promise.resolve({ id }),
    },
  );

async function feedPage(cursor?: string, limit = 100) {
  const q = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  const res = await call(listFeed, `/v1/lists/${listId}/changes?${q}`, listId);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    data: ChangeEntry[];
    nextCursor: string | null;
    resumeCursor: string;
  };
}

const contactChanged = () =>
  db
    .select()
    .from(webhookEvents)
    .where(
      sql`${webhookEvents.accountId} = ${a.accountId} and ${webhookEvents.type} = 'contact.changed'`,
    );

beforeAll(async () => {
  process.env.AUTH_SECRET ??= "test-secret-for-change-feeds";
  ({ db } = await createTestDbWithAudience(3));
  a = await roomyAccount(db, "watcher@example.com");
  ctx = { db, accountId: a.accountId, clock };
  await upload(a, PEOPLE);
  await refreshAudienceIndex(db);
  const [row] = await db.execute<{ id: string }>(
    sql`select id from profiles where fn = 'Ada' and owner_account_id = ${a.accountId}`,
  );
  ada = row?.id ?? "";
  const list = await createList(ctx, { name: "Iceland" });
  listId = list.id;
  const delivered = await deliverCampaign(ctx, {
    name: "Iceland",
    filters: { contact: { requireEmail: true } },
    saveToList: { enabled: true, listId },
  });
  campaignId = delivered.campaign?.id ?? "";
  leads = delivered.leads.length;
  expect(delivered.leads).toContain(ada);
});

describe("the change feeds", () => {
  it("list who joined the list and the campaign's leads", async () => {
    const page = await feedPage();
    expect(leads).toBeGreaterThanOrEqual(3);
    expect(page.data.map((e) => [e.seq, e.type])).toEqual(
      Array.from({ length: leads }, (_, i) => [i + 1, "joined"]),
    );
    expect(page.nextCursor).toBeNull();
    const res = await call(campaignFeed, `/v1/campaigns/${campaignId}/changes`, campaignId);
    const entries: ChangeEntry[] = (await res.json()).data;
    expect(entries.map((e) => e.type)).toEqual(Array(leads).fill("joined"));
    expect(new Set(entries.map((e) => e.profileId))).toEqual(
      new Set(page.data.map((e) => e.profileId)),
    );
  });

  it("are the account's alone: another account's call is a 404", async () => {
    const b = await roomyAccount(db, "stranger@example.com");
    expect((await call(listFeed, `/v1/lists/${listId}/changes`, listId, b)).status).toBe(404);
    expect(
      (await call(campaignFeed, `/v1/campaigns/${campaignId}/changes`, campaignId, b)).status,
    ).toBe(404);
    expect((await call(watch, `/v1/lists/${listId}/watch`, listId, b, "PUT")).status).toBe(404);
  });

  it("refuse a cursor they did not write", async () => {
    const res = await call(listFeed, `/v1/lists/${listId}/changes?cursor=bm9wZQ`, listId);
    expect(res.status).toBe(400);
  });
});

describe("a watched list", () => {
  it("an import that changes nothing watched emits nothing", async () => {
    await upload(a, PEOPLE);
    expect(await contactChanged()).toEqual([]);
  });

  it("an import that changes an employer: one contact.changed and one feed entry", async () => {
    const endpoint = await createEndpoint(ctx, {
      url: "https://hooks.example.com/changes",
      eventTypes: ["contact.changed"],
      listIds: [listId],
    });
    // Unwatched: the change is not reported.
    await upload(a, PEOPLE.replace("Analytical Engines", "Difference Engines"));
    expect(await contactChanged()).toEqual([]);

    const watched = await call(watch, `/v1/lists/${listId}/watch`, listId, a, "PUT");
    expect(await watched.json()).toMatchObject({ watched: true });
    await upload(a, PEOPLE.replace("Analytical Engines", "Babbage & Co"));
    const events = await contactChanged();
    expect(events).toHaveLength(1);
    const body = JSON.parse(events[0]?.body ?? "");
    expect(body).toMatchObject({
      type: "contact.changed",
      version: 1,
      data: {
        profileId: ada,
        listIds: [listId],
        changes: [{ field: "employer", old: "Difference Engines", new: "Babbage & Co" }],
      },
    });
    const deliveries = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(deliveries.map((d) => d.eventId)).toEqual([events[0]?.id]);

    const changed = (await feedPage()).data.filter((e) => e.type === "changed");
    expect(changed).toEqual([
      expect.objectContaining({
        profileId: ada,
        changes: [{ field: "employer", old: "Difference Engines", new: "Babbage & Co" }],
      }),
    ]);
  });

  it("shows on the list's activity, newest first, with the person's name", async () => {
    const [latest] = await latestFeed(ctx, { listId });
    expect(latest).toMatchObject({
      kind: "changed",
      name: "Ada Lovelace",
      changes: [{ field: "employer", old: "Difference Engines", new: "Babbage & Co" }],
    });
  });

  it("stops reporting once unwatched", async () => {
    await call(unwatch, `/v1/lists/${listId}/watch`, listId, a, "DELETE");
    await upload(a, PEOPLE.replace("Analytical Engines", "Somewhere Else"));
    expect(await contactChanged()).toHaveLength(1);
    await call(watch, `/v1/lists/${listId}/watch`, listId, a, "PUT");
  });

  it("one event for a person in a watched list and a watched campaign, naming both", async () => {
    const put = await campaignWatch(
      new Request(`http://test/v1/campaigns/${campaignId}/watch`, {
        method: "PUT",
        headers: { authorization: `Bearer ${a.apiKey}` },
      }),
      { params: Promise.resolve({ id: campaignId }) },
    );
    expect(await put.json()).toMatchObject({ watched: true });
    await upload(
      a,
      PEOPLE.replace("Analytical Engines", "Somewhere Else").replace(
        "Chief Importer",
        "Chief Exporter",
      ),
    );
    const events = await contactChanged();
    expect(events).toHaveLength(2);
    const latest = events
      .map((e) => JSON.parse(e.body))
      .find((b) => b.data.changes[0]?.new === "Chief Exporter");
    expect(latest.data).toMatchObject({
      profileId: ada,
      listIds: [listId],
      campaignIds: [campaignId],
      changes: [{ field: "title", old: "Chief Importer", new: "Chief Exporter" }],
    });
    const inCampaign = (await readFeed(ctx, { campaignId }, { limit: 500 })).data;
    expect(inCampaign.filter((e) => e.type === "changed")).toHaveLength(1);
  });

  it("a refresh of the catalogue from a source reports a shared person's changes once", async () => {
    const refreshed = { ...sampleProfile(0), title: "Head of Revenue", mobile: [] };
    const observer = reportingChanges(clock) as SaveObserver;
    await saveProfiles(db, [refreshed], { source: "refresh", observer });
    await saveProfiles(db, [refreshed], { source: "refresh", observer });
    const events = (await contactChanged()).map((e) => JSON.parse(e.body));
    expect(events).toHaveLength(3);
    expect(events.filter((b) => b.data.profileId === "p_0").map((b) => b.data)).toEqual([
      {
        profileId: "p_0",
        listId,
        campaignId,
        listIds: [listId],
        campaignIds: [campaignId],
        changes: [
          { field: "title", old: "Head of Sales", new: "Head of Revenue" },
          { field: "mobile", old: ["+33612340000"], new: [] },
        ],
      },
    ]);
  });

  it("a removal is a `left` entry", async () => {
    await removeListItems(ctx, listId, [ada]);
    const last = (await feedPage()).data.at(-1);
    expect(last).toMatchObject({ type: "left", profileId: ada });
  });
});

describe("reading a feed from any cursor", () => {
  it("sees each entry once, in order, whatever page size and wherever it resumes", async () => {
    const whole = (await feedPage(undefined, 500)).data;
    expect(whole.map((e) => e.seq)).toEqual(whole.map((_, i) => i + 1));
    for (const size of [1, 2, 3]) {
      const seen: number[] = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await feedPage(cursor, size);
        seen.push(...page.data.map((e) => e.seq));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(seen).toEqual(whole.map((e) => e.seq));
    }
    for (const [i, entry] of whole.entries()) {
      const rest = (await feedPage(entry.cursor, 500)).data;
      expect(rest.map((e) => e.seq)).toEqual(whole.slice(i + 1).map((e) => e.seq));
    }
  });

  it("never passes an entry still uncommitted below a visible one", async () => {
    // A writer holds the feed's head until it commits: a second writer waits for it, so a
    // reader sees numbers only in the order they commit.
    const before = (await readFeed(ctx, { listId })).resumeCursor;
    let releaseFirst!: () => void;
    const held = new Promise<void>((r) => {
      releaseFirst = r;
    });
    let firstTook!: () => void;
    const took = new Promise<void>((r) => {
      firstTook = r;
    });
    const { appendFeed } = await import("./feed");
    const first = db.transaction(async (tx) => {
      await appendFeed(
        tx,
        [{ accountId: a.accountId, subject: { listId }, kind: "joined", profileId: "x1" }],
        clock.now(),
      );
      firstTook();
      await held;
    });
    await took;
    let secondDone = false;
    const second = db
      .transaction((tx) =>
        appendFeed(
          tx,
          [{ accountId: a.accountId, subject: { listId }, kind: "joined", profileId: "x2" }],
          clock.now(),
        ),
      )
      .then(() => {
        secondDone = true;
      });
    // The second writer waits on the first's head (a lock wait the server reports).
    await eventually(async () => {
      const [w] = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%feed_heads%'`,
      );
      return (w?.n ?? 0) > 0 ? true : undefined;
    });
    const during = await readFeed(ctx, { listId }, { cursor: before });
    expect(during.data).toEqual([]);
    expect(secondDone).toBe(false);
    releaseFirst();
    await Promise.all([first, second]);
    const after = await readFeed(ctx, { listId }, { cursor: before });
    expect(after.data.map((e) => e.profileId)).toEqual(["x1", "x2"]);
    expect(after.data[1]?.seq).toBe((after.data[0]?.seq ?? 0) + 1);
  });
});

describe("a data subject's deletion", () => {
  it("keeps the feed's numbers but forgets the person's old and new values", async () => {
    const before = (await feedPage(undefined, 500)).data;
    expect(before.some((e) => e.profileId === ada && e.changes)).toBe(true);
    await deleteSubject({ db, clock }, { email: "ada@analytical.example", actor: "test" });
    const after = (await feedPage(undefined, 500)).data;
    expect(after.map((e) => e.seq)).toEqual(before.map((e) => e.seq));
    expect(after.filter((e) => e.profileId === ada && e.changes)).toEqual([]);
  });
});
