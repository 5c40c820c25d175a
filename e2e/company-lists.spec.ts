import { expect, test } from "@playwright/test";
import { DAY_NAMES } from "@/lib/model/targeting/targeting-labels";
import { adminCreateAccount } from "./admin";
import { appDatabase } from "./app-database";
import { uniqueEmail } from "./demo-user";
import {
  campaignIdOf,
  estimateTotal,
  expectAccessible,
  expectStored,
  next,
  pickTimeZone,
  startCampaign,
  steps,
  unique,
} from "./wizard-helpers";

test.use({ storageState: { cookies: [], origins: [] } });

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`${lines.join("\r\n")}\r\n`),
});

test("a marketer targets 500 accounts, excludes 1,000 customer domains, and no customer is delivered", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const sql = await appDatabase();
  try {
    // Companies of the data, in a fixed order: the first 260 are target accounts (250 given by
    // website, 10 by name only, spelled as a CRM would); every fourth target is a customer too.
    const orgs = await sql<{ name: string; domain: string }[]>`
      select name, domain from organizations where domain is not null order by id limit 260`;
    expect(orgs.length).toBe(260);
    const byWebsite = orgs.slice(0, 250);
    const byName = orgs.slice(250);
    const targetLines = [
      "Company,Website",
      ...byWebsite.map((o) => `"${o.name.replaceAll('"', '""')}",https://www.${o.domain}/`),
      ...byName.map((o) => `"The ${o.name.replaceAll('"', '""')}, Inc.",`),
      ...Array.from({ length: 240 }, (_, i) => `Unknown Prospect ${i},prospect-${i}.example`),
    ];
    const customers = byWebsite.filter((_, i) => i % 4 === 0).map((o) => o.domain);
    const customerLines = [
      "domain",
      ...customers,
      ...Array.from({ length: 1000 - customers.length }, (_, i) => `customer-${i}.example`),
    ];

    const email = uniqueEmail("abm");
    const password = "abm marketer password 1";
    await adminCreateAccount(email, password);
    await page.goto("/sign-in");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/campaigns/);

    // 1,000 existing-customer domains as do-not-contact.
    await page.goto("/settings/do-not-contact");
    await expect(page.getByText("Nobody is on the do-not-contact list yet.")).toBeVisible();
    await page.getByLabel("Upload a CSV").setInputFiles(csvFile("customers.csv", customerLines));
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(
      page.getByText("1,000 rows read: 1,000 added, 0 already listed, 0 with errors."),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: /^1,000 entries/ })).toBeVisible();

    // 500 target accounts as a company list, by keyboard where a keyboard can go.
    await page
      .getByRole("navigation", { name: "Settings" })
      .getByRole("link", { name: "Company lists" })
      .click();
    await expect(page).toHaveURL(/\/settings\/company-lists/);
    await expectAccessible(page, "settings/company-lists");
    const listName = unique("Target accounts");
    await page.getByLabel("List name").focus();
    await page.keyboard.type(listName);
    await page.getByLabel("CSV of companies").setInputFiles(csvFile("targets.csv", targetLines));
    await page.getByRole("button", { name: "Upload list" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("company-list-report")).toContainText(
      `“${listName}” saved: 260 of 500 rows matched a company (52%; 250 by domain, 10 by name)`,
    );
    const unmatched = page.getByRole("table", { name: /Rows that matched no company/ });
    await expect(unmatched.getByRole("row")).toHaveCount(241);
    await expect(unmatched).toContainText("prospect-0.example");
    await expect(page.getByRole("row", { name: new RegExp(listName) })).toContainText("52%");
    await expectAccessible(page, "settings/company-lists after upload");

    // What the estimate must say, counted here from the rows alone: people at the 260 target
    // companies, and of them those the do-not-contact list holds (company or address domain).
    const targetDomains = orgs.map((o) => o.domain);
    const [expected] = await sql<{ audience: number; listed: number }[]>`
      with audience as (
        select p.id, p.company_domain from profiles p
        where p.company_domain = any(${targetDomains})
          and not exists (select 1 from suppressed_profiles s where s.profile_id = p.id))
      select count(*)::int as audience,
        count(*) filter (where a.company_domain = any(${customers}) or exists (
          select 1 from contacts c where c.profile_id = a.id and c.kind = 'email'
            and split_part(lower(c.value), '@', 2) = any(${customers})))::int as listed
      from audience a`;
    if (!expected) throw new Error("no expected counts");
    expect(expected.listed).toBeGreaterThan(0);

    // A campaign on the list: picked by keyboard in the wizard's Company group.
    const name = unique("ABM campaign");
    await startCampaign(page, name);
    await page.getByRole("button", { name: "Start from scratch" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/step=targeting/);
    const id = campaignIdOf(page);
    await page.getByRole("combobox", { name: "Company lists", exact: true }).focus();
    await page.keyboard.type("Target accounts");
    await expect(page.getByRole("option", { name: new RegExp(listName) })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("active-filters")).toContainText(`Company list:`);
    await expect(page.getByTestId("active-filters")).toContainText(`“${listName}”`);
    await expect(page.getByTestId("estimate-total")).toHaveAttribute("data-stale", "false");
    await expect
      .poll(() => estimateTotal(page), { timeout: 20_000 })
      .toBe(expected.audience - expected.listed);
    await expect(page.getByTestId("estimate-do-not-contact")).toHaveText(
      expected.listed.toLocaleString("en-US"),
    );
    await expect(page.getByTestId("estimate-logic")).toContainText(`at a company on “${listName}”`);
    await expectAccessible(page, "targeting with a company list");
    await page.screenshot({
      path: "test-results/screenshots/abm-targeting.png",
      fullPage: true,
    });

    // Delivery all day, every day, in a zone where it is not the day's last minutes, so the
    // first share falls due at launch.
    const utcMinute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    const timezone = utcMinute >= 1435 || utcMinute < 5 ? "Asia/Tokyo" : "UTC";
    await next(page, "Delivery");
    for (const day of Object.values(DAY_NAMES)) {
      await page.getByLabel(day.long, { exact: true }).check();
    }
    await page.getByLabel("From").fill("00:00");
    await page.getByLabel("Until").fill("23:59");
    await pickTimeZone(page, timezone);
    await page.getByLabel("Leads per day").fill("1000");
    await expectStored(
      page,
      id,
      (c) =>
        c.delivery.leadsPerDay === 1000 &&
        c.delivery.days.length === 7 &&
        c.delivery.window.start === "00:00" &&
        c.delivery.window.end === "23:59" &&
        c.delivery.timezone === timezone,
    );
    await steps(page)
      .getByRole("link", { name: /Review/ })
      .click();
    await expect(page.getByTestId("checklist-summary")).toHaveText(
      "Everything is ready to launch.",
    );
    await page.getByRole("button", { name: "Launch campaign" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/campaigns\?launched=/);

    // Leads arrive; none is at a customer's company or has an address at a customer's domain,
    // and every one is at a target account.
    const delivered = async () =>
      sql<{ domain: string | null; emails: string[] }[]>`
        select p.company_domain as domain,
          coalesce(array_agg(lower(c.value)) filter (where c.kind = 'email'), '{}') as emails
        from campaign_leads l join profiles p on p.id = l.profile_id
        left join contacts c on c.profile_id = p.id
        where l.campaign_id = ${id} group by p.id, p.company_domain`;
    await expect
      .poll(async () => (await delivered()).length, { timeout: 60_000 })
      .toBeGreaterThan(0);
    const leads = await delivered();
    const excluded = new Set(customers);
    const targets = new Set(targetDomains);
    for (const lead of leads) {
      expect(targets.has(lead.domain ?? "")).toBe(true);
      expect(excluded.has(lead.domain ?? "")).toBe(false);
      for (const address of lead.emails)
        expect(excluded.has(address.split("@")[1] ?? "")).toBe(false);
    }

    // The campaign's page names the list; the list cannot be deleted while it delivers.
    await page.goto(`/campaigns/${id}`);
    await expect(page.getByText(`“${listName}”`).first()).toBeVisible();
    await page.goto("/settings/company-lists");
    page.once("dialog", (d) => d.accept());
    await page
      .getByRole("row", { name: new RegExp(listName) })
      .getByRole("button", { name: /Delete/ })
      .click();
    await expect(page.getByRole("alert").filter({ hasText: "used by" })).toContainText(`"${name}"`);
  } finally {
    await sql.end();
  }
});

