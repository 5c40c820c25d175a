import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
// @ts-expect-error oidc-provider ships no type declarations
import Provider from "oidc-provider";
import { type App, cleanUp, descendants, ownDatabase, startApp } from "./npm-start";

/*
 * Single sign-on in the browser, end to end: a real OpenID Connect provider (`oidc-provider`,
 * with its development login and consent pages) on loopback, and an `npm start` of the app told
 * about it (OIDC_ISSUER, …, OIDC_AUTO_JOIN naming a workspace the admin CLI made first). The
 * sign-in page offers the provider's button; an unknown address of the auto-join domain signs in
 * through the provider's pages and lands in that workspace with the configured role.
 */

const run = promisify(execFile);
const DATA_DIR = ".tmp/sso-data";
// Beside the suite's port, so checkouts running the suite side by side do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3107) + 15;
const ISSUER_PORT = Number(process.env.E2E_PORT ?? 3107) + 16;
const APP = `http://127.0.0.1:${PORT}`;
const ISSUER = `http://127.0.0.1:${ISSUER_PORT}`;
const CLIENT = { client_id: "leadwise-e2e", client_secret: "a-long-client-secret-for-the-e2e" };

test.use({ storageState: { cookies: [], origins: [] } });

let server: Server | undefined;
const started: { app: App; processes: number[] }[] = [];
test.afterAll(async () => {
  for (const { app, processes } of started.splice(0)) await cleanUp(app, processes);
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

/** The provider: every login typed on its page is an e-mail address it vouches for. */
async function startProvider() {
  const provider = new Provider(ISSUER, {
    clients: [{ ...CLIENT, redirect_uris: [`${APP}/api/auth/callback/oidc`] }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: id, email_verified: true, name: "Jane Doe" }),
      };
    },
  });
  server = createServer(provider.callback());
  await new Promise<void>((resolve) => server?.listen(ISSUER_PORT, "127.0.0.1", resolve));
}

/** A workspace made by the operator's CLI on the app's (not yet started) data folder. */
async function createWorkspace(env: Record<string, string>) {
  const { stdout } = await run(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/admin.ts",
      "create-account",
      "--email",
      "owner@sso-acme.test",
      "--password",
      "owner password 1",
      "--plan",
      "pro",
    ],
    { env: { ...process.env, ...env, DATA_DIR } },
  );
  return JSON.parse(stdout) as { accountId: string };
}

test("single sign-on: the provider's button, its pages, then the workspace with the configured role", async ({
  page,
}) => {
  test.setTimeout(420_000);
  await startProvider();
  await rm(DATA_DIR, { recursive: true, force: true });
  const env = await ownDatabase(DATA_DIR, true);
  const { accountId } = await createWorkspace(env);
  const app = startApp({
    dataDir: DATA_DIR,
    port: PORT,
    env: {
      ...env,
      OIDC_ISSUER: ISSUER,
      OIDC_CLIENT_ID: CLIENT.client_id,
      OIDC_CLIENT_SECRET: CLIENT.client_secret,
      OIDC_NAME: "Acme SSO",
      OIDC_AUTO_JOIN: `sso-acme.test:${accountId}:viewer`,
    },
  });
  started.push({ app, processes: [] });
  await app.ready;
  started[0] = { app, processes: descendants(app.app.pid as number) };

  await page.goto(`${APP}/sign-in`);
  const button = page.getByRole("button", { name: "Sign in with Acme SSO" });
  await expect(button).toBeVisible();
  // E-mail and password sign-in stays beside it.
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  await button.click();

  // The provider's own login page, then its consent page.
  await page.waitForURL((url) => url.origin === ISSUER);
  await page.locator('input[name="login"]').fill("jane@sso-acme.test");
  await page.locator('input[name="password"]').fill("anything");
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('input[name="prompt"][value="consent"]')).toBeAttached();
  await page.locator('button[type="submit"]').click();

  // Back in the app, signed in, in the workspace the rule names.
  await page.waitForURL(`${APP}/campaigns`);
  await expect(page.getByTestId("workspace-name").first()).toHaveText("owner");
  // With the rule's role: a viewer, who may not manage members.
  await page.goto(`${APP}/settings/members`);
  await expect(page.getByText("Your role in this workspace is viewer")).toBeVisible();
});
