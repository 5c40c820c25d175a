import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { failures } from "./test-report";

// CI once failed with "879 passed, 1 failed" and nothing in the log's tail said which test: the
// summary now names each failure. Real runners write the reports here, so a change in either
// runner's report shape shows.
const root = path.resolve(import.meta.dirname, "..");
const dir = mkdtempSync(path.join(root, ".tmp", "test-report-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string) {
  writeFileSync(path.join(dir, name), text);
}

describe("npm test's list of failed tests", () => {
  it("names the failed vitest and Playwright tests with the start of their errors, not the passed ones", async () => {
    write(
      "sample.test.ts",
      `import { expect, it } from "vitest";
it("adds up", () => expect(1 + 1).toBe(2));
it("counts the audience", () => expect(41).toBe(42));
`,
    );
    write("vitest.config.mjs", "export default { test: { include: ['sample.test.ts'] } };\n");
    write(
      "sample.spec.ts",
      `import { expect, test } from "@playwright/test";
test("shows the estimate", () => expect("1,204").toBe("1,205"));
test("passes", () => expect(true).toBe(true));
`,
    );
    write(
      "playwright.config.mjs",
      "export default { testDir: '.', testMatch: 'sample.spec.ts', projects: [{ name: 'only' }] };\n",
    );
    const env = { ...process.env, CI: "", FORCE_COLOR: "1" };
    spawnSync(
      path.join(root, "node_modules/.bin/vitest"),
      ["run", "--config", "vitest.config.mjs", "--reporter=json", "--outputFile.json=vitest.json"],
      { cwd: dir, env, encoding: "utf8" },
    );
    spawnSync(
      path.join(root, "node_modules/.bin/playwright"),
      ["test", "--config", "playwright.config.mjs", "--reporter=json"],
      {
        cwd: dir,
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: "playwright.json" },
        encoding: "utf8",
      },
    );

    const found = await failures(path.join(dir, "vitest.json"), path.join(dir, "playwright.json"));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^vitest .*sample\.test\.ts › counts the audience\n/);
    expect(found[0]).toContain("expected 41 to be 42");
    expect(found[1]).toMatch(/^playwright \[only\] sample\.spec\.ts:2 › shows the estimate\n/);
    expect(found[1]).toContain('Expected: "1,205"');
    // Colour codes are gone, so the lines read the same in a log viewer and a terminal.
    for (const f of found) expect(f).not.toContain("\u001b[");
  }, 60_000);
});
