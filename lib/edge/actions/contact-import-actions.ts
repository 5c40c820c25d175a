"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { type FormState, fieldsOf, formStateOf, withAction } from "@/lib/edge/api/with-action";
import { deleteOwnContacts } from "@/lib/features/contact-imports/own-contacts";

/* The own contacts page's server actions. */

const DeleteInput = z.object({ profileId: z.string().min(1).max(200) });

export async function deleteOwnContact(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("lists:write", [form], async (ctx) => {
    const input = DeleteInput.parse(Object.fromEntries(fieldsOf(form)));
    return deleteOwnContacts(ctx, [input.profileId]);
  });
  if (result.ok) revalidatePath("/settings/contacts");
  return formStateOf(result);
}
