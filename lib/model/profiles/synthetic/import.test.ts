import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import type { Profile } from "@/lib/model/profiles/profile-schema";
import { loadProfiles } from "@/lib/model/profiles/serialize";
import { buildWorld, generateProfile } from "./generate";
import { importProfiles } from "./import";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const world = buildWorld(31, 10);
const [first, second, third] = [0, 1, 2].map((i) => generateProfile(world, i).profile) as [
  Profile,
  Profile,
  Profile,
];
const all = { email: true, mobile: true };

async function jsonl(name: string, lines: string[]): Promise<string> {
  const file = path.join(os.tmpdir(), `${name}-${process.pid}.jsonl`);
  await writeFile(file, lines.join("\n"));
  return file;
}

beforeAll(async () => {
  ({ db } = await createTestDb());
});

describe("importProfiles", () => {
  it("imports the good lines and reports each bad one by line number", async () => {
    const file = await jsonl("import", [
      JSON.stringify(first),
      JSON.stringify(second),
      JSON.stringify({ ...third, firstName: "Renamed" }),
    ]);
    const result = await importProfiles(db, file, { source: "crm-export" });
    expect(result.imported).toBe(2);
    expect(result.skipped).toHaveLength(1);
    expect(result.skipped[0]?.line).toBe(3);
    expect(result.skipped[0]?.error).toContain("firstName");
    expect(await loadProfiles(db, [first.id, second.id, third.id], all)).toEqual([first, second]);
  });

  it("fills the targeting columns and keywords, attributing every field to the source", async () => {
    const [row] = await db.execute<{
      title: string;
      has_email: boolean;
      matches: boolean;
      provenance: Record<string, string>;
    }>(sql`
      select title, has_email, provenance,
             keywords @@ plainto_tsquery('english', ${first.title ?? ""}) as matches
      from profiles where id = ${first.id}`);
    expect(row).toMatchObject({
      title: first.title,
      has_email: Boolean(first.email),
      matches: true,
    });
    expect(Object.keys(row?.provenance ?? {}).sort()).toEqual(
      Object.keys(first)
        .filter((k) => k !== "id")
        .sort(),
    );
    expect(new Set(Object.values(row?.provenance ?? {}))).toEqual(new Set(["crm-export"]));
  });

  it("updates a profile imported again, and reports lines that are not JSON", async () => {
    const changed: Profile = { ...first, title: "Chief Executive Officer", mobile: undefined };
    const file = await jsonl("reimport", ["{not json", "", JSON.stringify(changed)]);
    const result = await importProfiles(db, file, { source: "crm-export" });
    expect(result.imported).toBe(1);
    expect(result.skipped.map((s) => s.line)).toEqual([1]);
    const [stored] = await loadProfiles(db, [first.id], all);
    expect(stored?.title).toBe("Chief Executive Officer");
    expect(stored?.mobile).toBeUndefined();
    const [row] = await db.execute<{ seniority: string }>(
      sql`select seniority from profiles where id = ${first.id}`,
    );
    expect(row?.seniority).toBe("c_suite");
  });
});
