import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/*
 * The import rules of docs/architecture.md, as `npm run check:imports` checks them
 * (.dependency-cruiser.cjs): no cycle, no upward import, features through their entry points.
 */
describe("the import graph", () => {
  it("follows the rules of docs/architecture.md", { timeout: 180_000 }, async () => {
    const result = await promisify(execFile)("npm", ["run", "--silent", "check:imports"], {
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      () => ({ code: 0, output: "" }),
      (err: { code: number; stdout: string; stderr: string }) => ({
        code: err.code,
        output: `${err.stdout}${err.stderr}`,
      }),
    );
    // On failure the message is dependency-cruiser's list of the imports that break a rule.
    expect(result.output, result.output).not.toMatch(/error /);
    expect(result.code).toBe(0);
  });
});
