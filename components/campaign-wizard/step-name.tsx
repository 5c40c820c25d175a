"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { CharacterCount } from "@/components/ui/character-count";
import { Field } from "@/components/ui/field";
import { MAX_CAMPAIGN_NAME, type WizardValues } from "@/lib/features/campaigns/schema";

export function StepName() {
  const { register, formState, control } = useFormContext<WizardValues>();
  const name = useWatch({ control, name: "name" }) ?? "";
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
        {...register("name")}
        error={formState.errors.name?.message}
      />
    </div>
  );
}
