import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { accounts } from "@/db/schema";
import type { Ctx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";
import { postWebhook, signatureHeaders } from "@/lib/engines/webhooks/post";
import { assertWebhookUrl } from "@/lib/engines/webhooks/ssrf";
import type { DeliveryBody, Profile } from "@/lib/model/profiles/profile-schema";
import { getCampaignOrThrow } from "./campaigns";

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
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** Test sends are not retried: the user is waiting for the answer. */
const TEST_TIMEOUT_MS = 10_000;

/**
 * "Send test" in the wizard: posts a sample delivery for this campaign to `url`, signed with
 * the account's webhook secret exactly as real deliveries are, and reports what the receiver
 * answered. Nothing is logged as a delivery.
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
  return {
    webhookId,
    statusCode: outcome.statusCode,
    durationMs: outcome.durationMs,
    error: outcome.error,
  };
}
