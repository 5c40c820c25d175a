"use client";

import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import type { WizardValues } from "@/lib/features/campaigns/schema";

export function StepName() {
  const { register, formState } = useFormContext<WizardValues>();
  return (
    <div className="flex max-w-lg flex-col gap-4">
      <p className="text-sm text-slate-600">
        Name the campaign after the audience it targets, e.g. “HR leaders in Germany”.
      </p>
      <Field
        label="Campaign name"
        autoComplete="off"
        maxLength={120}
        {...register("name")}
        error={formState.errors.name?.message}
      />
    </div>
  );
}
