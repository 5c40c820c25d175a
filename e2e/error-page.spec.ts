import { expect, test } from "@playwright/test";
import { adminCreateAccount } from "./admin";
import { appDatabase } from "./app-database";
import { signIn, uniqueEmail } from "./demo-user";
import { expectAccessible } from "./wizard-helpers";

/*
 * A page that fails while it renders: the app's own error page under its navigation (not the
 * framework's bare "This page couldn't load"), a reference to find the error in the server's
 * log, and a "Try again" that renders the page afresh once the cause is gone. The failure here
 * is a campaign row no version of the app writes (its targeting's seniorities a number), put in
 * the database by hand: its own page fails; the campaigns list still shows it, without figures.
 */

test.use({ storageState: { cookies: [], origins: [] } });

test("a page that fails says so under the navigation, with a reference, and Try again recovers", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("error-page");
  const password = "error page password 1";
  const { apiKey } = await adminCreateAccount(email, password);
  const made = await request.post("/v1/campaigns", {
    headers: { authorization: `Bearer ${apiKey}` },
    data: { name: "Unreadable for a moment", filters: { seniorities: ["vp"] } },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await signIn(page, email, password);

  const sql = await appDatabase();
  try {
    await sql`update campaigns set filters = '{"seniorities": 5}'::jsonb where id = ${id}`;
    // The list still shows every campaign; this one's figures are left out.
    await page.goto("/campaigns");
    await expect(page.getByRole("link", { name: "Unreadable for a moment" })).toBeVisible();

    const answer = await page.goto(`/campaigns/${id}`);
    // Still a server error to anything that reads the status (and to the outage handling,
    // which turns a 500 that failed on the database into its 503).
    expect(answer?.status()).toBe(500);
    await expect(page).toHaveTitle("Something went wrong · Leadwise");
    const heading = page.getByRole("heading", { level: 1, name: "Something went wrong" });
    await expect(heading).toBeFocused();
    await expect(page.getByText("Nothing you saved is lost.")).toBeVisible();
    // The app's navigation is still there, and the reference is the digest the log names.
    await expect(
      page.getByRole("navigation").getByRole("link", { name: "Settings" }),
    ).toBeVisible();
    await expect(
      page.getByText(/give this reference to whoever runs Leadwise: \d+$/),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to campaigns" })).toHaveAttribute(
      "href",
      "/campaigns",
    );
    await expectAccessible(page, "error page");

    // The cause gone, Try again shows the page without a reload.
    await sql`update campaigns set filters = '{"seniorities": ["vp"]}'::jsonb where id = ${id}`;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: /^Unreadable for a moment/ }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
  } finally {
    await sql.end();
  }
});
