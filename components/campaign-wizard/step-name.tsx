"use client";

import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import type { WizardValues } from "@/lib/features/campaigns/schema";

/**
 * The name, typable before the page's script has run (a person on a slow phone starts at
 * once): the server's HTML shows the saved name, and what was typed into it by the time the
 * form registers the field is taken into the form instead of being replaced by the default.
 */
export function StepName() {
  const { register, formState, getValues, setValue } = useFormContext<WizardValues>();
  const { ref, ...field } = register("name");
  return (
    <div className="flex max-w-lg flex-col gap-4">
      <p className="text-sm text-slate-600">
        Name the campaign after the audience it targets, e.g. “HR leaders in Germany”.
      </p>
      <Field
        label="Campaign name"
        autoComplete="off"
        maxLength={120}
        defaultValue={formState.defaultValues?.name ?? ""}
        {...field}
        ref={(input) => {
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
