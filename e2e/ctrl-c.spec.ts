import { readFile, rm } from "node:fs/promises";
import http from "node:http";
import { expect, test } from "@playwright/test";
import {
  type App,
  alive,
  cleanUp,
  connect,
  databaseUrlOf,
  descendants,
  type Outcome,
  ownDatabase,
  readResponse,
  request,
  startApp,
  usageAgainstWorkAt,
} from "./npm-start";

/*
 * `npm start` stopped with Ctrl-C under a steady stream of requests, as a terminal does it:
 * SIGINT to the whole foreground process group. What an operator relies on: every request in
 * flight is answered (one whose body is still arriving included), nothing new is accepted after
 * the signal (a new connection is refused, a request on an open one gets 503 `shutting_down`
 * with `Connection: close`), no request is cut or answered 500, the stop takes at most 15 s,
 * nothing is left running, and every request accepted completes after the next start, its
 * account's usage equal to what that work consumed.
 */

const DATA_DIR = ".tmp/ctrl-c-data";
// Beside the suite's port, so checkouts running the suite side by side do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3107) + 11;

const started: { app: App; processes: number[] }[] = [];
test.afterEach(async () => {
  for (const { app, processes } of started.splice(0)) await cleanUp(app, processes);
});

test("Ctrl-C under load: in flight answered, nothing new taken, nothing cut or left", async () => {
  test.setTimeout(300_000);
  await rm(DATA_DIR, { recursive: true, force: true });
  const env = await ownDatabase(DATA_DIR, true);
  const first = startApp({ dataDir: DATA_DIR, port: PORT, env });
  await first.ready;
  const processes = descendants(first.app.pid as number);
  started.push({ app: first, processes });
  const { apiKey } = JSON.parse(await readFile(`${DATA_DIR}/demo.json`, "utf8")) as {
    apiKey: string;
  };
  const embedded = await readFile(`${DATA_DIR}/postgres.json`, "utf8")
    .then((t) => JSON.parse(t) as { pid: number })
    .catch(() => undefined); // none when the suite runs on DATABASE_URL
  const headers = { authorization: `Bearer ${apiKey}`, "content-type": "application/json" };
  const body = JSON.stringify({
    profiles: [
      { email: "someone@example.com" },
      { fn: "Ada", ln: "Lovelace", organization: "example.com" },
    ],
  });

  // Eight clients, each sending one request after another on its keep-alive connection, paced
  // to stay under the demo key's rate limit.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const outcomes: Outcome[] = [];
  const client = async () => {
    for (;;) {
      const outcome = await request(agent, PORT, "POST", "/v1/contact/bulk", headers, body);
      outcomes.push(outcome);
      if (outcome.status !== 202) return;
      await new Promise((r) => setTimeout(r, 60));
    }
  };
  const clients = Promise.all(Array.from({ length: 8 }, client));
  await expect.poll(() => outcomes.length, { timeout: 30_000 }).toBeGreaterThan(40);

  // A keep-alive connection left idle across the signal, then used (within
  // the server's 5 s keep-alive timeout).
  const idle = await connect(PORT);
  idle.write(`GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n`);
  await readResponse(idle);
  // A request in flight at the signal: its body is still arriving.
  const slow = await connect(PORT);
  const half = body.slice(0, 20);
  slow.write(
    `POST /v1/contact/bulk HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer ${apiKey}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${half}`,
  );
  const slowAnswer = readResponse(slow);
  await new Promise((r) => setTimeout(r, 200));

  const signalledAt = performance.now();
  process.kill(-(first.app.pid as number), "SIGINT");
  await new Promise((r) => setTimeout(r, 300));

  idle.write(`POST /v1/contact/bulk HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\n\r\n{}`);
  const late = await readResponse(idle);
  expect(late.head).toMatch(/^HTTP\/1\.1 503/);
  expect(late.head).toMatch(/content-type: application\/problem\+json/i);
  expect(late.head).toMatch(/connection: close/i);
  expect(late.head).toMatch(/retry-after: \d+/i);
  expect(JSON.parse(late.body)).toMatchObject({ status: 503, code: "shutting_down" });
  await expect(connect(PORT)).rejects.toMatchObject({ code: "ECONNREFUSED" });

  slow.write(body.slice(20));
  const slowReply = await slowAnswer;
  expect(slowReply.head).toMatch(/^HTTP\/1\.1 202/);
  const slowId = (JSON.parse(slowReply.body) as { requestId: string }).requestId;

  await clients;
  agent.destroy();
  expect(await first.exited).toBe(0);
  expect(performance.now() - signalledAt).toBeLessThan(15_000);

  // Answered 202, or refused before reaching the server, or told 503 on an open connection:
  // never cut (reset, closed without an answer) and never another status.
  const unexpected = outcomes.filter(
    (o) =>
      o.status !== 202 &&
      o.error !== "ECONNREFUSED" &&
      !(o.status === 503 && o.headers.connection === "close" && o.body.includes("shutting_down")),
  );
  expect(unexpected).toEqual([]);
  const accepted = [
    slowId,
    ...outcomes.flatMap((o) =>
      o.status === 202 ? [(JSON.parse(o.body) as { requestId: string }).requestId] : [],
    ),
  ];
  expect(accepted.length).toBeGreaterThan(40);
  expect(processes.filter(alive), "processes of npm start still running").toEqual([]);
  if (embedded) expect(alive(embedded.pid), "PostgreSQL still running").toBe(false);

  const second = startApp({ dataDir: DATA_DIR, port: PORT, env });
  await second.ready;
  started.push({ app: second, processes: descendants(second.app.pid as number) });
  try {
    const agent2 = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (const id of accepted) {
      await expect
        .poll(
          async () => {
            const o = await request(agent2, PORT, "GET", `/v1/contact/enrich?id=${id}`, headers);
            return (JSON.parse(o.body || "{}") as { status?: string }).status;
          },
          { timeout: 90_000 },
        )
        .toBe("success");
    }
    agent2.destroy();
    // Usage equals what the accepted work consumed, read from its rows, exactly: two profiles a
    // request, and nothing charged for a request refused or in flight at the signal.
    const compared = await usageAgainstWorkAt(await databaseUrlOf(DATA_DIR, env));
    for (const { accountId, used, work } of compared) expect(used, accountId).toEqual(work);
    expect(compared.map((c) => c.work.api)).toContain(2 * accepted.length);
  } finally {
    process.kill(-(second.app.pid as number), "SIGINT");
    expect(await second.exited).toBe(0);
  }
});
