import { readFile, rm } from "node:fs/promises";
import http from "node:http";
import { expect, test } from "@playwright/test";
import postgres from "postgres";
import {
  type HubSpotSimulator,
  startHubSpotSimulator,
} from "../lib/features/crm/testing/hubspot-simulator";
import {
  alive,
  cleanedUpAfterEach,
  databaseUrlOf,
  descendants,
  ownDatabase,
  request,
  startApp,
  until,
} from "./npm-start";

/*
 * A push of 5,000 people to HubSpot through kill -9 of `npm start` (every process of it at once,
 * PostgreSQL included, as a power cut would) at about 40 % of its rows, then `npm start` again on
 * the same data folder. What a marketer relies on: the push finishes by itself, with no one
 * resuming it; HubSpot holds each person once, and the push's log names that one record for each
 * row; every row is accounted for; pushing the list again creates no one.
 */

const DATA_DIR = ".tmp/crm-push-crash-data";
// Ports no other `alone` spec uses (they take the suite's port + 2 and + 11 … + 16).
const PORT = Number(process.env.E2E_PORT ?? 3107) + 3;
const HUBSPOT_PORT = Number(process.env.E2E_PORT ?? 3107) + 4;
const TOKEN = "pat-eu1-crash-1111-2222-3333";
const ROWS = 5_000;

const track = cleanedUpAfterEach();
let sim: HubSpotSimulator | undefined;
test.afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

interface Push {
  status: string;
  total: number;
  counts: Record<"pending" | "created" | "updated" | "unchanged" | "skipped" | "failed", number>;
  error: string | null;
}

