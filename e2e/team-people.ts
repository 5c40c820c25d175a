import { type Browser, expect, type Page } from "@playwright/test";
import { mailedLink } from "./account-mail";
import { adminCreateAccount } from "./admin";
import { signIn, uniqueEmail } from "./demo-user";

/* The people of the team specs: each with a workspace and a browser of their own. */

/** A person with a workspace of their own, signed in in a browser of their own. */
export async function signedInPerson(browser: Browser, prefix: string, password: string) {
  const email = uniqueEmail(prefix);
  const made = await adminCreateAccount(email, password);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, email, password);
  return { email, page, context, ...made };
}

/** The owner, on Settings → Members, invites someone with a role. */
export async function invite(owner: Page, email: string, role: string) {
  await owner.getByLabel("Invite by e-mail").fill(email);
  await owner.getByLabel("Role", { exact: true }).selectOption(role);
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByTestId("invitation-row").filter({ hasText: email })).toContainText(role);
}

/** The invitee opens the mailed link and joins: the owner's workspace opens. */
export async function joinWorkspace(page: Page, email: string, workspaceId: string) {
  await page.goto(await mailedLink(email, "invitation", "/invite"));
  await page.getByRole("button", { name: /^Join / }).click();
  await expect(page).toHaveURL(/\/campaigns/);
  await expect(page.getByTestId("workspace-name")).toHaveValue(workspaceId);
}
