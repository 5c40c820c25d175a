"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import { resendDelivery } from "@/lib/webhooks/outbox";

/* The enrichment request page's server actions. */

const ResendInput = z.object({
  requestId: z.string().min(1).max(200),
  deliveryId: z.string().min(1).max(200),
});

export async function resendAction(formData: FormData): Promise<void> {
  const ctx = await requireSessionCtx();
  const input = ResendInput.parse({
    requestId: formData.get("requestId"),
    deliveryId: formData.get("deliveryId"),
  });
  await resendDelivery(ctx, input.deliveryId);
  revalidatePath(`/requests/${input.requestId}`);
}