test("a company list with unreadable rows is saved only when its good rows are accepted", async ({
  page,
}) => {
  const sql = await appDatabase();
  try {
    const email = uniqueEmail("abm-broken");
    const password = "abm marketer password 2";
    const { accountId } = await adminCreateAccount(email, password);
    await page.goto("/sign-in");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/campaigns/);
    const stored = async () =>
      (
        await sql<{ n: number }[]>`
        select count(*)::int as n from company_lists where account_id = ${accountId}`
      )[0]?.n;

    await page.goto("/settings/company-lists");
    const listName = unique("Half broken");
    await page.getByLabel("List name").fill(listName);
    await page.getByLabel("CSV of companies").setInputFiles(
      csvFile("broken.csv", [
        "name;domain",
        "Globex;globex.com",
        '"Acme Robotics;acme.example', // a quote never closed
        "Initech;initech.example",
      ]),
    );
    await page.getByRole("button", { name: "Upload list" }).click();
    const report = page.getByTestId("unreadable-report");
    await expect(report.getByRole("alert")).toContainText(
      "1 row of the file cannot be read (listed below), so nothing has been saved yet.",
    );
    await expect(report.getByRole("table", { name: "Rows that cannot be read" })).toContainText(
      "3A field on line 3 opens a quote",
    );
    expect(await stored()).toBe(0);
    await expectAccessible(page, "settings/company-lists with unreadable rows");

    await report.getByRole("button", { name: "Import 2 good rows" }).click();
    await expect(page.getByTestId("company-list-report")).toContainText(`“${listName}” saved:`);
    await expect(page.getByTestId("company-list-report")).toContainText("of 2 rows matched");
    await expect(
      page.getByRole("table", { name: "Rows left out (they cannot be read)" }),
    ).toContainText("3A field on line 3");
    expect(await stored()).toBe(1);
  } finally {
    await sql.end();
  }
});
