import { type BrowserContext, test as base, expect } from "@playwright/test";
import { adminCreateAccount } from "./admin";
import { signIn, uniqueEmail } from "./demo-user";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/*
 * With E2E_WORKERS=2 the suite runs on two workers, side by side against one app. A spec that
 * needs a signed-in account but nothing the demo account alone has uses `test` from here: each
 * worker gets a pro account of its own (as the demo account is), made by the admin CLI and signed
 * in once, so two specs never share a campaign list, a rate limit or a credit balance. A worker
 * runs its files one after another in the order they ran on the demo account on one worker, so
 * its account never holds more than the demo account did when a spec started. One account per
 * worker, not per file: the admin CLI and a sign-in cost a few seconds each time.
 */
export const test = base.extend<
  Record<never, never>,
  { workerAccount: { email: string; state: StorageState } }
>({
  workerAccount: [
    async ({ browser }, use, workerInfo) => {
      const email = uniqueEmail(`worker${workerInfo.workerIndex}`);
      const password = "worker account password";
      await adminCreateAccount(email, password);
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        storageState: { cookies: [], origins: [] },
      });
      await signIn(await context.newPage(), email, password);
      const state = await context.storageState();
      await context.close();
      await use({ email, state });
    },
    { scope: "worker" },
  ],
  storageState: async ({ workerAccount }, use) => {
    await use(workerAccount.state);
  },
});

export { expect };
