"use server";

import { revalidatePath } from "next/cache";
import { InvalidRequest } from "@/lib/core/errors";
import {
  type FormState,
  failureText,
  fieldsOf,
  formStateOf,
  withAction,
} from "@/lib/edge/api/with-action";
import { addDncEntries, removeDncEntries } from "@/lib/features/do-not-contact/entries";
import { DncEntryInput, PhoneCountry, typedEntry } from "@/lib/features/do-not-contact/schema";

/* The do-not-contact settings page's server actions. */

/** What the form says after a submission; a refused entry comes back to be corrected. */
export type AddEntryState =
  | { status: "idle" | "added" | "existing" }
  | { status: "error"; error: string; entry: string; country: string };

export async function addEntryAction(
  _previous: AddEntryState,
  form: FormData,
): Promise<AddEntryState> {
  // Read for the answer's refill; a body that is not a form is refused inside (fieldsOf: 400).
  const fields = form instanceof FormData ? form : new FormData();
  const entry = String(fields.get("entry") ?? "");
  const country = PhoneCountry.safeParse(fields.get("country"));
  const result = await withAction("suppressions", [form], async (ctx) => {
    fieldsOf(form);
    const typed = typedEntry(entry, country.success ? country.data : undefined);
    if ("refused" in typed) throw new InvalidRequest(typed.refused);
    return addDncEntries(ctx, { entries: [DncEntryInput.parse(typed)] });
  });
  if (!result.ok) {
    return {
      status: "error",
      error: `Enter an e-mail address, a domain or a phone number: ${failureText(result)}.`,
      entry,
      country: country.success ? country.data : "",
    };
  }
  revalidatePath("/settings/do-not-contact");
  return { status: result.data.added ? "added" : "existing" };
}

export async function removeEntryAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("suppressions", [form], (ctx) =>
    removeDncEntries(ctx, {
      entries: [
        DncEntryInput.parse(
          fieldsOf(form).get("kind") === "email"
            ? { email: fieldsOf(form).get("value") }
            : fieldsOf(form).get("kind") === "phone"
              ? { phone: fieldsOf(form).get("value") }
              : { domain: fieldsOf(form).get("value") },
        ),
      ],
    }),
  );
  if (result.ok) revalidatePath("/settings/do-not-contact");
  return formStateOf(result);
}