test("kill -9 of npm start at 40 % of a push: it finishes by itself, each contact once", async () => {
  test.setTimeout(600_000);
  await rm(DATA_DIR, { recursive: true, force: true });
  // A window small enough that the push takes ~20 s, so the kill lands in its middle.
  sim = await startHubSpotSimulator({
    token: TOKEN,
    port: HUBSPOT_PORT,
    max: 10,
    intervalMs: 2_000,
  });
  const env = {
    ...(await ownDatabase(DATA_DIR, true)),
    SEED_PROFILES: "8000",
    HUBSPOT_API_BASE_URL: sim.url,
  };
  const first = startApp({ dataDir: DATA_DIR, port: PORT, env });
  await first.ready;
  track(first);
  const { apiKey } = JSON.parse(await readFile(`${DATA_DIR}/demo.json`, "utf8")) as {
    apiKey: string;
  };
  const auth = { authorization: `Bearer ${apiKey}` };
  const json = { ...auth, "content-type": "application/json" };
  const agent = new http.Agent({ keepAlive: false });

  // A list of 5,000 seeded people who have an e-mail address, on the demo account.
  const url = await databaseUrlOf(DATA_DIR, env);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [demo] = await sql<{ accountId: string }[]>`
    select account_id as "accountId" from users where email = 'demo@leadwise.local'`;
  const accountId = demo?.accountId as string;
  const [list] = await sql<{ id: string }[]>`
    insert into lists (account_id, name) values (${accountId}, 'To HubSpot, 5,000') returning id`;
  const listId = list?.id as string;
  const inserted = await sql`
    insert into list_items (list_id, profile_id, account_id, added_at)
    select ${listId}, profile_id, ${accountId}, now() + make_interval(secs => row_number() over ())
    from (select distinct profile_id from contacts where kind = 'email' order by profile_id
          limit ${ROWS}) p`;
  await sql.end();
  expect(inserted.count).toBe(ROWS);

  const connected = await request(
    agent,
    PORT,
    "POST",
    "/v1/crm/connections",
    json,
    JSON.stringify({ vendor: "hubspot", token: TOKEN }),
  );
  expect(connected.status, connected.body).toBe(201);
  const { id: connectionId } = JSON.parse(connected.body) as { id: string };
  const tested = await request(
    agent,
    PORT,
    "POST",
    `/v1/crm/connections/${connectionId}/test`,
    auth,
  );
  expect(JSON.parse(tested.body)).toMatchObject({ ok: true });

  const pushList = async () => {
    const answer = await request(
      agent,
      PORT,
      "POST",
      "/v1/crm/pushes",
      json,
      JSON.stringify({ listId, connectionId }),
    );
    expect(answer.status, answer.body).toBe(202);
    return (JSON.parse(answer.body) as { id: string }).id;
  };
  const progress = (id: string) => async (): Promise<Push> => {
    const answer = await request(agent, PORT, "GET", `/v1/crm/pushes/${id}`, auth);
    if (answer.status !== 200) throw new Error(`${answer.status}`);
    return JSON.parse(answer.body) as Push;
  };

  const pushId = await pushList();
  const before = await until(progress(pushId), (p) => p.total - p.counts.pending >= ROWS * 0.4);
  const group = first.app.pid as number;
  const processes = [group, ...descendants(group)];
  process.kill(-group, "SIGKILL");
  await until(
    async () => processes.filter(alive),
    (left) => left.length === 0,
  );
  expect(before.status).toBe("running");
  expect(before.counts.pending).toBeGreaterThan(0);
  const contactsAtKill = sim.contacts.size;
  expect(contactsAtKill).toBeLessThan(ROWS);

  const second = startApp({ dataDir: DATA_DIR, port: PORT, env });
  await second.ready;
  track(second);
  // No one resumes it: the job workers and the resume sweep take it up again.
  const restarted = Date.now();
  const after = await until(
    progress(pushId),
    (p) => p.status !== "queued" && p.status !== "running",
  );
  expect(after.status, after.error ?? "").toBe("done");
  test.info().annotations.push({
    type: "done after the restart",
    description: `${Math.round((Date.now() - restarted) / 1000)} s`,
  });
  const { pending, created, updated, unchanged, skipped, failed } = after.counts;
  expect(pending).toBe(0);
  expect(failed).toBe(0);
  expect(created + updated + unchanged + skipped + failed).toBe(ROWS);

  // Each person once in HubSpot, and each row's record is that one.
  const rows = await allRows(agent, auth, pushId);
  expect(rows).toHaveLength(ROWS);
  const sent = rows.filter((r) => r.outcome !== "skipped");
  const emails = sent.map((r) => r.email as string);
  expect(new Set(emails).size).toBe(emails.length);
  expect(sim.contacts.size).toBe(emails.length);
  for (const row of sent) {
    const contact = sim.contacts.get(row.email as string);
    expect(contact?.id, row.email ?? "").toBe(row.recordId);
    expect(row.recordUrl).toBe(
      `https://app-eu1.hubspot.com/contacts/${sim.portalId}/record/0-1/${contact?.id}`,
    );
  }
  // Only the batch in flight at the kill can have reached HubSpot unrecorded: sent again, its
  // people were found there (unchanged), never created a second time.
  expect(created).toBeLessThanOrEqual(sim.contacts.size);
  expect(created).toBeGreaterThanOrEqual(sim.contacts.size - 100);

  // The same list again: nobody new, every row updated or unchanged.
  const againId = await pushList();
  const again = await until(progress(againId), (p) => p.status === "done" || p.status === "failed");
  expect(again.status, again.error ?? "").toBe("done");
  expect(again.counts.created).toBe(0);
  expect(again.counts.updated + again.counts.unchanged).toBe(emails.length);
  expect(again.counts.skipped).toBe(skipped);
  expect(sim.contacts.size).toBe(emails.length);
  agent.destroy();
});

interface Row {
  position: number;
  email: string | null;
  outcome: string;
  recordId: string | null;
  recordUrl: string | null;
}

async function allRows(
  agent: http.Agent,
  auth: Record<string, string>,
  pushId: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const answer = await request(
      agent,
      PORT,
      "GET",
      `/v1/crm/pushes/${pushId}/rows?limit=500${query}`,
      auth,
    );
    expect(answer.status, answer.body).toBe(200);
    const page = JSON.parse(answer.body) as { data: Row[]; nextCursor: string | null };
    rows.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}
