import { expect, test } from "@playwright/test";
import { signIn } from "./demo-user";
import { invite, joinWorkspace, signedInPerson } from "./team-people";

/*
 * The owner's acts in the browser: a viewer's navigation leaves out the pages their role cannot
 * use; the owner hands the workspace to an admin (and becomes admin); the new owner deletes it
 * by typing its name, lands in their own other workspace, and everyone else's session in the
 * deleted workspace ends.
 */

test.use({ storageState: { cookies: [], origins: [] } });

const PASSWORD = "owner acts password";

test("owner acts: a viewer's navigation, transferring ownership, deleting the workspace", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await signedInPerson(browser, "owner", PASSWORD);
  const heir = await signedInPerson(browser, "heir", PASSWORD);
  const viewer = await signedInPerson(browser, "viewer", PASSWORD);
  const workspaceName = owner.email.split("@")[0] ?? "";

  await owner.page.goto("/settings/members");
  await invite(owner.page, heir.email, "admin");
  await invite(owner.page, viewer.email, "viewer");
  await joinWorkspace(heir.page, heir.email, owner.accountId);
  await joinWorkspace(viewer.page, viewer.email, owner.accountId);

  // The viewer's navigation has no link to pages their role cannot use; the page says why.
  const main = viewer.page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Campaigns" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Lists" })).toBeVisible();
  for (const hidden of ["Enrich a file", "Requests"]) {
    await expect(main.getByRole("link", { name: hidden })).toHaveCount(0);
  }
  await viewer.page.goto("/enrich");
  await expect(viewer.page.getByText("Not available to your role")).toBeVisible();

  // Only an owner sees the owner's acts.
  await heir.page.goto("/settings/members");
  await expect(heir.page.getByRole("button", { name: "Delete workspace" })).toHaveCount(0);

  // The owner hands the workspace to the admin, confirming, and becomes admin.
  await owner.page.reload();
  await owner.page.getByLabel("New owner").selectOption({ label: heir.email });
  await owner.page.getByLabel("I understand I become an admin").check();
  await owner.page.getByRole("button", { name: "Transfer ownership" }).click();
  await expect(owner.page.getByRole("button", { name: "Transfer ownership" })).toHaveCount(0);
  await expect(owner.page.getByLabel(`Role of ${heir.email}`)).toHaveValue("owner");
  await expect(owner.page.getByLabel(`Role of ${owner.email}`)).toHaveValue("admin");

  // The new owner deletes it: the name must be typed exactly.
  await heir.page.reload();
  const typed = heir.page.getByLabel(`Type “${workspaceName}” to delete the workspace`);
  await typed.fill(`${workspaceName}x`);
  await heir.page.getByRole("button", { name: "Delete workspace" }).click();
  await expect(heir.page.getByText(`Type “${workspaceName}” to confirm.`)).toBeVisible();
  await typed.fill(workspaceName);
  await heir.page.getByRole("button", { name: "Delete workspace" }).click();
  // They land in their own workspace, the only one they have left.
  await expect(heir.page).toHaveURL(/\/campaigns/);
  await expect(heir.page.getByTestId("workspace-name")).toHaveText(heir.email.split("@")[0] ?? "");

  // Everyone else's session in the deleted workspace ends at once.
  for (const who of [owner, viewer]) {
    await who.page.goto("/campaigns");
    await expect(who.page).toHaveURL(/\/sign-in/);
  }
  // They keep their own workspaces.
  await signIn(viewer.page, viewer.email, PASSWORD);
  await expect(viewer.page.getByTestId("workspace-name")).toHaveText(
    viewer.email.split("@")[0] ?? "",
  );

  for (const who of [owner, heir, viewer]) await who.context.close();
});
