"use server";

import { ZodError, z } from "zod";
import { zodErrors } from "@/lib/api/problem";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import {
  archiveCampaign,
  createCampaign,
  duplicateCampaign,
  launchCampaign,
  pauseCampaign,
  resetCampaign,
  resumeCampaign,
} from "@/lib/campaigns/campaigns";
import type { Campaign, CampaignInput } from "@/lib/campaigns/schema";
import { sendTestWebhook, type TestWebhookResult } from "@/lib/campaigns/test-webhook";
import type { Ctx } from "@/lib/context";
import { type ChecklistItem, DomainError } from "@/lib/errors";

/** What the wizard's actions answer: the result, or the problem as the /v1 routes state it. */
export type ActionResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      checklist?: ChecklistItem[];
      errors?: { path: string; message: string }[];
    };

async function run<T>(fn: (ctx: Ctx) => Promise<T>): Promise<ActionResult<T>> {
  const ctx = await requireSessionCtx();
  try {
    return { ok: true, data: await fn(ctx) };
  } catch (error) {
    if (error instanceof DomainError) {
      const extra = error.extra as Pick<
        Extract<ActionResult<T>, { ok: false }>,
        "checklist" | "errors"
      >;
      return {
        ok: false,
        status: error.status,
        code: error.code,
        message: error.message,
        checklist: extra.checklist,
        errors: extra.errors,
      };
    }
    if (error instanceof ZodError) {
      const errors = zodErrors(error);
      return {
        ok: false,
        status: 400,
        code: "invalid_request",
        message: errors.map((e) => `${e.path}: ${e.message}`).join("; "),
        errors,
      };
    }
    throw error;
  }
}

/** Action arguments come from the browser: checked like any request body. */
const Id = z.string().min(1).max(100);
const Url = z.string().max(2000);

export async function createCampaignAction(input: CampaignInput) {
  return run((ctx) => createCampaign(ctx, input));
}

export async function launchCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return run((ctx) => launchCampaign(ctx, Id.parse(id)));
}

export async function resetCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return run((ctx) => resetCampaign(ctx, Id.parse(id)));
}

export async function pauseCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return run((ctx) => pauseCampaign(ctx, Id.parse(id)));
}

export async function resumeCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return run((ctx) => resumeCampaign(ctx, Id.parse(id)));
}

export async function archiveCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return run((ctx) => archiveCampaign(ctx, Id.parse(id)));
}

export async function duplicateCampaignAction(id: string): Promise<ActionResult<Campaign>> {
  return run((ctx) => duplicateCampaign(ctx, Id.parse(id)));
}

export async function sendTestWebhookAction(
  campaignId: string,
  url: string,
): Promise<ActionResult<TestWebhookResult>> {
  return run((ctx) =>
    sendTestWebhook(ctx, { campaignId: Id.parse(campaignId), url: Url.parse(url) }),
  );
}
