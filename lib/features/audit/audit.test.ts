import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, auditEvents } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { createAccount } from "@/lib/features/accounts/create-account";
import { exportAuditCsv } from "./audit-csv";
import { listAuditEvents } from "./audit-events";
import { sweepAuditEvents } from "./audit-retention";
import { recordAudit } from "./record-audit";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let accountId: string;
let userId: string;
let otherAccountId: string;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ({ db } = await createTestDb());
  ({ accountId, userId } = await createAccount(db, { email: "audit@example.com" }));
  ({ accountId: otherAccountId } = await createAccount(db, { email: "other@example.com" }));
});

const ctx = () => ({
  db,
  accountId,
  clock: systemClock,
  actor: { userId, address: "203.0.113.9" },
});

/** The database's own error for a statement, as its message (it must be refused). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error("the statement was not refused");
}

describe("recordAudit", () => {
  it("writes the actor, their e-mail, address, target and summary", async () => {
    await recordAudit(ctx(), {
      action: "campaign.launched",
      target: { type: "campaign", id: "c-1" },
      summary: { name: "Spring" },
    });
    const page = await listAuditEvents(ctx(), { action: "campaign.launched" });
    expect(page.data[0]).toMatchObject({
      action: "campaign.launched",
      actor: { type: "user", id: userId, label: "audit@example.com" },
      address: "203.0.113.9",
      target: { type: "campaign", id: "c-1" },
      summary: { name: "Spring" },
    });
  });

  it("rolls back with the act's transaction", async () => {
    await db
      .transaction(async (tx) => {
        await recordAudit({ ...ctx(), db: tx }, { action: "list.exported" });
        throw new Error("the act failed");
      })
      .catch(() => {});
    expect((await listAuditEvents(ctx(), { action: "list.exported" })).data).toHaveLength(0);
  });
});

describe("the table is append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE from the app's own connection", async () => {
    await recordAudit(ctx(), { action: "api_key.created" });
    expect(await refusal(db.update(auditEvents).set({ action: "x" }))).toMatch(/append-only/);
    expect(await refusal(db.delete(auditEvents))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`truncate audit_events`))).toMatch(/append-only/);
    expect((await listAuditEvents(ctx(), { action: "api_key.created" })).data).toHaveLength(1);
  });

  it("refuses a delete that names a cutoff younger than 30 days", async () => {
    await recordAudit(ctx(), { action: "api_key.revoked" });
    const cutoff = new Date(Date.now() + DAY).toISOString();
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('leadwise.audit_sweep_before', ${cutoff}, true)`);
      await tx.delete(auditEvents).where(eq(auditEvents.action, "api_key.revoked"));
    });
    expect(await refusal(attempt)).toMatch(/append-only/);
  });

  it("lets the retention sweep delete only rows older than the period", async () => {
    const old = { ...ctx(), clock: { now: () => new Date(Date.now() - 500 * DAY) } };
    await recordAudit(old, { action: "do_not_contact.added" });
    await recordAudit(ctx(), { action: "do_not_contact.added" });
    expect(await sweepAuditEvents(db, new Date(), 400)).toBe(1);
    const left = await listAuditEvents(ctx(), { action: "do_not_contact.added" });
    expect(left.data).toHaveLength(1);
    // Outside the sweep's transaction the setting is gone: the trigger refuses again.
    expect(await refusal(db.delete(auditEvents))).toMatch(/append-only/);
  });

  it("goes with its account when the account is deleted", async () => {
    const { accountId: gone } = await createAccount(db, { email: "gone@example.com" });
    await recordAudit({ ...ctx(), accountId: gone }, { action: "list.exported" });
    await db.delete(accounts).where(eq(accounts.id, gone));
    const rows = await db.select().from(auditEvents).where(eq(auditEvents.accountId, gone));
    expect(rows).toHaveLength(0);
  });
});

describe("listAuditEvents", () => {
  it("pages newest first through every event of the account, and none of another", async () => {
    const paged = { ...ctx(), accountId: otherAccountId };
    for (let i = 0; i < 5; i++) {
      await recordAudit(paged, { action: "company_list.imported", summary: { n: i } });
    }
    const seen: unknown[] = [];
    let cursor: string | undefined;
    do {
      const page = await listAuditEvents(paged, { limit: 2, cursor });
      seen.push(...page.data.map((e) => e.summary.n));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([4, 3, 2, 1, 0]);
    const mine = await listAuditEvents(ctx(), { action: "company_list.imported" });
    expect(mine.data).toHaveLength(0);
  });

  it("filters by actor and date range", async () => {
    const base = new Date("2026-01-10T12:00:00Z");
    const at = (d: number) => ({
      ...ctx(),
      clock: { now: () => new Date(base.getTime() + d * DAY) },
    });
    await recordAudit(at(0), { action: "company_list.deleted" });
    await recordAudit(at(2), { action: "company_list.deleted" });
    await recordAudit(
      { ...at(1), actor: { apiKeyId: "key-x" } },
      { action: "company_list.deleted" },
    );
    const byUser = await listAuditEvents(ctx(), {
      action: "company_list.deleted",
      actor: "AUDIT@example.com",
    });
    expect(byUser.data).toHaveLength(2);
    const byKey = await listAuditEvents(ctx(), { actor: "key-x" });
    expect(byKey.data.map((e) => e.actor.type)).toEqual(["api_key"]);
    const range = await listAuditEvents(ctx(), {
      action: "company_list.deleted",
      from: "2026-01-11T00:00:00Z",
      to: "2026-01-12T00:00:00Z",
    });
    expect(range.data).toHaveLength(1);
  });

  it("refuses a cursor it did not write", async () => {
    await expect(listAuditEvents(ctx(), { cursor: "bm9wZQ" })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe("exportAuditCsv", () => {
  it("writes formula-safe cells", async () => {
    await recordAudit(
      { ...ctx(), actor: { userId, address: "=cmd()" } },
      { action: "audit_log.exported", summary: { q: "x" } },
    );
    let text = "";
    for await (const part of exportAuditCsv(ctx(), { action: "audit_log.exported" })) text += part;
    const [header, row] = text.split("\r\n");
    expect(header).toBe("at,action,actorType,actorId,actor,address,targetType,targetId,summary");
    expect(row).toContain(",'=cmd(),");
    expect(row).toContain('"{""q"":""x""}"');
  });
});
