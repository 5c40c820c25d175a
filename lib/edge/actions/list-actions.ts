"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ResourceId } from "@/lib/edge/api/resource-id";
import { type FormState, fieldsOf, formStateOf, withAction } from "@/lib/edge/api/with-action";
import { requestReverify } from "@/lib/features/changes/reverify";
import { setWatch } from "@/lib/features/changes/watches";
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

const WatchInput = z.object({ listId: ResourceId, watch: z.enum(["on", "off"]) });

/** Watches the list (its people's job changes become events and feed entries), or stops. */
export async function watchListAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("lists:write", [form], async (ctx) => {
    const input = WatchInput.parse(Object.fromEntries(fieldsOf(form)));
    await setWatch(ctx, { listId: input.listId }, input.watch === "on");
    return input.listId;
  });
  if (result.ok) revalidatePath(`/lists/${result.data}`);
  return formStateOf(result);
}

const ReverifyForm = z.object({ listId: ResourceId });

/** Queues a re-verification of the list's addresses, within the default budget. */
export async function reverifyListAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("lists:write", [form], async (ctx) => {
    const input = ReverifyForm.parse(Object.fromEntries(fieldsOf(form)));
    await requestReverify(ctx, input.listId);
    return input.listId;
  });
  if (result.ok) revalidatePath(`/lists/${result.data}`);
  return formStateOf(result);
}
