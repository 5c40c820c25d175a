import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { GET as getCampaign } from "@/app/v1/campaigns/[id]/route";
import { GET as getSuppressions } from "@/app/v1/suppressions/route";
import { MIGRATIONS_FOLDER } from "@/db/migrate";
import {
  defaultDelivery,
  EMPTY_NOTIFICATIONS,
  EMPTY_SAVE_TO_LIST,
} from "@/lib/features/campaigns/schema";
import { generateApiKey } from "./secrets";

/*
 * The release before workspaces upgrades in place: a database built by the migrations up to
 * 0026 (accounts with one user, keys without makers), holding an account, its user, a key and
 * a campaign, then migrated to now. Its user must be the owner, its key must work with every
 * permission, and its campaign must be as it was.
 */

const LAST_BEFORE = "0026_campaign_webhook_test";

let url: string;
let name: string;
let admin: postgres.Sql;
let folder: string;
const key = generateApiKey();
const ids = { account: "", user: "", campaign: "" };

async function migrateWith(folderPath: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(sql), { migrationsFolder: folderPath });
  } finally {
    await sql.end();
  }
}

beforeAll(async () => {
  const serverUrl = inject("testServerUrl");
  admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  name = `t_upgrade_${Date.now().toString(36)}`;
  await admin.unsafe(`create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  url = u.toString();

  // The previous release's migrations: the folder with its journal cut after LAST_BEFORE.
  folder = await mkdtemp(path.join(os.tmpdir(), "leadwise-prev-"));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === LAST_BEFORE);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  await migrateWith(folder);

  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [account] = await sql`
    insert into accounts (name, plan, daily_search, daily_api, daily_email, daily_mobile, webhook_secret)
    values ('Acme', 'starter', 100, 100, 100, 100, 'whsec_x') returning id`;
  ids.account = account?.id;
  const [user] = await sql`
    insert into users (account_id, email, email_verified)
    values (${ids.account}, 'founder@acme.test', now()) returning id`;
  ids.user = user?.id;
  await sql`
    insert into api_keys (account_id, name, prefix, hash)
    values (${ids.account}, 'Default key', ${key.prefix}, ${key.hash})`;
  const [campaign] = await sql`
    insert into campaigns (account_id, name, status, filters, delivery, save_to_list, notifications)
    values (${ids.account}, 'Upgrade me', 'paused', ${sql.json({ countries: ["DE"] })},
      ${sql.json(defaultDelivery())}, ${sql.json(EMPTY_SAVE_TO_LIST)},
      ${sql.json(EMPTY_NOTIFICATIONS)})
    returning id`;
  ids.campaign = campaign?.id;
  await sql.end();

  await migrateWith(MIGRATIONS_FOLDER);
  process.env.DATABASE_URL = url;
});

afterAll(async () => {
  const holder = globalThis as unknown as { __leadwiseDb?: { close: () => Promise<void> } };
  await holder.__leadwiseDb?.close();
  holder.__leadwiseDb = undefined;
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(folder, { recursive: true, force: true });
});

describe("upgrading a database of the release before workspaces", () => {
  it("makes the account's user its owner and the key theirs, with no scopes", async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const members = await sql`select account_id, user_id, role from memberships`;
      expect(members).toEqual([{ account_id: ids.account, user_id: ids.user, role: "owner" }]);
      const keys = await sql`select created_by, scopes from api_keys`;
      expect(keys).toEqual([{ created_by: ids.user, scopes: null }]);
    } finally {
      await sql.end();
    }
  });

  it("keeps the campaign as it was, and the old key reads it", async () => {
    const res = await getCampaign(
      new Request(`http://test/v1/campaigns/${ids.campaign}`, {
        headers: { authorization: `Bearer ${key.key}` },
      }),
      { params: Promise.resolve({ id: ids.campaign }) },
    );
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      id: ids.campaign,
      name: "Upgrade me",
      status: "paused",
      filters: { countries: ["DE"] },
    });
  });

  it("keeps the old key's full rights: an admin's permission (do-not-contact) too", async () => {
    const res = await getSuppressions(
      new Request("http://test/v1/suppressions", {
        headers: { authorization: `Bearer ${key.key}` },
      }),
    );
    expect(res.status).toBe(200);
  });
});
