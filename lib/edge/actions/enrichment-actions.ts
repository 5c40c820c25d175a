"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ResourceId } from "@/lib/edge/api/resource-id";
import { type FormState, fieldsOf, formStateOf, withAction } from "@/lib/edge/api/with-action";
import { resendDelivery } from "@/lib/engines/webhooks/outbox";

/* The enrichment request page's server actions. */

const ResendInput = z.object({
  requestId: ResourceId,
  deliveryId: ResourceId,
});

export async function resendAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("enrich", [form], async (ctx) => {
    const input = ResendInput.parse(Object.fromEntries(fieldsOf(form)));
    await resendDelivery(ctx, input.deliveryId);
    return input.requestId;
  });
  if (result.ok) revalidatePath(`/requests/${result.data}`);
  return formStateOf(result);
}
