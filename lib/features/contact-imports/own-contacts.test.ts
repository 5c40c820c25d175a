import { beforeAll, describe, expect, it } from "vitest";
import { POST as estimate } from "@/app/v1/estimate/route";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import type { createAccount } from "@/lib/features/accounts/create-account";
import { createTestDbWithAudience, roomyAccount } from "@/lib/features/campaigns/testing/fixtures";
import type { SamplePerson } from "@/lib/features/estimate/schema";
import { countOwnContacts, importContacts } from "./import-contacts";
import { deleteOwnContacts, listOwnContacts } from "./own-contacts";

let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
type Account = Awaited<ReturnType<typeof createAccount>>;
let a: Account;
let b: Account;
const clock = fixedClock("2026-03-23T10:00:00Z");
const ctxOf = (who: Account): Ctx => ({ db, accountId: who.accountId, clock });
const csv = (text: string) => new TextEncoder().encode(text);

const PEOPLE = `First Name,Last Name,E-mail,Phone,Company,Job Title
Ada,Lovelace,ada@engines.example,,Analytical Engines,Countess
Grace,Hopper,grace@navy.example,+1 202 555 0100,Navy,Rear Admiral
Alan,Turing,,+44 20 7946 0000,Bletchley,Cryptanalyst
`;

// 12 shared people in France (lib/features/enrichment/enrichment-fixtures.ts).
beforeAll(async () => {
  ({ db } = await createTestDbWithAudience(12));
  a = await roomyAccount(db, "own-a@example.com");
  b = await roomyAccount(db, "own-b@example.com");
  expect((await importContacts(ctxOf(a), csv(PEOPLE))).imported).toBe(3);
  await importContacts(ctxOf(b), csv("E-mail,Job Title\nbob@other.example,Lighthouse Keeper\n"));
});

describe("the account's own contacts", () => {
  it("are listed newest first, a page at a time, with their addresses and numbers", async () => {
    const first = await listOwnContacts(ctxOf(a), { limit: 2 });
    expect(first.data.map((c) => c.name)).toEqual(["Alan Turing", "Grace Hopper"]);
    expect(first.data[1]).toMatchObject({
      emails: ["grace@navy.example"],
      mobiles: ["+12025550100"],
      title: "Rear Admiral",
      company: "Navy",
    });
    const rest = await listOwnContacts(ctxOf(a), { limit: 2, cursor: first.nextCursor ?? "" });
    expect(rest.data.map((c) => c.name)).toEqual(["Ada Lovelace"]);
    expect(rest.nextCursor).toBeNull();
  });

  it("are searched by name, address, number, title or company, and never show another account's", async () => {
    const names = async (q: string) =>
      (await listOwnContacts(ctxOf(a), { q })).data.map((c) => c.name);
    expect(await names("lovelace")).toEqual(["Ada Lovelace"]);
    expect(await names("navy.example")).toEqual(["Grace Hopper"]);
    expect(await names("+4420")).toEqual(["Alan Turing"]);
    expect(await names("countess")).toEqual(["Ada Lovelace"]);
    expect(await names("100%")).toEqual([]);
    expect(await names("lighthouse")).toEqual([]);
    expect((await listOwnContacts(ctxOf(b))).data.map((c) => c.emails)).toEqual([
      ["bob@other.example"],
    ]);
  });

  it("are marked as the account's own in the people preview", async () => {
    await refreshAudienceIndex(db);
    const preview = async (titles: string[]) => {
      const res = await estimate(
        new Request("http://test/v1/estimate", {
          method: "POST",
          headers: { authorization: `Bearer ${a.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({ filters: { titles: { include: titles } }, sample: 10 }),
        }),
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { sample: SamplePerson[] }).sample;
    };
    const own = await preview(["Countess", "Rear Admiral", "Cryptanalyst"]);
    expect(own.map((p) => [p.name, p.own]).sort()).toEqual([
      ["Ada L.", true],
      ["Alan T.", true],
      ["Grace H.", true],
    ]);
    const shared = await preview(["Head of Sales"]);
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((p) => !p.own)).toBe(true);
  });

  it("are deleted by their owner only", async () => {
    const [bob] = (await listOwnContacts(ctxOf(b))).data;
    const [alan] = (await listOwnContacts(ctxOf(a), { q: "turing" })).data;
    expect(await deleteOwnContacts(ctxOf(a), [bob?.id ?? ""])).toBe(0);
    expect(await countOwnContacts(ctxOf(b))).toBe(1);
    expect(await deleteOwnContacts(ctxOf(b), [alan?.id ?? ""])).toBe(0);
    expect(await deleteOwnContacts(ctxOf(a), [alan?.id ?? ""])).toBe(1);
    expect(await countOwnContacts(ctxOf(a))).toBe(2);
    expect((await listOwnContacts(ctxOf(a), { q: "turing" })).data).toEqual([]);
  });
});
