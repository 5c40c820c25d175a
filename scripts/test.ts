import { spawn } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import { ensureChromium } from "./ensure-chromium";
import { counts, failures } from "./test-report";

/** `npm test`: unit and integration tests (vitest), then browser tests (Playwright in Chromium). */
function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  ensureChromium();
  await mkdir(".tmp", { recursive: true });
  await rm(".tmp/vitest.json", { force: true });
  await rm(".tmp/playwright.json", { force: true });
  const bin = (name: string) => `node_modules/.bin/${name}`;
  const unitCode = await run(bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=.tmp/vitest.json",
  ]);
  const e2eCode = await run(bin("playwright"), ["test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: ".tmp/playwright.json",
  });
  const unit = await counts(
    ".tmp/vitest.json",
    (j: {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    }) => ({
      passed: j.numPassedTests,
      failed: j.numFailedTests,
      skipped: j.numPendingTests + j.numTodoTests,
    }),
  );
  const e2e = await counts(
    ".tmp/playwright.json",
    (j: { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }) => ({
      passed: j.stats.expected + j.stats.flaky,
      failed: j.stats.unexpected,
      skipped: j.stats.skipped,
    }),
  );
  const line = (
    name: string,
    c?: { passed: number; failed: number; skipped: number },
    code?: number,
  ) =>
    c
      ? `${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`
      : `${name}: no report (exit ${code})`;
  console.log(`\n${line("vitest", unit, unitCode)}\n${line("playwright", e2e, e2eCode)}`);
  const passed = (unit?.passed ?? 0) + (e2e?.passed ?? 0);
  // A runner that crashed before reporting counts as a failure in the total.
  const failed =
    (unit?.failed ?? (unitCode === 0 ? 0 : 1)) + (e2e?.failed ?? (e2eCode === 0 ? 0 : 1));
  const skipped = (unit?.skipped ?? 0) + (e2e?.skipped ?? 0);
  const failedTests = failed > 0 ? await failures(".tmp/vitest.json", ".tmp/playwright.json") : [];
  if (failedTests.length > 0)
    console.log(`\nfailed:\n${failedTests.map((f) => `  ${f}`).join("\n")}`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  // Both the runners' exit codes and their reports: either alone has hidden a failure before.
  const ok =
    unitCode === 0 && e2eCode === 0 && failed === 0 && unit !== undefined && e2e !== undefined;
  process.exit(ok ? 0 : 1);
}

void main();
