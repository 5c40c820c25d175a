"use server";

import { z } from "zod";
import { ResourceId } from "@/lib/edge/api/resource-id";
import { type ActionResult, withAction } from "@/lib/edge/api/with-action";
import { sendTestWebhook, type TestWebhookResult } from "@/lib/features/campaigns/test-webhook";

/** Action arguments come from the browser: checked like any request body. */
const Url = z.string().max(2000);

/**
 * "Send test" in the wizard's Notifications step. Its only door: the other campaign operations
 * the pages offer go through /v1 (`components/campaigns/campaign-api.ts`), and /v1 has no
 * test-delivery route.
 */
export async function sendTestWebhookAction(
  campaignId: string,
  url: string,
): Promise<ActionResult<TestWebhookResult>> {
  return withAction([campaignId, url], (ctx) =>
    sendTestWebhook(ctx, { campaignId: ResourceId.parse(campaignId), url: Url.parse(url) }),
  );
}
