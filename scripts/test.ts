import { spawn } from "node:child_process";
import { ensureChromium } from "./ensure-chromium";

/** `npm test`: unit and integration tests (vitest), then browser tests (Playwright). */
function run(cmd: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: process.env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  ensureChromium();
  const bin = (name: string) => `node_modules/.bin/${name}`;
  const unit = await run(bin("vitest"), ["run"]);
  const e2e = await run(bin("playwright"), ["test"]);
  console.log(
    `\nvitest: ${unit === 0 ? "passed" : "FAILED"}; playwright: ${e2e === 0 ? "passed" : "FAILED"}`,
  );
  process.exit(unit === 0 && e2e === 0 ? 0 : 1);
}

void main();
