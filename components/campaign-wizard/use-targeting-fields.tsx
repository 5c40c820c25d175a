"use client";

import { type ComponentProps, memo, useCallback, useMemo } from "react";
import { type FieldErrors, useFormContext } from "react-hook-form";
import { MultiSelect } from "@/components/ui/multi-select";
import type { SelectOption } from "@/components/ui/option-list";
import { TokenInput } from "@/components/ui/token-input";
import type { WizardValues } from "@/lib/features/campaigns/schema";
import { getAt, isEmptyTargeting, setAt } from "@/lib/features/campaigns/targeting-chips";
import type { Conflict } from "@/lib/model/targeting/logic";
import { MAX_VALUE_LENGTH, MAX_VALUES, type Targeting } from "@/lib/model/targeting/schema";
import { useCompanyLists } from "./company-lists";
import { useFilterCatalogue } from "./filter-catalogue";
import { targetingCheckNames, targetingErrorAt } from "./targeting-check";

/** A targeting path written with dots, e.g. "locations.exclude.countries". */
type Path = string;
type OnPathChange = (path: Path, value: unknown) => void;

const NO_VALUES: string[] = [];

/**
 * Whether a list field would be drawn the same: its value compared entry by entry (every change
 * hands out a fresh copy of the whole targeting, so an untouched list is a new array with the
 * same entries), everything else by identity. One change then redraws the field it changed and
 * those whose warning or error changed, not the two dozen others.
 */
function sameField<P extends { value: string[] }>(a: P, b: P): boolean {
  const keys = Object.keys(b) as (keyof P)[];
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every((k) =>
    k === "value"
      ? a.value.length === b.value.length && a.value.every((v, i) => v === b.value[i])
      : Object.is(a[k], b[k]),
  );
}

type Bound<Props> = Omit<Props, "onChange"> & {
  path: Path;
  onPathChange: OnPathChange;
};

const TargetingSelect = memo(function TargetingSelect({
  path,
  onPathChange,
  ...props
}: Bound<ComponentProps<typeof MultiSelect>>) {
  return <MultiSelect {...props} onChange={(v) => onPathChange(path, v)} />;
}, sameField);

const TargetingTokens = memo(function TargetingTokens({
  path,
  onPathChange,
  ...props
}: Bound<ComponentProps<typeof TokenInput>>) {
  return <TokenInput {...props} onChange={(v) => onPathChange(path, v)} />;
}, sameField);

/**
 * How the targeting changes: replaced whole (Clear all, a chip removed) or one list at its path.
 * Each change re-checks, so a value past a limit is highlighted at once and a fixed one clears;
 * an empty targeting waits for Next before it is called an error. The targeting is set as a
 * whole, not registered field by field, so setValue's shouldValidate would not reach it: the
 * check is asked for explicitly (see targetingCheckNames). Both read the form when called, so
 * they stay the same functions and the fields they are given stay drawn.
 */
function useTargetingChange() {
  const { setValue, getValues, getFieldState, trigger } = useFormContext<WizardValues>();
  const replace = useCallback(
    (next: Targeting) => {
      const shown = getFieldState("filters").error as FieldErrors<WizardValues>["filters"];
      setValue("filters", next, { shouldDirty: true });
      if (shown || !isEmptyTargeting(next)) void trigger(targetingCheckNames(next, shown));
    },
    [getFieldState, setValue, trigger],
  );
  const update = useCallback<OnPathChange>(
    (path, value) => replace(setAt(getValues("filters") ?? {}, path.split("."), value)),
    [getValues, replace],
  );
  return { replace, update };
}

/** The values a multi-select offers, and whether they are still loading. */
type PickValues = { options: SelectOption[]; isPending: boolean };

/** What the list fields are built from. */
interface ListFieldInputs {
  filters: Targeting;
  update: OnPathChange;
  warnings: Map<Path, string>;
  errors: FieldErrors<WizardValues>["filters"];
  catalogue: ReturnType<typeof useFilterCatalogue>;
  companyLists: ReturnType<typeof useCompanyLists>;
}

/** Builders of the targeting's list fields, each bound to its path in the filters. */
function listFieldBuilders(inputs: ListFieldInputs) {
  const { filters, update, warnings, errors, catalogue, companyLists } = inputs;
  const listAt = (path: Path) =>
    (getAt(filters, path.split(".")) as string[] | undefined) ?? NO_VALUES;
  const pickFrom = (values: PickValues, path: Path, label: string, hint?: string) => (
    <TargetingSelect
      path={path}
      onPathChange={update}
      label={label}
      hint={hint}
      warning={warnings.get(path)}
      options={values.options}
      loading={values.isPending}
      value={listAt(path)}
    />
  );
  /** A pick from the catalogue's values of `key`, e.g. "locations.countries". */
  const select = (key: string, path: Path, label: string) =>
    pickFrom({ options: catalogue.optionsOf(key), isPending: catalogue.isPending }, path, label);
  /** A pick from the account's company lists. */
  const companyList = (path: Path, label: string, hint: string) =>
    pickFrom(companyLists, path, label, hint);
  /** Free values at `path`; `rules` may refuse a value, or split names (companies) as names. */
  const tokens = (
    path: Path,
    label: string,
    hint: string,
    rules: Pick<ComponentProps<typeof TokenInput>, "validate" | "split"> = {},
  ) => (
    <TargetingTokens
      path={path}
      onPathChange={update}
      label={label}
      hint={hint}
      value={listAt(path)}
      maxLength={MAX_VALUE_LENGTH}
      maxEntries={MAX_VALUES}
      validate={rules.validate}
      split={rules.split}
      error={targetingErrorAt(errors, path.split("."))}
      warning={warnings.get(path)}
    />
  );
  return { select, companyList, tokens };
}

/**
 * The targeting being edited (watched once, by the wizard, and handed down with its conflicts),
 * how to change it, and builders of its list fields, each bound to its path in the filters.
 */
export function useTargetingFields(filters: Targeting, clashes: Conflict[]) {
  const { formState } = useFormContext<WizardValues>();
  const catalogue = useFilterCatalogue();
  const companyLists = useCompanyLists();
  const errors = formState.errors.filters;
  const { replace, update } = useTargetingChange();
  const warnings = useMemo(
    () => new Map(clashes.map((c) => [c.path.join("."), c.sentence])),
    [clashes],
  );
  const builders = listFieldBuilders({
    filters,
    update,
    warnings,
    errors,
    catalogue,
    companyLists,
  });
  return { filters, errors, catalogue, companyLists, replace, update, ...builders };
}

export type TargetingFields = ReturnType<typeof useTargetingFields>;
