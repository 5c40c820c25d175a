import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listItems, lists, webhookDeliveries, webhookEvents } from "@/db/schema";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createTestDbWithProfiles } from "@/lib/features/enrichment/enrichment-fixtures";
import { exportListCsv, exportListXlsx } from "@/lib/features/lists/items";
import { createEndpoint } from "./endpoints";

/*
 * The events features emit, fanned out to the endpoints that want them, each once, under one
 * event id: here a list export, to an endpoint for every type, one filtered to that list, one
 * filtered to another list and one for another type. Deliveries are only queued: nothing is
 * sent (the netns tests send them).
 */

let db: Awaited<ReturnType<typeof createTestDbWithProfiles>>["db"];
const clock = fixedClock("2026-03-23T10:00:00Z");
let ctx: Ctx;

beforeAll(async () => {
  process.env.AUTH_SECRET ??= "test-secret-for-emitted-events";
  ({ db } = await createTestDbWithProfiles(3));
  const account = await createAccount(db, { email: "events@example.com", plan: "pro" });
  ctx = { db, accountId: account.accountId, clock };
});

async function listWithLeads(name: string) {
  const [list] = await db.insert(lists).values({ accountId: ctx.accountId, name }).returning();
  if (!list) throw new Error("no list");
  await db
    .insert(listItems)
    .values(
      ["p_0", "p_1"].map((profileId) => ({ listId: list.id, profileId, accountId: ctx.accountId })),
    );
  return list.id;
}

const deliveriesTo = (endpointId: string) =>
  db
    .select({ eventId: webhookDeliveries.eventId, body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));

describe("list.exported", () => {
  it("reaches every endpoint that wants it, once, under one id; no other", async () => {
    const exported = await listWithLeads("Exported");
    const other = await listWithLeads("Other");
    const url = "https://hooks.example.com/x";
    const all = await createEndpoint(ctx, { url });
    const thisList = await createEndpoint(ctx, { url, listIds: [exported] });
    const otherList = await createEndpoint(ctx, { url, listIds: [other] });
    const otherType = await createEndpoint(ctx, { url, eventTypes: ["campaign.completed"] });

    let csv = "";
    for await (const chunk of exportListCsv(ctx, exported)) csv += chunk;
    expect(csv.split("\n").filter(Boolean)).toHaveLength(3);

    const events = await db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.accountId, ctx.accountId));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(JSON.parse(event?.body ?? "")).toMatchObject({
      id: event?.id,
      type: "list.exported",
      version: 1,
      data: { listId: exported, format: "csv", rows: 2 },
    });
    expect(await deliveriesTo(all.id)).toEqual([{ eventId: event?.id, body: event?.body }]);
    expect(await deliveriesTo(thisList.id)).toEqual([{ eventId: event?.id, body: event?.body }]);
    expect(await deliveriesTo(otherList.id)).toEqual([]);
    expect(await deliveriesTo(otherType.id)).toEqual([]);

    await exportListXlsx(ctx, other);
    expect((await deliveriesTo(otherList.id)).map((d) => JSON.parse(d.body ?? "").data)).toEqual([
      { listId: other, format: "xlsx", rows: 2 },
    ]);
    expect(await deliveriesTo(all.id)).toHaveLength(2);
  });
});
