import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, profiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { isWorkAddress } from "@/lib/model/profiles/email-domains";
import { profileToRow } from "./profile-rows";

/*
 * The migration that added profiles.has_work_email set it for the rows already there in SQL;
 * rows written since get it from profileToRow (isWorkAddress). Both must agree, or the Live
 * Estimate's "work e-mail only" count would differ between old and new rows.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];

beforeAll(async () => {
  ({ db } = await createTestDb());
});

const ADDRESSES = [
  { type: "work", value: "ann@acme.io" },
  { type: "professional", value: "bob@globex.com" },
  { type: "personal", value: "cy@family-name.fr" },
  { type: "work", value: "dee@gmail.com" },
  { type: "professional", value: "eve@Yahoo.FR" },
  { type: "other", value: "fay@mailinator.com" },
  { type: "personal", value: "gus@hotmail.com" },
];

describe("the has_work_email backfill", () => {
  it("sets the flag exactly where profileToRow would", async () => {
    const migrations = path.resolve(import.meta.dirname, "../../../db/migrations");
    const file = readdirSync(migrations).find((f) =>
      f.endsWith("_work_email_and_provider_state.sql"),
    );
    expect(file).toBeDefined();
    const backfill = readFileSync(path.join(migrations, file ?? ""), "utf8")
      .split("--> statement-breakpoint")
      .find((s) => s.includes("UPDATE"));
    expect(backfill).toBeDefined();

    // One person per address, stored as an old row would be: the flag not yet set.
    for (const [i, entry] of ADDRESSES.entries()) {
      const row = profileToRow({ id: `bf_${i}`, fn: "B", ln: `F${i}`, email: [entry] });
      await db.insert(profiles).values({ ...row, hasWorkEmail: false });
      await db.insert(contacts).values({ profileId: row.id, kind: "email", ...entry });
    }
    await db.execute(sql.raw(backfill ?? ""));
    const flags = await db.execute<{ id: string; has_work_email: boolean }>(
      sql`select id, has_work_email from profiles where id like 'bf\\_%' order by id`,
    );
    expect(Object.fromEntries(flags.map((r) => [r.id, r.has_work_email]))).toEqual(
      Object.fromEntries(ADDRESSES.map((e, i) => [`bf_${i}`, isWorkAddress(e)])),
    );
    expect(ADDRESSES.filter(isWorkAddress).map((e) => e.value)).toEqual([
      "ann@acme.io",
      "bob@globex.com",
    ]);
  });
});
