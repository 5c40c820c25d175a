"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { CharacterCount } from "@/components/ui/character-count";
import { Field } from "@/components/ui/field";
import { MAX_CAMPAIGN_NAME, type WizardValues } from "@/lib/features/campaigns/schema";

/**
 * The name, typable before the page's script has run (a person on a slow phone starts at
 * once): the server's HTML shows the saved name, and what was typed into it by the time the
 * form registers the field is taken into the form instead of being replaced by the default.
 */
export function StepName() {
  const { register, formState, control, getValues, setValue } = useFormContext<WizardValues>();
  const name = useWatch({ control, name: "name" }) ?? "";
  const { ref, ...field } = register("name");
  return (
    <div className="flex max-w-lg flex-col gap-4">
      <p className="text-sm text-slate-600">
        Name the campaign after the audience it targets, e.g. “HR leaders in Germany”.
      </p>
      {/* No maxLength: a pasted name would be cut without a word; the count and the error say
          how much is too long instead. */}
      <Field
        label="Campaign name"
        autoComplete="off"
        hint={<CharacterCount length={name.length} max={MAX_CAMPAIGN_NAME} />}
        defaultValue={formState.defaultValues?.name ?? ""}
        {...field}
        ref={(input) => {
          // Typed before the page's script ran: the field already holds it; the form takes it.
          const typed = input?.value;
          ref(input);
          if (input && typed !== undefined && typed !== getValues("name")) {
            setValue("name", typed, { shouldDirty: true, shouldValidate: true });
          }
        }}
        error={formState.errors.name?.message}
      />
    </div>
  );
}
