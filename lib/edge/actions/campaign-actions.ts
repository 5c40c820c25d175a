"use server";

import { z } from "zod";
import { type ActionResult, withAction } from "@/lib/edge/api/with-action";
import {
  createCampaign,
  duplicateCampaign,
  resetCampaign,
} from "@/lib/features/campaigns/campaigns";
import {
  archiveCampaign,
  launchCampaign,
  pauseCampaign,
  resumeCampaign,
} from "@/lib/features/campaigns/lifecycle";
import type { Campaign, CampaignInput } from "@/lib/features/campaigns/schema";
import { sendTestWebhook, type TestWebhookResult } from "@/lib/features/campaigns/test-webhook";

/** Action arguments come from the browser: checked like any request body. */
const Id = z.string().min(1).max(100);
const Url = z.string().max(2000);

export async function createCampaignAction(input: CampaignInput) {
  return withAction((ctx) => createCampaign(ctx, input));
}

export async function launchCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction((ctx) => launchCampaign(ctx, Id.parse(id)));
}

export async function resetCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction((ctx) => resetCampaign(ctx, Id.parse(id)));
}

export async function pauseCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction((ctx) => pauseCampaign(ctx, Id.parse(id)));
}

export async function resumeCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction((ctx) => resumeCampaign(ctx, Id.parse(id)));
}

export async function archiveCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction((ctx) => archiveCampaign(ctx, Id.parse(id)));
}

export async function duplicateCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return withAction((ctx) => duplicateCampaign(ctx, Id.parse(id)));
}

export async function sendTestWebhookAction(
  campaignId: string,
  url: string,
): Promise<ActionResult<TestWebhookResult>> {
  return withAction((ctx) =>
    sendTestWebhook(ctx, { campaignId: Id.parse(campaignId), url: Url.parse(url) }),
  );
}
