"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ResourceId } from "@/lib/edge/api/resource-id";
import { type FormState, fieldsOf, formStateOf, withAction } from "@/lib/edge/api/with-action";
import { removeListItems } from "@/lib/features/lists/items";

/* The list page's server actions. */

const RemoveInput = z.object({
  listId: ResourceId,
  profileId: z.string().min(1).max(200),
});

export async function removeFromList(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("lists:write", [form], async (ctx) => {
    const input = RemoveInput.parse(Object.fromEntries(fieldsOf(form)));
    await removeListItems(ctx, input.listId, [input.profileId]);
    return input.listId;
  });
  if (result.ok) revalidatePath(`/lists/${result.data}`);
  return formStateOf(result);
}
