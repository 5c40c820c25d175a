import { spawn } from "node:child_process";
import { and, count, eq, sql, sum } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { allowanceUsage, campaignLeads, creditLedger, listItems } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import { arrayParam } from "@/lib/core/sql/array-params";
import { createAccount } from "@/lib/features/accounts/create-account";
import { usageAgainstWork } from "@/lib/features/allowances/accepted-work";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { createCampaign } from "../campaigns";
import { launchCampaign } from "../lifecycle";
import { deliverCampaignShare } from "./deliver-leads";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let url: string;
const AT = "2026-03-24T23:58:30Z";

beforeAll(async () => {
  ({ db, url } = await createTestDb());
  await seedProfiles(db, { profiles: 1500, seed: 21 });
});

/**
 * Locks other sessions hold on these tables of the test's database (of `mode` only, when given):
 * an open transaction writing or locking campaign rows.
 */
async function locksElsewhere(tables: string[], mode?: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
    where l.database = (select oid from pg_database where datname = current_database())
      and c.relname = any(${arrayParam(tables, "text")}) and l.pid <> pg_backend_pid()
      ${mode ? sql`and l.mode = ${mode}` : sql``}`);
  return rows[0]?.n ?? 0;
}

/** Whether another session holds an open transaction that writes campaign leads. */
async function shareInFlight(): Promise<boolean> {
  return (await locksElsewhere(["campaign_leads"], "RowExclusiveLock")) > 0;
}

/**
 * Waits until no other session holds a lock on the campaign's rows: PostgreSQL ends a killed
 * client's transaction only when its backend next reads from the dead socket, and until then
 * the next share finds the campaign row locked and skips it, as it must.
 */
async function killedSessionGone(): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if ((await locksElsewhere(["campaigns", "campaign_leads"])) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the killed share's transaction still holds its locks after 10 s");
}

/** Starts a share in a child process and SIGKILLs it while its transaction is writing leads. */
function deliverAndKill(campaignId: string): Promise<{ out: string; killedInFlight: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "lib/features/campaigns/delivery/testing/deliver-once.ts"],
      {
        env: { ...process.env, DATABASE_URL: url, CAMPAIGN_ID: campaignId, AT },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    let killedInFlight = false;
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    const poll = setInterval(async () => {
      if (await shareInFlight()) {
        clearInterval(poll);
        killedInFlight = true;
        child.kill("SIGKILL");
      }
    }, 10);
    child.on("exit", () => {
      clearInterval(poll);
      resolve({ out, killedInFlight });
    });
  });
}

describe("exactly once across a crash", () => {
  it("a share killed mid-transaction leaves nothing half-done; the next run delivers it whole, once", async () => {
    const clock = fixedClock("2026-03-24T08:00:00Z");
    const account = await createAccount(db, { email: "crash@example.com", plan: "pro" });
    const ctx = { db, accountId: account.accountId, clock };
    const campaign = await createCampaign(ctx, {
      name: "Crash test",
      filters: { seniorities: ["entry", "senior", "manager", "director"] },
      delivery: {
        email: true,
        days: ["tue"],
        window: { start: "00:00", end: "23:59" },
        timezone: "UTC",
        leadsPerDay: 300,
      },
      saveToList: { enabled: true, listName: "Crash list" },
    });
    await launchCampaign(ctx, campaign.id);

    const { out, killedInFlight } = await deliverAndKill(campaign.id);
    expect(killedInFlight).toBe(true);
    const leadsAfterKill = await db
      .select({ n: count() })
      .from(campaignLeads)
      .where(eq(campaignLeads.campaignId, campaign.id));
    const usedAfterKill = await db
      .select({ n: sum(allowanceUsage.used) })
      .from(allowanceUsage)
      .where(
        and(eq(allowanceUsage.accountId, account.accountId), eq(allowanceUsage.counter, "api")),
      );
    // Either the kill landed inside the transaction (nothing stored, nothing charged) or the
    // share had committed whole; never anything in between.
    const committed = out.includes('"reason"');
    const n = leadsAfterKill[0]?.n ?? 0;
    expect(Number(usedAfterKill[0]?.n ?? 0)).toBe(n);
    if (!committed) expect(n).toBe(0);
    // Usage equals what the accepted work (the leads) consumed, exactly. The leads carried
    // e-mail addresses too, which their rows do not record: compared on api.
    const atKill = await usageAgainstWork({
      db,
      accountId: account.accountId,
      clock: fixedClock(AT),
    });
    expect(atKill.used.api).toBe(atKill.work.api);

    await killedSessionGone();
    const outcome = await deliverCampaignShare(db, campaign.id, {
      clock: fixedClock(AT),
      tickSeconds: 60,
    });
    const leads = await db
      .select({ profileId: campaignLeads.profileId })
      .from(campaignLeads)
      .where(eq(campaignLeads.campaignId, campaign.id));
    expect(leads.length).toBe(300);
    expect(new Set(leads.map((l) => l.profileId)).size).toBe(300);
    if (!committed) expect(outcome.delivered).toBe(300);
    const [api] = await db
      .select({ used: allowanceUsage.used })
      .from(allowanceUsage)
      .where(
        and(eq(allowanceUsage.accountId, account.accountId), eq(allowanceUsage.counter, "api")),
      );
    expect(api?.used).toBe(300);
    const after = await usageAgainstWork({
      db,
      accountId: account.accountId,
      clock: fixedClock(AT),
    });
    expect(after.used.api).toBe(after.work.api);
    const [ledger] = await db
      .select({ n: count() })
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, account.accountId), eq(creditLedger.counter, "api")));
    // One starting-credits row plus one debit per lead.
    expect(ledger?.n).toBe(301);
    const [saved] = await db
      .select({ n: count() })
      .from(listItems)
      .where(eq(listItems.campaignId, campaign.id));
    expect(saved?.n).toBe(300);
  });
});
