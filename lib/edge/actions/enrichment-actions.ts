"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { type FormState, formStateOf, withAction } from "@/lib/edge/api/with-action";
import { resendDelivery } from "@/lib/engines/webhooks/outbox";

/* The enrichment request page's server actions. */

const ResendInput = z.object({
  requestId: z.string().min(1).max(200),
  deliveryId: z.string().min(1).max(200),
});

export async function resendAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction(async (ctx) => {
    const input = ResendInput.parse(Object.fromEntries(form));
    await resendDelivery(ctx, input.deliveryId);
    return input.requestId;
  });
  if (result.ok) revalidatePath(`/requests/${result.data}`);
  return formStateOf(result);
}
