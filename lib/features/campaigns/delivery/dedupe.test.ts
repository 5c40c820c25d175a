import { beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { createAccount } from "@/lib/features/accounts/create-account";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { createCampaign, getCampaign } from "../campaigns";
import { type CampaignInput, Delivery } from "../schema";
import { ALL_AT_ONCE, createTestDbWithAudience, deliverCampaign } from "../testing/fixtures";

let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
let ctx: Ctx;
const clock = fixedClock("2026-03-23T10:00:00Z");
const EVERYONE = { titles: { include: ["Head of Sales"] } };

// 12 people, 4 at each of Acme Robotics, Globex and Initech.
beforeAll(async () => {
  ({ db } = await createTestDbWithAudience(12));
  const account = await createAccount(db, { email: "dedupe@example.com", plan: "pro" });
  ctx = { db, accountId: account.accountId, clock };
});

function delivery(skipDeliveredDays: number | null): CampaignInput["delivery"] {
  return { ...ALL_AT_ONCE, skipDeliveredDays };
}

async function deliverAll(filters: CampaignInput["filters"], skip: number | null) {
  const name = `Campaign ${Math.random()}`;
  const { leads } = await deliverCampaign(ctx, { name, filters, delivery: delivery(skip) });
  return leads.sort();
}

describe("cross-campaign dedupe", () => {
  it("is off by default, and takes 1 to 365 days", async () => {
    const plain = await createCampaign(ctx, { name: "Default", filters: EVERYONE });
    expect(plain.delivery.skipDeliveredDays).toBeNull();
    await expect(
      createCampaign(ctx, { name: "Zero", filters: EVERYONE, delivery: delivery(0) }),
    ).rejects.toThrow();
    await expect(
      createCampaign(ctx, { name: "Too long", filters: EVERYONE, delivery: delivery(366) }),
    ).rejects.toThrow();
    const set = await createCampaign(ctx, {
      name: "Set",
      filters: EVERYONE,
      delivery: delivery(30),
    });
    expect((await getCampaign(ctx, set.id)).delivery.skipDeliveredDays).toBe(30);
  });

  it("skips people any campaign of the account delivered within N days; the estimate shows it", async () => {
    const acme = await deliverAll({ companies: { include: ["Acme Robotics"] } }, null);
    expect(acme).toHaveLength(4);

    const estimate = await estimateAudience(ctx, {
      filters: EVERYONE,
      delivery: Delivery.parse(delivery(30)),
    });
    expect(estimate).toMatchObject({ count: 8, recentlyDelivered: 4 });
    const off = await estimateAudience(ctx, { filters: EVERYONE });
    expect(off).toMatchObject({ count: 12, recentlyDelivered: 0 });

    const skipping = await deliverAll(EVERYONE, 30);
    expect(skipping).toHaveLength(8);
    for (const id of acme) expect(skipping).not.toContain(id);

    // Off: the same people again.
    expect(await deliverAll(EVERYONE, null)).toHaveLength(12);
  });

  it("delivers people again once the N days have passed", async () => {
    clock.advance(2 * 86_400_000);
    expect(await deliverAll(EVERYONE, 1)).toHaveLength(12);
    clock.set("2026-03-23T10:00:00Z");
  });
});
