import { type ChildProcess, spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { expect, test } from "@playwright/test";

/*
 * `npm start` stopped with Ctrl-C while requests are in flight, as a terminal does it: SIGINT
 * to the whole foreground process group. The web server stops before the database (which runs
 * outside that group), so no request is answered with a 500, nothing is left running, and every
 * request that was accepted completes after the next start.
 */

const DATA_DIR = ".tmp/ctrl-c-data";
const PORT = 3118;
const BASE = `http://127.0.0.1:${PORT}`;

function start(): { app: ChildProcess; ready: Promise<void>; exited: Promise<number | null> } {
  // detached: a process group of its own, led by the app, like a shell's foreground job.
  const app = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      SEED_PROFILES: "2000",
      APP_URL: BASE,
      NEXTAUTH_URL: BASE,
      DEMO: "true",
      LOG_LEVEL: "warn",
    },
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    app.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Press Ctrl-C to stop.")) resolve();
    });
    app.on("exit", (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  app.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => app.on("exit", (code) => resolve(code)));
  return { app, ready, exited };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test("Ctrl-C under load: no 500, nothing left running, every accepted request completes", async () => {
  test.setTimeout(240_000);
  await rm(DATA_DIR, { recursive: true, force: true });
  const first = start();
  await first.ready;
  const { apiKey } = JSON.parse(await readFile(`${DATA_DIR}/demo.json`, "utf8")) as {
    apiKey: string;
  };
  const embedded = await readFile(`${DATA_DIR}/postgres.json`, "utf8")
    .then((t) => JSON.parse(t) as { pid: number })
    .catch(() => undefined); // none when the suite runs on DATABASE_URL
  const bulk = () =>
    fetch(`${BASE}/v1/contact/bulk`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        profiles: [
          { email: "someone@example.com" },
          { fn: "Ada", ln: "Lovelace", organization: "example.com" },
        ],
      }),
    }).then(
      async (res) => ({ status: res.status, body: (await res.json()) as { requestId?: string } }),
      () => ({ status: 0, body: {} as { requestId?: string } }), // refused or reset once the server stops listening
    );
  const answers = Array.from({ length: 40 }, bulk);
  await new Promise((r) => setTimeout(r, 150));
  process.kill(-(first.app.pid as number), "SIGINT");
  const settled = await Promise.all(answers);
  expect(await first.exited).toBe(0);

  expect(settled.filter((a) => a.status !== 202 && a.status !== 0)).toEqual([]);
  const accepted = settled.flatMap((a) => (a.body.requestId ? [a.body.requestId] : []));
  expect(accepted.length).toBeGreaterThan(0);
  if (embedded) expect(alive(embedded.pid), "PostgreSQL still running").toBe(false);
  await expect(fetch(`${BASE}/healthz`)).rejects.toThrow();

  const second = start();
  await second.ready;
  try {
    for (const id of accepted) {
      await expect
        .poll(
          async () => {
            const res = await fetch(`${BASE}/v1/contact/enrich?id=${id}`, {
              headers: { authorization: `Bearer ${apiKey}` },
            });
            return ((await res.json()) as { status?: string }).status;
          },
          { timeout: 60_000 },
        )
        .toBe("success");
    }
  } finally {
    process.kill(-(second.app.pid as number), "SIGINT");
    expect(await second.exited).toBe(0);
  }
});
