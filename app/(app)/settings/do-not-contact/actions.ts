"use server";

import { revalidatePath } from "next/cache";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import { addDncEntries, removeDncEntries } from "@/lib/do-not-contact/entries";
import { DncEntryInput } from "@/lib/do-not-contact/schema";

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
  const ctx = await requireSessionCtx();
  const parsed = DncEntryInput.safeParse(entryOf(String(form.get("entry") ?? "")));
  if (!parsed.success) {
    return {
      status: "error",
      error: `Enter an e-mail address or a domain: ${parsed.error.issues[0]?.message ?? "invalid"}.`,
    };
  }
  const change = await addDncEntries(ctx, { entries: [parsed.data] });
  revalidatePath("/settings/do-not-contact");
  return { status: change.added ? "added" : "existing" };
}

export async function removeEntryAction(form: FormData): Promise<void> {
  const ctx = await requireSessionCtx();
  const parsed = DncEntryInput.safeParse(
    form.get("kind") === "email" ? { email: form.get("value") } : { domain: form.get("value") },
  );
  if (!parsed.success) return;
  await removeDncEntries(ctx, { entries: [parsed.data] });
  revalidatePath("/settings/do-not-contact");
}
