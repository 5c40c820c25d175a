"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ResourceId } from "@/lib/edge/api/resource-id";
import { type ActionResult, withAction } from "@/lib/edge/api/with-action";
import { replayEndpointDeliveries } from "@/lib/features/webhook-endpoints/endpoint-deliveries";
import {
  createEndpoint,
  deleteEndpoint,
  revealEndpointSecret,
  rotateEndpointSecret,
  sendEndpointTest,
  updateEndpoint,
} from "@/lib/features/webhook-endpoints/endpoints";
import type {
  WebhookEndpointInput,
  WebhookEndpointPatch,
} from "@/lib/features/webhook-endpoints/schema";

/* Settings → Webhooks: the endpoints' server actions, each the domain function /v1 calls. */

const PAGE = "/settings/webhooks";

export async function createEndpointAction(
  input: WebhookEndpointInput,
): Promise<ActionResult<{ id: string; secret: string }>> {
  const result = await withAction("admin", [input], async (ctx) => {
    const created = await createEndpoint(ctx, input);
    return { id: created.id, secret: created.secret };
  });
  if (result.ok) revalidatePath(PAGE);
  return result;
}

export async function updateEndpointAction(
  id: string,
  patch: WebhookEndpointPatch,
): Promise<ActionResult<null>> {
  const result = await withAction("admin", [id, patch], async (ctx) => {
    await updateEndpoint(ctx, ResourceId.parse(id), patch);
    return null;
  });
  if (result.ok) revalidatePath(PAGE, "layout");
  return result;
}

export async function deleteEndpointAction(id: string): Promise<ActionResult<null>> {
  const result = await withAction("admin", [id], async (ctx) => {
    await deleteEndpoint(ctx, ResourceId.parse(id));
    return null;
  });
  if (result.ok) revalidatePath(PAGE);
  return result;
}

export async function revealEndpointSecretAction(
  id: string,
): Promise<ActionResult<{ secret: string; previousSecretUntil: string | null }>> {
  return withAction("admin", [id], (ctx) => revealEndpointSecret(ctx, ResourceId.parse(id)));
}

export async function rotateEndpointSecretAction(
  id: string,
  overlapHours: number,
): Promise<ActionResult<{ secret: string; previousSecretUntil: string | null }>> {
  const result = await withAction("admin", [id, overlapHours], (ctx) =>
    rotateEndpointSecret(ctx, ResourceId.parse(id), { overlapHours }),
  );
  if (result.ok) revalidatePath(PAGE, "layout");
  return result;
}

export async function testEndpointAction(id: string) {
  return withAction("admin", [id], (ctx) => sendEndpointTest(ctx, ResourceId.parse(id)));
}

const ReplayArgs = z.union([
  z.strictObject({ deliveryId: z.string().min(1).max(100) }),
  z.strictObject({
    since: z
      .string()
      .max(100)
      .refine((v) => !Number.isNaN(Date.parse(v)), "Give a date and time."),
  }),
]);

export async function replayEndpointAction(
  id: string,
  input: z.input<typeof ReplayArgs>,
): Promise<ActionResult<{ replayed: number }>> {
  const result = await withAction("admin", [id, input], (ctx) => {
    const args = ReplayArgs.parse(input);
    return replayEndpointDeliveries(
      ctx,
      ResourceId.parse(id),
      "since" in args ? { since: new Date(args.since).toISOString() } : args,
    );
  });
  if (result.ok) revalidatePath(PAGE, "layout");
  return result;
}
