import { expect, test as setup } from "@playwright/test";
import { DEMO, DEMO_STATE } from "./demo-user";

setup("sign in as the demo user printed by npm start", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(DEMO.email);
  await page.getByLabel("Password").fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/campaigns/);
  await expect(page.getByTestId("signed-in-as")).toHaveText(DEMO.email);
  await page.screenshot({ path: "test-results/screenshots/demo-signed-in.png", fullPage: true });
  await page.context().storageState({ path: DEMO_STATE });
});
