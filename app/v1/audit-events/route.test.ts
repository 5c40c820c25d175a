import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { createAccount } from "@/lib/features/accounts/create-account";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { GET as exportCsv } from "./export/route";
import { GET } from "./route";

let key: string;
let otherKey: string;

beforeAll(async () => {
  const { db } = await createTestDb();
  const me = await createAccount(db, { email: "log@example.com" });
  const them = await createAccount(db, { email: "them@example.com" });
  key = me.apiKey;
  otherKey = them.apiKey;
  const ctx = { db, accountId: me.accountId, clock: systemClock };
  for (let i = 0; i < 3; i++) {
    await recordAudit(
      { ...ctx, actor: { userId: me.userId, address: "192.0.2.1" } },
      { action: "list.exported", target: { type: "list", id: `l${i}` } },
    );
  }
  await recordAudit(ctx, { action: "campaign.launched", summary: { name: "=HYPERLINK()" } });
});

const get = (path: string, apiKey = key) =>
  GET(new Request(`http://test${path}`, { headers: { authorization: `Bearer ${apiKey}` } }));

describe("GET /v1/audit-events", () => {
  it("pages through the account's events with nextCursor", async () => {
    const first = await (await get("/v1/audit-events?action=list.exported&limit=2")).json();
    expect(first.data.map((e: { target: { id: string } }) => e.target.id)).toEqual(["l2", "l1"]);
    expect(first.data[0]).toMatchObject({
      actor: { type: "user", label: "log@example.com" },
      address: "192.0.2.1",
    });
    const next = await (
      await get(`/v1/audit-events?action=list.exported&limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(next).toMatchObject({ data: [{ target: { id: "l0" } }], nextCursor: null });
  });

  it("shows another account none of them", async () => {
    expect((await (await get("/v1/audit-events", otherKey)).json()).data).toEqual([]);
  });

  it("answers 400 for an unknown action, date or cursor", async () => {
    for (const q of ["action=nope", "from=yesterday", "cursor=bm9wZQ"]) {
      expect((await get(`/v1/audit-events?${q}`)).status, q).toBe(400);
    }
  });
});

describe("GET /v1/audit-events/export", () => {
  it("downloads the filtered events as CSV, and records the export", async () => {
    const res = await exportCsv(
      new Request("http://test/v1/audit-events/export?action=campaign.launched", {
        headers: { authorization: `Bearer ${key}` },
      }),
    );
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("campaign.launched");
    expect(lines[1]).toContain(`"{""name"":""=HYPERLINK()""}"`);
    const log = await (await get("/v1/audit-events?action=audit_log.exported")).json();
    expect(log.data[0]).toMatchObject({
      actor: { type: "api_key" },
      summary: { action: "campaign.launched" },
    });
  });
});
