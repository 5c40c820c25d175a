"use server";

import { revalidatePath } from "next/cache";
import {
  type FormState,
  failureText,
  fieldsOf,
  formStateOf,
  withAction,
} from "@/lib/edge/api/with-action";
import { addDncEntries, removeDncEntries } from "@/lib/features/do-not-contact/entries";
import { DncEntryInput } from "@/lib/features/do-not-contact/schema";

/* The do-not-contact settings page's server actions. */

export type AddEntryState =
  | { status: "idle" | "added" | "existing" }
  | { status: "error"; error: string };

/** One address (holds an @) or domain typed in the form. */
function entryOf(typed: string): DncEntryInput {
  const text = typed.trim();
  return text.includes("@") ? { email: text } : { domain: text };
}

export async function addEntryAction(
  _previous: AddEntryState,
  form: FormData,
): Promise<AddEntryState> {
  const result = await withAction([form], (ctx) =>
    addDncEntries(ctx, {
      entries: [DncEntryInput.parse(entryOf(String(fieldsOf(form).get("entry") ?? "")))],
    }),
  );
  if (!result.ok) {
    return {
      status: "error",
      error: `Enter an e-mail address or a domain: ${failureText(result)}.`,
    };
  }
  revalidatePath("/settings/do-not-contact");
  return { status: result.data.added ? "added" : "existing" };
}

export async function removeEntryAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction([form], (ctx) =>
    removeDncEntries(ctx, {
      entries: [
        DncEntryInput.parse(
          fieldsOf(form).get("kind") === "email"
            ? { email: fieldsOf(form).get("value") }
            : { domain: fieldsOf(form).get("value") },
        ),
      ],
    }),
  );
  if (result.ok) revalidatePath("/settings/do-not-contact");
  return formStateOf(result);
}
