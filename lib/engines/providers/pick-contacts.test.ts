import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { sampleProfile } from "@/lib/features/enrichment/enrichment-fixtures";
import {
  domainOrNull,
  normalizeSourceUrl,
  resolveInputs,
} from "@/lib/features/enrichment/resolve-person";
import { saveProfiles, sourceIdOf } from "@/lib/model/profiles/save-profiles";
import { pickContacts } from "./pick-contacts";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];

beforeAll(async () => {
  ({ db } = await createTestDb());
  // p_0..p_2 come from "bulk-vendor" (registered first, so asked first)...
  await saveProfiles(
    db,
    [0, 1, 2].map((i) => sampleProfile(i, { email: 1, mobile: 0 })),
    { source: "bulk-vendor" },
  );
  await sourceIdOf(db, "premium");
  await db.execute(sql`update sources set priority = 0 where name = 'premium'`);
  const premium = await sourceIdOf(db, "premium");
  // ...and "premium", asked before it, also knows p_0's and p_1's addresses and p_2's number.
  await db.execute(sql`
    insert into contacts (profile_id, kind, type, value, source_id) values
      ('p_0', 'email', 'personal', 'jane@premium.example', ${premium}),
      ('p_1', 'email', 'personal', 'FIRST1.0@example.com', ${premium}),
      ('p_2', 'mobile', 'personal', '+33612345678', ${premium})`);
});

describe("pickContacts (the waterfall)", () => {
  it("takes each kind from the highest-priority source that has any, and names it", async () => {
    const picked = await pickContacts(db, ["p_0", "p_1", "p_2", "nobody"], ["email", "mobile"]);
    expect(picked.get("p_0")?.email).toEqual({
      source: "premium",
      entries: [{ type: "personal", value: "jane@premium.example" }],
    });
    // The lower-priority source is not asked once a better one answered.
    expect(picked.get("p_1")?.email?.entries).toHaveLength(1);
    expect(picked.get("p_1")?.email?.source).toBe("premium");
    // Another kind can come from another source.
    expect(picked.get("p_2")?.email?.source).toBe("bulk-vendor");
    expect(picked.get("p_2")?.mobile?.source).toBe("premium");
    expect(picked.get("nobody")).toBeUndefined();
  });

  it("asks only for the kinds requested", async () => {
    const picked = await pickContacts(db, ["p_2"], ["mobile"]);
    expect(picked.get("p_2")?.email).toBeUndefined();
    expect(picked.get("p_2")?.mobile?.entries).toHaveLength(1);
  });
});

describe("resolveInputs", () => {
  it("answers one id or null per input, in order, whatever the form", async () => {
    const inputs = [
      { id: "p_1" },
      { id: "p_404" },
      { SourceUrl: "network.example/in/person-2" },
      { SourceUsername: "Person0" },
      { email: "jane@premium.example" },
      { fn: "First1", ln: "Last1", organization: "globex.com" },
      { fn: "First1", ln: "Last1", organization: "Another Corp" },
    ];
    const ids = await resolveInputs(
      db,
      inputs,
      inputs.map(() => "any-account"),
    );
    expect(ids).toEqual(["p_1", null, "p_2", "p_0", "p_0", "p_1", null]);
  });

  it("normalizes what people paste", () => {
    expect(normalizeSourceUrl(" HTTPS://Network.example/in/x// ")).toEqual([
      "https://network.example/in/x",
    ]);
    expect(normalizeSourceUrl("network.example/in/x")).toContain("https://network.example/in/x");
    expect(domainOrNull("https://www.Acme.io/about")).toBe("acme.io");
    expect(domainOrNull("Acme Robotics")).toBeNull();
  });
});
