import { beforeAll, describe, expect, it } from "vitest";
import { listItems, lists, profiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { createAccount } from "@/lib/features/accounts/create-account";
import { PUT as putCampaignCrm } from "../campaigns/[id]/crm/route";
import { POST as createCampaign } from "../campaigns/route";
import { PUT as putMapping } from "./connections/[id]/mapping/route";
import { GET as getOne, DELETE as remove } from "./connections/[id]/route";
import { POST as create, GET as list } from "./connections/route";
import { GET as getPush } from "./pushes/[id]/route";
import { GET as getRows } from "./pushes/[id]/rows/route";
import { POST as push } from "./pushes/route";

/* /v1/crm without calling a CRM: what is stored, what is refused, and whose it is. */

let key: string;
let otherKey: string;
let listId: string;

process.env.AUTH_SECRET ??= "test-secret-for-crm-routes";

type Handler = (
  req: Request,
  route?: { params: Promise<Record<string, string>> },
) => Promise<Response>;

function call(
  handler: Handler,
  method: string,
  options: { body?: unknown; id?: string; as?: string } = {},
) {
  const req = new Request("http://test/v1/crm", {
    method,
    headers: { authorization: `Bearer ${options.as ?? key}`, "content-type": "application/json" },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const params: Record<string, string> = options.id ? { id: options.id } : {};
  return handler(req, { params: Promise.resolve(params) });
}

beforeAll(async () => {
  const { db } = await createTestDb();
  const account = await createAccount(db, { email: "crm-api@example.com", plan: "pro" });
  key = account.apiKey;
  otherKey = (await createAccount(db, { email: "crm-other@example.com", plan: "pro" })).apiKey;
  await db.insert(profiles).values([{ id: "crm_r1", data: { id: "crm_r1", fn: "Ada" } }]);
  const [l] = await db
    .insert(lists)
    .values({ accountId: account.accountId, name: "L" })
    .returning();
  listId = l?.id ?? "";
  await db.insert(listItems).values({ listId, profileId: "crm_r1", accountId: account.accountId });
});

describe("/v1/crm", () => {
  it("keeps the token sealed, and another account sees none of it", async () => {
    const created = await call(create, "POST", {
      body: { vendor: "hubspot", token: "pat-secret-token-9876" },
    });
    expect(created.status).toBe(201);
    const connection = await created.json();
    expect(JSON.stringify(connection)).not.toContain("pat-secret");
    expect(connection).toMatchObject({ tokenHint: "…9876", lastSyncAt: null });
    expect(connection.mapping).toContainEqual({
      field: "title",
      property: "jobtitle",
      rule: "overwrite",
    });

    expect((await call(getOne, "GET", { id: connection.id, as: otherKey })).status).toBe(404);
    expect((await (await call(list, "GET", { as: otherKey })).json()).data).toEqual([]);
    expect(
      (await call(push, "POST", { body: { listId, connectionId: connection.id }, as: otherKey }))
        .status,
    ).toBe(404);
    expect((await call(remove, "DELETE", { id: connection.id, as: otherKey })).status).toBe(404);
    expect((await call(getOne, "GET", { id: connection.id })).status).toBe(200);
  });

  it("names unwritable mapped properties and refuses a push until they are fixed", async () => {
    const connection = await (
      await call(create, "POST", { body: { vendor: "hubspot", token: "pat-another-0001" } })
    ).json();
    const saved = await call(putMapping, "PUT", {
      id: connection.id,
      body: {
        mapping: [
          { field: "title", property: "no_such_property", rule: "fill_if_empty" },
          { field: "firstName", property: "firstname", rule: "overwrite" },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).unwritable).toEqual(["no_such_property"]);
    const refused = await call(push, "POST", { body: { listId, connectionId: connection.id } });
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toMatch(/no_such_property/);

    await call(putMapping, "PUT", {
      id: connection.id,
      body: { mapping: [{ field: "firstName", property: "firstname", rule: "overwrite" }] },
    });
    const accepted = await call(push, "POST", { body: { listId, connectionId: connection.id } });
    expect(accepted.status).toBe(202);
    const started = await accepted.json();
    expect(started).toMatchObject({ status: "queued", total: 1, counts: { pending: 1 } });
    expect((await call(getPush, "GET", { id: started.id })).status).toBe(200);
    expect((await call(getPush, "GET", { id: started.id, as: otherKey })).status).toBe(404);
    const rows = await (await call(getRows, "GET", { id: started.id })).json();
    expect(rows).toMatchObject({
      data: [{ profileId: "crm_r1", outcome: "pending" }],
      nextCursor: null,
    });
  });

  it("sets a campaign's crm only with a connection of the same account", async () => {
    const campaign = await (await call(createCampaign, "POST", { body: { name: "CRM" } })).json();
    const theirs = await (
      await call(create, "POST", {
        body: { vendor: "hubspot", token: "pat-theirs-0002" },
        as: otherKey,
      })
    ).json();
    const refused = await call(putCampaignCrm, "PUT", {
      id: campaign.id,
      body: { connectionId: theirs.id, enabled: true },
    });
    expect(refused.status).toBe(404);
  });
});
