import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { accounts, campaigns } from "@/db/schema";
import type { Ctx } from "@/lib/core/context";
import { Conflict, NotFound } from "@/lib/core/errors";
import { postWebhook, signatureHeaders } from "@/lib/engines/webhooks/post";
import { assertWebhookUrl } from "@/lib/engines/webhooks/ssrf";
import type { DeliveryBody, Profile } from "@/lib/model/profiles/profile-schema";
import { getCampaignOrThrow } from "./campaigns";
import type { WebhookTest } from "./schema";
import { answeredOk, describeWebhookOutcome } from "./webhook-words";

/** A made-up lead in the interface spec's shape, so a receiver can be built against it. */
export const SAMPLE_PROFILE: Profile = {
  id: "sample-profile",
  fn: "Ada",
  ln: "Example",
  name: "Ada Example",
  title: "Head of Growth",
  continent: "Europe",
  country: "Germany",
  cc: "DE",
  city: "Berlin",
  location: "Berlin, Germany",
  industry: "Computer Software",
  department: "Marketing",
  experienceYear: 9,
  skill: ["Demand Generation", "SEO"],
  language: [{ name: "English", proficiency: 5 }],
  organizationId: "sample-organization",
  email: [{ type: "personal", value: "ada@example.com" }],
  mobile: [{ type: "personal", value: "+4915550100000" }],
  organization: { id: "sample-organization", name: "Example GmbH", size: "51-200" },
};

export interface TestWebhookResult {
  webhookId: string;
  /** The receiver answered 2xx. */
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  /** What came of it, in words (webhook-words.ts): never Node's error codes. */
  message: string;
}

/** Test sends are not retried: the user is waiting for the answer. */
const TEST_TIMEOUT_MS = 10_000;

/**
 * "Send test" in the wizard: posts a sample delivery for this campaign to `url`, signed with
 * the account's webhook secret exactly as real deliveries are, and reports what the receiver
 * answered. Nothing is logged as a delivery; the outcome is stored with the campaign as its
 * last test (for that URL), which the Launch Checklist reads.
 */
export async function sendTestWebhook(
  ctx: Ctx,
  input: { campaignId: string; url: string },
): Promise<TestWebhookResult> {
  const url = assertWebhookUrl(input.url, "url");
  const campaign = await getCampaignOrThrow(ctx, input.campaignId);
  const [account] = await ctx.db
    .select({ secret: accounts.webhookSecret })
    .from(accounts)
    .where(eq(accounts.id, ctx.accountId));
  if (!account) throw new NotFound("Account");
  const webhookId = `msg_test_${randomBytes(12).toString("base64url")}`;
  const delivery: DeliveryBody = {
    status: "success",
    name: campaign.name,
    id: campaign.id,
    requestId: webhookId,
    data: [SAMPLE_PROFILE],
  };
  const body = JSON.stringify(delivery);
  const outcome = await postWebhook(
    url.toString(),
    body,
    signatureHeaders(account.secret, webhookId, body, ctx.clock.now()),
    TEST_TIMEOUT_MS,
  );
  const ok = answeredOk(outcome.statusCode);
  const message = describeWebhookOutcome(outcome, url.toString());
  const test: WebhookTest = {
    url: input.url.trim(),
    ok,
    message,
    at: ctx.clock.now().toISOString(),
    launchAnyway: false,
  };
  await ctx.db
    .update(campaigns)
    .set({ webhookTest: test })
    .where(and(eq(campaigns.id, campaign.id), eq(campaigns.accountId, ctx.accountId)));
  return { webhookId, ok, statusCode: outcome.statusCode, durationMs: outcome.durationMs, message };
}

/** The campaign's last webhook test, or null if none was sent. */
export async function getWebhookTest(ctx: Ctx, campaignId: string): Promise<WebhookTest | null> {
  return (await getCampaignOrThrow(ctx, campaignId)).webhookTest ?? null;
}

/**
 * "Launch anyway: I know the webhook failed its test" (or taking it back): the one way past a
 * failed test in the Launch Checklist. It holds for the failed test of the campaign's current
 * webhook URL only; the next test, passed or failed, clears it.
 */
export async function setLaunchAnyway(
  ctx: Ctx,
  input: { campaignId: string; launchAnyway: boolean },
): Promise<WebhookTest> {
  const campaign = await getCampaignOrThrow(ctx, input.campaignId);
  const test = campaign.webhookTest;
  if (!test || test.ok || test.url !== campaign.notifications.webhook.url) {
    throw new Conflict("The webhook of this campaign has no failed test to launch despite.");
  }
  const updated = { ...test, launchAnyway: input.launchAnyway };
  await ctx.db
    .update(campaigns)
    .set({ webhookTest: updated })
    .where(and(eq(campaigns.id, campaign.id), eq(campaigns.accountId, ctx.accountId)));
  return updated;
}
