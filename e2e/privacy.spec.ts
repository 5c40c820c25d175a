import { expect, test } from "@playwright/test";
import { appDatabase } from "./app-database";
import { expectAccessible } from "./wizard-helpers";

test("a person opts out from the public page and the e-mailed link; the demo account loses them", async ({
  browser,
  request,
  baseURL,
}) => {
  const sql = await appDatabase();
  try {
    // Someone with an address at a company small enough to watch the count drop.
    const [person] = await sql<{ id: string; company: string; email: string }[]>`
      select p.id, p.company_name as company, c.value as email
      from profiles p join contacts c on c.profile_id = p.id and c.kind = 'email'
      where p.company_name is not null
        and (select count(*) from contacts x where lower(x.value) = lower(c.value)) = 1
      order by p.seq limit 1`;
    if (!person) throw new Error("no profile with an e-mail address");
    const filters = { companies: { include: [person.company] } };
    // The app's pages call /v1 with the session from their own origin (anything else is refused).
    const sameOrigin = { origin: new URL(baseURL ?? "").origin };
    const estimate = async () =>
      (
        await (
          await request.post("/v1/estimate", { headers: sameOrigin, data: { filters } })
        ).json()
      ).count as number;
    const searchIds = async () =>
      (
        (
          await (
            await request.post("/v1/contact/search", {
              headers: sameOrigin,
              data: { filters, limit: 100 },
            })
          ).json()
        ).data as { id: string }[]
      ).map((p) => p.id);
    const before = await estimate();
    expect(await searchIds()).toContain(person.id);

    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await visitor.newPage();
    await page.goto("/privacy/opt-out");
    await expect(page.getByRole("heading", { name: "Opt out of Leadwise" })).toBeVisible();
    await expectAccessible(page, "privacy/opt-out");
    await page.getByLabel("E-mail address").fill(person.email.toUpperCase());
    await page.getByLabel("E-mail address").press("Enter");
    await expect(page.getByRole("status")).toContainText("confirmation link is on its way");

    const [mail] = await sql<{ text: string }[]>`
      select text from email_outbox where kind = 'privacy.opt-out' and ${person.email.toLowerCase()} = any("to")
      order by created_at desc limit 1`;
    const link = /(http\S+\/privacy\/opt-out\/confirm\?token=[\w-]+)/.exec(mail?.text ?? "")?.[1];
    expect(link).toBeTruthy();
    await page.goto(link ?? "");
    await expectAccessible(page, "privacy/opt-out/confirm");
    await page.getByRole("button", { name: "Confirm opt-out" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText("the address is opted out");
    await visitor.close();

    expect(await searchIds()).not.toContain(person.id);
    await expect.poll(estimate, { timeout: 20_000 }).toBe(before - 1);
  } finally {
    await sql.end();
  }
});

test("a marketer uploads a do-not-contact CSV: bad rows reported, the estimate shows what it removes", async ({
  page,
  request,
  baseURL,
}) => {
  const sameOrigin = { origin: new URL(baseURL ?? "").origin };
  const sql = await appDatabase();
  try {
    const [company] = await sql<{ name: string; domain: string }[]>`
      select company_name as name, company_domain as domain from profiles
      where company_domain is not null group by 1, 2 order by count(*) desc limit 1`;
    if (!company) throw new Error("no company with a domain");
    const filters = { companies: { include: [company.name] } };
    const before = await (
      await request.post("/v1/estimate", { headers: sameOrigin, data: { filters } })
    ).json();

    await page.goto("/settings/do-not-contact");
    await expectAccessible(page, "settings/do-not-contact");
    await page.getByLabel("Upload a CSV").setInputFiles({
      name: "customers.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`domain\r\n${company.domain}\r\n"=cmd|' /C calc'!A0"\r\n`),
    });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(
      page.getByText("2 rows read: 1 added, 0 already listed, 1 with errors."),
    ).toBeVisible();
    // Shown as the file held it: the table is text on a page, not a spreadsheet.
    const problems = page.getByRole("table", { name: "Rows not added" });
    await expect(
      problems.getByRole("cell", { name: "=cmd|' /C calc'!A0", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(company.domain) })).toBeVisible();
    await expectAccessible(page, "settings/do-not-contact after upload");

    const after = await (
      await request.post("/v1/estimate", { headers: sameOrigin, data: { filters } })
    ).json();
    expect(after.count).toBe(0);
    expect(after.doNotContact).toBe(before.count);

    await page
      .getByRole("row", { name: new RegExp(company.domain) })
      .getByRole("button")
      .click();
    await expect(page.getByRole("row", { name: new RegExp(company.domain) })).toHaveCount(0);

    // A mobile number typed as a German marketer would: national, with the country picked.
    const entry = page.getByLabel("Add an e-mail address, domain or phone number");
    await entry.fill("0160 04640056");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(entry).toHaveAccessibleDescription(/choose the country of national numbers/);
    await expect(entry).toHaveValue("0160 04640056");
    await page.locator("#add-entry-country").selectOption("DE");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("row", { name: /\+4916004640056 Phone/ })).toBeVisible();
    await expectAccessible(page, "settings/do-not-contact with a phone number");
  } finally {
    await sql.end();
  }
});
