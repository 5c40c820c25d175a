import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { E2E_DATA_DIR } from "./demo-user";

const run = promisify(execFile);

/**
 * A new account made the way an operator would: the admin CLI, while the app runs; a pro
 * account, with its plan's settings unless `options` sets them apart.
 */
export async function adminCreateAccount(
  email: string,
  password: string,
  options: { previewPeople?: number } = {},
) {
  const { stdout } = await run(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/admin.ts",
      "create-account",
      "--email",
      email,
      "--password",
      password,
      "--plan",
      "pro",
      ...(options.previewPeople === undefined
        ? []
        : ["--preview-people", String(options.previewPeople)]),
    ],
    { env: { ...process.env, DATA_DIR: E2E_DATA_DIR } },
  );
  return JSON.parse(stdout) as { accountId: string; apiKey: string; webhookSecret: string };
}
