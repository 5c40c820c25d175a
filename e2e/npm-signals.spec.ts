import { expect, test } from "@playwright/test";
import {
  alive,
  cleanedUpAfterEach,
  commandOf,
  descendants,
  ownDatabase,
  startApp,
} from "./npm-start";

/*
 * `npm start` under a process manager (supervisord, a container's init, a script keeping a pid
 * file): the signal goes to npm's process alone, not to its process group as Ctrl-C in a terminal
 * does. SIGTERM stops everything it started, gracefully, and npm with it; SIGKILL of
 * npm leaves nothing running either, so the next start finds its port and data folder free.
 * (npm passes SIGTERM and SIGINT to its script's process only; the script is exec'd, so that
 * process is the app's, not a shell's that would die or wait without passing them on.)
 */

const DATA_DIR = ".tmp/npm-signals-data";
// Beside the suite's port, so checkouts running the suite side by side do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3107) + 17;

const track = cleanedUpAfterEach();

const answers = async () =>
  fetch(`http://127.0.0.1:${PORT}/healthz/live`, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.status,
    () => 0,
  );

// SIGINT takes SIGTERM's way (npm passes both on, start.ts handles both alike); Ctrl-C's, to the
// whole group, is e2e/ctrl-c.spec.ts's.
for (const signal of ["SIGTERM", "SIGKILL"] as const) {
  test(`${signal} to npm's process alone stops everything npm start started`, async () => {
    test.setTimeout(180_000);
    const app = startApp({
      dataDir: DATA_DIR,
      port: PORT,
      npm: true,
      env: await ownDatabase(DATA_DIR, false),
    });
    await app.ready;
    track(app);
    const npm = app.app.pid as number;
    const processes = descendants(npm);
    expect(commandOf(npm)).toContain("npm");
    expect(processes.some((pid) => commandOf(pid).includes("scripts/web.ts"))).toBe(true);
    expect(await answers()).toBe(200);

    process.kill(npm, signal);
    const code = await Promise.race([
      app.exited,
      new Promise((resolve) => setTimeout(() => resolve("still running after 60 s"), 60_000)),
    ]);
    if (signal !== "SIGKILL") expect(code, "npm's exit code").toBe(0);
    // Graceful stops take their time (requests in flight, PostgreSQL's shutdown); none is left.
    await expect
      .poll(() => processes.filter(alive).map((pid) => `${pid} ${commandOf(pid)}`), {
        timeout: 60_000,
      })
      .toEqual([]);
    expect(await answers()).toBe(0);
  });
}
