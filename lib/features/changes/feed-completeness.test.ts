import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/v1/contact/import/route";
import { GET as listFeed } from "@/app/v1/lists/[id]/changes/route";
import { feedEntries, lists, profiles } from "@/db/schema";
import { fixedClock, systemClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import type { createAccount } from "@/lib/features/accounts/create-account";
import {
  createTestDbWithAudience,
  deliverCampaign,
  roomyAccount,
} from "@/lib/features/campaigns/testing/fixtures";
import { deleteOwnContacts } from "@/lib/features/contact-imports/own-contacts";
import { removeListItems } from "@/lib/features/lists/items";
import { createList } from "@/lib/features/lists/lists";
import { deleteSubject } from "@/lib/features/privacy/subject";
import { readFeed } from "./feed";
import { pruneFeeds } from "./feed-retention";
import { setWatch } from "./watches";

/*
 * A watched list's feed is complete: whoever takes a person off the list (a removal, the
 * account deleting its own contact, a data subject's erasure) leaves one `left` entry, and a
 * deleted list leaves none. Entries past the retention are pruned, and a reader whose cursor
 * stands before what is kept is told (410) to start again rather than silently skipping.
 */

let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
const clock = fixedClock("2026-03-23T10:00:00Z");
let a: Awaited<ReturnType<typeof createAccount>>;
let ctx: Ctx;
let listId: string;
const ids = new Map<string, string>();

beforeAll(async () => {
  process.env.AUTH_SECRET ??= "test-secret-for-feed-completeness";
  ({ db } = await createTestDbWithAudience(0));
  a = await roomyAccount(db, "feed-completeness@example.com");
  ctx = { db, accountId: a.accountId, clock };
  const res = await importRoute(
    new Request("http://test/v1/contact/import", {
      method: "POST",
      headers: { authorization: `Bearer ${a.apiKey}`, "content-type": "text/csv" },
      body: `First Name,Last Name,E-mail,Company,Job Title
Rae,Removed,rae@leaving.example,Leaving,Buyer
Del,Deleted,del@leaving.example,Leaving,Buyer
Eve,Erased,eve@leaving.example,Leaving,Buyer
Sid,Stays,sid@leaving.example,Leaving,Buyer
`,
    }),
  );
  expect(res.status).toBe(200);
  await refreshAudienceIndex(db);
  listId = (await createList(ctx, { name: "Leaving" })).id;
  await deliverCampaign(ctx, {
    name: "Leaving",
    filters: { contact: { requireEmail: true } },
    saveToList: { enabled: true, listId },
  });
  await setWatch(ctx, { listId }, true);
  for (const p of await db
    .select({ id: profiles.id, fn: profiles.fn })
    .from(profiles)
    .where(eq(profiles.ownerAccountId, a.accountId))) {
    ids.set(p.fn ?? "", p.id);
  }
});

const left = async () =>
  (await readFeed(ctx, { listId }, { limit: 500 })).data
    .filter((e) => e.type === "left")
    .map((e) => e.profileId);

const getFeed = (cursor?: string) =>
  listFeed(
    new Request(
      `http://test/v1/lists/${listId}/changes${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
      { headers: { authorization: `Bearer ${a.apiKey}` } },
    ),
    { params: Promise.resolve({ id: listId }) },
  );

describe("a watched list's people leaving", () => {
  it("is one `left` entry whoever takes them off: a removal, an own contact deleted, an erasure", async () => {
    expect((await readFeed(ctx, { listId })).data.map((e) => e.type)).toEqual([
      "joined",
      "joined",
      "joined",
      "joined",
    ]);
    await removeListItems(ctx, listId, [ids.get("Rae") ?? ""]);
    expect(await left()).toEqual([ids.get("Rae")]);
    await deleteOwnContacts(ctx, [ids.get("Del") ?? ""]);
    expect(await left()).toEqual([ids.get("Rae"), ids.get("Del")]);
    await deleteSubject({ db, clock }, { email: "eve@leaving.example", actor: "test" });
    expect(await left()).toEqual([ids.get("Rae"), ids.get("Del"), ids.get("Eve")]);
    // Numbers stay dense: a reader checking "each once" finds no gap.
    const seqs = (await readFeed(ctx, { listId })).data.map((e) => e.seq);
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("leaves nothing behind when the list itself is deleted", async () => {
    const other = (await createList(ctx, { name: "Short-lived" })).id;
    await deliverCampaign(ctx, {
      name: "Short-lived",
      filters: { contact: { requireEmail: true } },
      saveToList: { enabled: true, listId: other },
    });
    await db.delete(lists).where(eq(lists.id, other));
    const rows = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from feed_entries where feed = ${`list:${other}`} and kind = 'left'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe("the feed's retention", () => {
  it("prunes entries past the retention; an older cursor is 410, a kept one reads on", async () => {
    const whole = (await readFeed(ctx, { listId }, { limit: 500 })).data;
    expect(whole).toHaveLength(7);
    // The list's first five entries are 100 days old, every other entry (of any feed) is from
    // today; the retention is 90 days.
    await db.execute(sql`update feed_entries set at = case
      when feed = ${`list:${listId}`} and seq <= 5 then now() - interval '100 days' else now() end`);
    expect(await pruneFeeds(db, systemClock, 90)).toBe(5);
    expect(await pruneFeeds(db, systemClock, 90)).toBe(0);

    // From the beginning: what is kept.
    expect((await readFeed(ctx, { listId })).data.map((e) => e.seq)).toEqual([6, 7]);
    // From the last pruned entry's cursor: nothing was missed, read on.
    const fromFifth = await getFeed(whole[4]?.cursor);
    expect(fromFifth.status).toBe(200);
    expect(
      ((await fromFifth.json()) as { data: { seq: number }[] }).data.map((e) => e.seq),
    ).toEqual([6, 7]);
    // From before it: entries were pruned unread, so the reader is told to start again.
    for (const entry of whole.slice(0, 4)) {
      const res = await getFeed(entry.cursor);
      expect(res.status).toBe(410);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      const problem = (await res.json()) as { code: string; detail: string };
      expect(problem.code).toBe("cursor_expired");
      expect(problem.detail).toMatch(/without a cursor/);
    }
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedEntries)
      .where(eq(feedEntries.feed, `list:${listId}`));
    expect(rows[0]?.n).toBe(2);
  });
});
