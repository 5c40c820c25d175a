"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { MultiSelect } from "@/components/ui/multi-select";
import { TokenInput } from "@/components/ui/token-input";
import type { WizardValues } from "@/lib/campaigns/schema";
import { getAt, isEmptyTargeting, setAt } from "@/lib/campaigns/targeting-chips";
import { conflicts } from "@/lib/targeting/logic";
import { MAX_VALUE_LENGTH, MAX_VALUES, type Targeting } from "@/lib/targeting/schema";
import { useCompanyLists } from "./company-lists";
import { useFilterCatalogue } from "./filter-catalogue";
import { targetingCheckNames, targetingErrorAt } from "./targeting-check";

/**
 * The targeting being edited, how to change it, and builders of its list fields, each bound
 * to its path in the filters.
 */
export function useTargetingFields() {
  const { control, setValue, trigger, formState } = useFormContext<WizardValues>();
  const filters = (useWatch({ control, name: "filters" }) ?? {}) as Targeting;
  const catalogue = useFilterCatalogue();
  const companyLists = useCompanyLists();
  const errors = formState.errors.filters;

  // Each change re-checks, so a value past a limit is highlighted at once and a fixed one
  // clears; an empty targeting waits for Next before it is called an error. The targeting is
  // set as a whole, not registered field by field, so setValue's shouldValidate would not
  // reach it: the check is asked for explicitly (see targetingCheckNames).
  const replace = (next: Targeting) => {
    setValue("filters", next, { shouldDirty: true });
    if (errors || !isEmptyTargeting(next)) void trigger(targetingCheckNames(next, errors));
  };
  const update = (path: string[], value: unknown) => replace(setAt(filters, path, value));
  const listAt = (path: string[]) => (getAt(filters, path) as string[] | undefined) ?? [];

  const warnings = new Map(
    conflicts(filters, companyLists.labelOf).map((c) => [c.path.join("."), c.sentence]),
  );
  /** A pick from the catalogue's values of `key`, e.g. "locations.countries". */
  const select = (key: string, path: string[], label: string) => (
    <MultiSelect
      label={label}
      warning={warnings.get(path.join("."))}
      options={catalogue.optionsOf(key)}
      loading={catalogue.isPending}
      value={listAt(path)}
      onChange={(v) => update(path, v)}
    />
  );
  const tokens = (
    path: string[],
    label: string,
    hint: string,
    validate?: (token: string) => string | undefined,
  ) => (
    <TokenInput
      label={label}
      hint={hint}
      value={listAt(path)}
      onChange={(v) => update(path, v)}
      maxLength={MAX_VALUE_LENGTH}
      maxEntries={MAX_VALUES}
      validate={validate}
      error={targetingErrorAt(errors, path)}
      warning={warnings.get(path.join("."))}
    />
  );

  return {
    filters,
    errors,
    catalogue,
    companyLists,
    warnings,
    replace,
    update,
    listAt,
    select,
    tokens,
  };
}
