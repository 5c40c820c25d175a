import { test as setup } from "@playwright/test";
import { DEMO_STATE, signInAsDemo } from "./demo-user";

setup("sign in as the demo user printed by npm start", async ({ page }) => {
  await signInAsDemo(page);
  await page.screenshot({ path: "test-results/screenshots/demo-signed-in.png", fullPage: true });
  await page.context().storageState({ path: DEMO_STATE });
});
