import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { createCampaign } from "./campaigns";
import { listCampaignSummaries } from "./list";
import { createTestDbWithAudience, roomyAccount } from "./testing/fixtures";

const captured = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock("@/lib/core/logger", async (importOriginal) =>
  (await import("@/lib/core/captured-logs.testing")).loggerInto(captured.lines, importOriginal),
);

let ctx: Ctx;

// 12 people in France.
beforeAll(async () => {
  const { db } = await createTestDbWithAudience(12);
  ctx = {
    db,
    accountId: (await roomyAccount(db, "list@example.com")).accountId,
    clock: fixedClock("2026-03-23T10:00:00Z"),
  };
});

describe("the campaigns page's list", () => {
  it("still lists every campaign when one's targeting cannot be counted, and logs that one", async () => {
    const good = await createCampaign(ctx, {
      name: "France",
      filters: { locations: { countries: ["France"] } },
    });
    const broken = await createCampaign(ctx, {
      name: "Unreadable",
      filters: { seniorities: ["vp"] },
    });
    // A row no version of the app writes: its seniorities a number.
    await ctx.db.execute(
      sql`update campaigns set filters = '{"seniorities": 5}'::jsonb where id = ${broken.id}`,
    );

    const { data } = await listCampaignSummaries(ctx);

    const byName = new Map(data.map((c) => [c.name, c]));
    expect(byName.get("France")).toMatchObject({ id: good.id, audience: 12, deliverable: 12 });
    expect(byName.get("Unreadable")).toMatchObject({
      id: broken.id,
      audience: null,
      deliverable: null,
      forecastEnd: null,
    });
    const logged = captured.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: "campaign estimate failed",
        campaignId: broken.id,
        err: expect.objectContaining({ type: "TypeError" }),
      }),
    );
  });
});
