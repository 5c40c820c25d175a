"use server";

import { z } from "zod";
import { ResourceId } from "@/lib/api/resource-id";
import { type ActionResult, withAction } from "@/lib/api/with-action";
import { createCampaign, duplicateCampaign, resetCampaign } from "./campaigns";
import { archiveCampaign, launchCampaign, pauseCampaign, resumeCampaign } from "./lifecycle";
import type { Campaign, CampaignInput } from "./schema";
import { sendTestWebhook, type TestWebhookResult } from "./test-webhook";

/** Action arguments come from the browser: checked like any request body. */
const Url = z.string().max(2000);

export async function createCampaignAction(input: CampaignInput) {
  return withAction([input], (ctx) => createCampaign(ctx, input));
}

export async function launchCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction([id], (ctx) => launchCampaign(ctx, ResourceId.parse(id)));
}

export async function resetCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction([id], (ctx) => resetCampaign(ctx, ResourceId.parse(id)));
}

export async function pauseCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction([id], (ctx) => pauseCampaign(ctx, ResourceId.parse(id)));
}

export async function resumeCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction([id], (ctx) => resumeCampaign(ctx, ResourceId.parse(id)));
}

export async function archiveCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction([id], (ctx) => archiveCampaign(ctx, ResourceId.parse(id)));
}

export async function duplicateCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction([id], (ctx) => duplicateCampaign(ctx, ResourceId.parse(id)));
}

export async function sendTestWebhookAction(
  campaignId: string,
  url: string,
): Promise<ActionResult<TestWebhookResult>> {
  return withAction([campaignId, url], (ctx) =>
    sendTestWebhook(ctx, { campaignId: ResourceId.parse(campaignId), url: Url.parse(url) }),
  );
}
