"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import { removeListItems } from "./items";

/* The list page's server actions. */

const RemoveInput = z.object({
  listId: z.string().min(1).max(100),
  profileId: z.string().min(1).max(200),
});

export async function removeFromList(formData: FormData): Promise<void> {
  const ctx = await requireSessionCtx();
  const input = RemoveInput.parse({
    listId: formData.get("listId"),
    profileId: formData.get("profileId"),
  });
  await removeListItems(ctx, input.listId, [input.profileId]);
  revalidatePath(`/lists/${input.listId}`);
}
