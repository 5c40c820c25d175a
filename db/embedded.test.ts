import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbedded } from "./embedded";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Another process's start on `dir` (another `npm start`): it queries, stops, and says what it saw. */
function startElsewhere(dir: string) {
  const script = `
    import postgres from "postgres";
    import { startEmbedded } from ${JSON.stringify(path.resolve("db/embedded.ts"))};
    const server = await startEmbedded({
      dataDir: ${JSON.stringify(dir)},
      report: (message) => console.log(JSON.stringify({ report: message })),
    });
    const sql = postgres(server.url(), { max: 1, onnotice: () => {} });
    const [row] = await sql\`select 1 as one\`;
    await sql.end();
    console.log(JSON.stringify({ startedHere: server.startedHere, one: row.one }));
    await server.stop();
    process.exit(0);
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  const heard = (what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => out.includes(what) && resolve();
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        check();
      });
      child.on("exit", () => (out.includes(what) ? resolve() : reject(new Error(out))));
    });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const messages = () =>
    out
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { heard, exited, messages };
}

describe("the embedded PostgreSQL", () => {
  it("started again while the last one is still stopping, waits for it and runs its own", async () => {
    // Ctrl-C on `npm start`, then `npm start` again at once: the second must neither attach to
    // the server going away (its queries would be refused a moment later) nor start a second
    // server on the folder (PostgreSQL refuses), but wait for the first to exit.
    const dir = await mkdtemp(path.join(tmpdir(), "leadwise-embedded-"));
    dirs.push(dir);
    const first = await startEmbedded({ dataDir: dir, report: () => {} });
    const pid = Number(
      (await readFile(path.join(dir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0],
    );
    // Held mid-stop: it has the stop request and cannot act on it yet.
    process.kill(pid, "SIGSTOP");
    const stopping = first.stop();
    try {
      await expect.poll(() => existsSync(path.join(dir, "postgres.json"))).toBe(false);
      const second = startElsewhere(dir);
      await second.heard("Waiting for PostgreSQL");
      process.kill(pid, "SIGCONT");
      await stopping;
      await second.heard('"one":1');
      expect(await second.exited).toBe(0);
      expect(second.messages().at(-1)).toEqual({ startedHere: true, one: 1 });
    } finally {
      // Let it go whatever happened (it may be gone already).
      try {
        process.kill(pid, "SIGCONT");
      } catch {}
      await stopping;
    }
  }, 120_000);
});
