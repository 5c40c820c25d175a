import { type APIRequest, expect, type Page, test } from "@playwright/test";
import { joinWorkspace, signedInPerson } from "./team-people";

/*
 * The team acceptance: the owner invites a viewer and a member through the Outbox's links; the
 * viewer sees campaigns and lists but no Launch, Export or key settings, and the same calls by
 * hand get 403; removing the member ends their open session and their key.
 */

test.use({ storageState: { cookies: [], origins: [] } });

const PASSWORD = "team member password";

/** The browser's session, used by hand as a script would (same origin, JSON). */
async function byHand(page: Page, request: APIRequest, baseURL: string) {
  return request.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { origin: baseURL },
  });
}

test("a team: invitations, what a viewer sees and may call, and removing a member", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const owner = await signedInPerson(browser, "owner", PASSWORD);
  const viewer = await signedInPerson(browser, "viewer", PASSWORD);
  const member = await signedInPerson(browser, "member", PASSWORD);

  // A campaign of the owner's, made with the owner's key.
  const api = await playwright.request.newContext({ baseURL });
  const created = await api.post("/v1/campaigns", {
    headers: { authorization: `Bearer ${owner.apiKey}` },
    data: { name: "Team campaign" },
  });
  expect(created.status()).toBe(201);
  const campaign = (await created.json()) as { id: string };

  // The owner invites both from the Members page.
  await owner.page.goto("/settings/members");
  for (const [who, role] of [
    [viewer, "viewer"],
    [member, "member"],
  ] as const) {
    await owner.page.getByLabel("Invite by e-mail").fill(who.email);
    await owner.page.getByLabel("Role", { exact: true }).selectOption(role);
    await owner.page.getByRole("button", { name: "Send invitation" }).click();
    await expect(
      owner.page.getByTestId("invitation-row").filter({ hasText: who.email }),
    ).toContainText(role);
  }
  await joinWorkspace(viewer.page, viewer.email, owner.accountId);
  await joinWorkspace(member.page, member.email, owner.accountId);
  await owner.page.reload();
  await expect(owner.page.getByTestId("member-row")).toHaveCount(3);
  await expect(owner.page.getByTestId("invitation-row")).toHaveCount(0);
  // With none left, a sentence says so, not an empty table under it.
  await expect(owner.page.getByText("No open invitations.")).toBeVisible();
  await expect(owner.page.getByRole("table", { name: "Open invitations" })).toHaveCount(0);

  // The viewer reads campaigns and lists, with no control to build, launch or export.
  const v = viewer.page;
  await v.goto("/campaigns");
  await expect(v.getByTestId("campaign-row").filter({ hasText: "Team campaign" })).toBeVisible();
  await expect(v.getByRole("link", { name: "New campaign" })).toHaveCount(0);
  await v.goto(`/campaigns/${campaign.id}`);
  await expect(v.getByRole("heading", { name: /Team campaign/ })).toBeVisible();
  for (const control of ["Duplicate", "Archive", "Pause", "Resume"]) {
    await expect(v.getByRole("button", { name: control })).toHaveCount(0);
  }
  await expect(v.getByRole("link", { name: /Continue editing|Edit/ })).toHaveCount(0);
  await v.goto(`/campaigns/${campaign.id}/edit?step=review`);
  await expect(v.getByText("Not available to your role")).toBeVisible();
  await expect(v.getByRole("button", { name: /Launch/ })).toHaveCount(0);
  await v.goto("/lists");
  await expect(v.getByRole("heading", { name: "Lists", exact: true })).toBeVisible();
  await expect(v.getByRole("link", { name: /Export/ })).toHaveCount(0);
  await v.goto("/settings");
  const tabs = v.getByRole("navigation", { name: "Settings" });
  await expect(tabs.getByRole("link", { name: "Usage" })).toBeVisible();
  for (const hidden of ["API keys", "Members", "Data providers", "Webhooks", "Do-not-contact"]) {
    await expect(tabs.getByRole("link", { name: hidden })).toHaveCount(0);
  }
  await v.goto("/settings/api-keys");
  await expect(v.getByText("Not available to your role")).toBeVisible();
  await expect(v.getByRole("button", { name: "Create key" })).toHaveCount(0);

  // The same calls by hand with the viewer's session: reading works, the rest is 403.
  const asViewer = await byHand(v, playwright.request, origin);
  expect((await asViewer.get("/v1/campaigns")).status()).toBe(200);
  const launch = await asViewer.post(`/v1/campaigns/${campaign.id}/launch`, { data: {} });
  expect(launch.status()).toBe(403);
  expect(await launch.json()).toMatchObject({ code: "insufficient_role", role: "member" });
  const exported = await asViewer.get(`/v1/campaigns/${campaign.id}/leads/export`);
  expect(exported.status()).toBe(403);
  expect(await exported.json()).toMatchObject({ code: "insufficient_role" });
  await asViewer.dispose();

  // The member makes a key of their own in the owner's workspace.
  const m = member.page;
  await m.goto("/settings/api-keys");
  await m.getByLabel("New key name").fill("Member script");
  await m.getByRole("button", { name: "Create key" }).click();
  const key = (await m.getByTestId("new-api-key").textContent()) ?? "";
  expect(key).toMatch(/^lw_live_/);
  const withKey = { headers: { authorization: `Bearer ${key}` } };
  expect((await api.get("/v1/campaigns", withKey)).status()).toBe(200);

  // Removing the member: their open session gets the sign-in page, their key 401.
  await owner.page.goto("/settings/members");
  await owner.page
    .getByTestId("member-row")
    .filter({ hasText: member.email })
    .getByRole("button", { name: /Remove/ })
    .click();
  await expect(owner.page.getByTestId("member-row")).toHaveCount(2);
  await m.goto("/campaigns");
  await expect(m).toHaveURL(/\/sign-in/);
  expect((await api.get("/v1/campaigns", withKey)).status()).toBe(401);

  await api.dispose();
  for (const who of [owner, viewer, member]) await who.context.close();
});
