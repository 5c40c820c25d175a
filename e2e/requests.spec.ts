import { type APIRequestContext, expect, test } from "@playwright/test";
import { adminCreateAccount } from "./admin";
import { signIn, uniqueEmail } from "./demo-user";

test.use({ storageState: { cookies: [], origins: [] } });

interface Person {
  id: string;
  fn: string;
  ln: string;
  experience: { current?: boolean; organization: { name: string } }[];
}

/** Submits an enrichment and waits for its result, as a script polling the API does. */
async function enrich(
  request: APIRequestContext,
  key: string,
  path: string,
  body: unknown,
): Promise<{ requestId: string; data: { email?: { value: string }[] }[] }> {
  const headers = { authorization: `Bearer ${key}` };
  const submitted = await request.post(path, { headers, data: body });
  expect(submitted.status()).toBe(202);
  const { requestId } = (await submitted.json()) as { requestId: string };
  let result: { status: string; data: { email?: { value: string }[] }[] } | undefined;
  await expect
    .poll(
      async () => {
        const polled = await request.get(`/v1/contact/enrich?id=${requestId}`, { headers });
        result = await polled.json();
        return result?.status;
      },
      { timeout: 30_000 },
    )
    .toBe("success");
  return { requestId, data: result?.data ?? [] };
}

test("a request's page accounts for every input: found, not found, held back, or the same person again", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("request-page");
  const password = "request page password 1";
  const account = await adminCreateAccount(email, password);
  const headers = { authorization: `Bearer ${account.apiKey}` };

  const search = await request.post("/v1/contact/search", {
    headers,
    data: { filters: { contact: { requireEmail: true } }, limit: 2 },
  });
  expect(search.status()).toBe(200);
  const [first, held] = ((await search.json()) as { data: Person[] }).data;
  if (!first || !held) throw new Error("the demo data has two people with an e-mail address");
  const company = first.experience.find((e) => e.current)?.organization.name;

  // The second person's address goes on the account's do-not-contact list.
  const before = await enrich(request, account.apiKey, "/v1/contact/enrich", {
    profile: { id: held.id },
  });
  const address = before.data[0]?.email?.[0]?.value;
  expect(address).toBeTruthy();
  const listed = await request.post("/v1/suppressions", {
    headers,
    data: { entries: [{ email: address }] },
  });
  expect(listed.ok()).toBe(true);

  // Four inputs: a person, the same person by name and company, nobody, a listed person.
  const { requestId, data } = await enrich(request, account.apiKey, "/v1/contact/bulk", {
    profiles: [
      { id: first.id },
      { fn: first.fn, ln: first.ln, organization: company },
      { email: "nobody@nowhere.example" },
      { id: held.id },
    ],
  });
  expect(data).toHaveLength(1);

  await signIn(page, email, password);
  await page.goto(`/requests/${requestId}`);
  // The person found, with the address delivered for them.
  const delivered = data[0]?.email?.[0]?.value;
  expect(delivered).toBeTruthy();
  await expect(
    page.getByRole("listitem").filter({ hasText: `${first.fn} ${first.ln}` }),
  ).toContainText(String(delivered));
  await expect(page.getByTestId("result-counts")).toHaveText(
    "4 inputs: 1 found · 1 not found · 1 held back by the do-not-contact list · 1 input was a person already found (delivered once)",
  );
});
