"use server";

import { z } from "zod";
import { ResourceId } from "@/lib/edge/api/resource-id";
import { type ActionResult, withAction } from "@/lib/edge/api/with-action";
import type { WebhookTest } from "@/lib/features/campaigns/schema";
import {
  getWebhookTest,
  sendTestWebhook,
  setLaunchAnyway,
  type TestWebhookResult,
} from "@/lib/features/campaigns/test-webhook";

/** Action arguments come from the browser: checked like any request body. */
const Url = z.string().max(2000);

/**
 * "Send test" in the wizard's Notifications step. Its only door, as for the test's "Launch
 * anyway" below: the other campaign operations the pages offer go through /v1
 * (`components/campaigns/campaign-api.ts`), and /v1 has no test-delivery route.
 */
export async function sendTestWebhookAction(
  campaignId: string,
  url: string,
): Promise<ActionResult<TestWebhookResult>> {
  return withAction("campaigns:write", [campaignId, url], (ctx) =>
    sendTestWebhook(ctx, { campaignId: ResourceId.parse(campaignId), url: Url.parse(url) }),
  );
}

/** The campaign's last webhook test, for the review's "Launch anyway" control. */
export async function webhookTestAction(
  campaignId: string,
): Promise<ActionResult<WebhookTest | null>> {
  return withAction("campaigns:read", [campaignId], (ctx) =>
    getWebhookTest(ctx, ResourceId.parse(campaignId)),
  );
}

/** "Launch anyway: I know the webhook failed its test", ticked or unticked. */
export async function launchAnywayAction(
  campaignId: string,
  launchAnyway: boolean,
): Promise<ActionResult<WebhookTest>> {
  return withAction("campaigns:write", [campaignId, launchAnyway], (ctx) =>
    setLaunchAnyway(ctx, {
      campaignId: ResourceId.parse(campaignId),
      launchAnyway: z.boolean().parse(launchAnyway),
    }),
  );
}
