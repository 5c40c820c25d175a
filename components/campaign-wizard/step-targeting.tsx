"use client";

import { type ReactNode, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { MultiSelect } from "@/components/ui/multi-select";
import { TokenInput } from "@/components/ui/token-input";
import type { WizardValues } from "@/lib/campaigns/schema";
import { getAt, isEmptyTargeting, setAt, targetingChips } from "@/lib/campaigns/targeting-chips";
import { conflicts } from "@/lib/targeting/logic";
import {
  MAX_KEYWORDS_LENGTH,
  MAX_VALUE_LENGTH,
  MAX_VALUES,
  type Targeting,
} from "@/lib/targeting/schema";
import { titleWords } from "@/lib/targeting/words";
import { useCompanyLists } from "./company-lists";
import { useFilterCatalogue } from "./filter-catalogue";
import { targetingCheckNames } from "./targeting-check";

/** How the values of one kind of chip combine, said before them; exclusions just list theirs. */
function joiner(kind: string, count: number): string {
  if (count < 2 || kind.startsWith("Not ") || kind === "Title excludes") return "";
  return kind === "Every skill" || kind === "Contact" ? "all of " : "any of ";
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function StepTargeting() {
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
  const errorAt = (path: string[]): string | undefined => {
    const messageOf = (e: unknown) =>
      e !== null && typeof e === "object" && "message" in e && typeof e.message === "string"
        ? e.message
        : undefined;
    const e = getAt(errors, path);
    if (e === null || typeof e !== "object") return undefined;
    // An array's own error (too many entries) or, failing that, its first entry's.
    return (
      messageOf(e) ??
      messageOf((e as { root?: unknown }).root) ??
      Object.values(e).map(messageOf).find(Boolean)
    );
  };
  const update = (path: string[], value: unknown) => replace(setAt(filters, path, value));
  const listAt = (path: string[]) => (getAt(filters, path) as string[] | undefined) ?? [];

  const warnings = new Map(
    conflicts(filters, companyLists.labelOf).map((c) => [c.path.join("."), c.sentence]),
  );
  const select = (key: string, path: string[], label: string, hint?: string) => (
    <MultiSelect
      label={label}
      hint={hint}
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
      error={errorAt(path)}
      warning={warnings.get(path.join("."))}
    />
  );
  const titleRule = (t: string) =>
    titleWords(t).length > 0 ? undefined : `“${t}” has no letter or digit to look for in a title.`;
  const keywords = filters.keywords ?? "";
  const keywordsError = errors?.keywords?.message;

  const chips = targetingChips(filters, companyLists.labelOf);
  // One line per kind, so "Location: any of Europe, Germany" reads as the one filter it is.
  const kinds: { kind: string; chips: { chip: (typeof chips)[number]; index: number }[] }[] = [];
  chips.forEach((chip, index) => {
    const group = kinds.find((k) => k.kind === chip.kind);
    if (group) group.chips.push({ chip, index });
    else kinds.push({ kind: chip.kind, chips: [{ chip, index }] });
  });
  const chipList = useRef<HTMLUListElement>(null);
  const chipsTitle = useRef<HTMLHeadingElement>(null);
  /** Keyboard users stay where they were: on the chip that took its place, else the heading. */
  const removeChip = (index: number) => {
    const chip = chips[index];
    if (!chip) return;
    replace(chip.remove(filters));
    requestAnimationFrame(() => {
      const buttons = chipList.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
      (buttons[Math.min(index, buttons.length - 1)] ?? chipsTitle.current)?.focus();
    });
  };
  const emptyError = errors?.message ?? errors?.root?.message;
  const experience = catalogue.rangeOf("experienceYears");
  const years = (bound: "min" | "max") => {
    const v = filters.experienceYears?.[bound];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`experience-${bound}`} className="text-sm font-medium text-slate-800">
          {bound === "min" ? "At least (years)" : "At most (years)"}
        </label>
        <input
          id={`experience-${bound}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={v ?? ""}
          onChange={(e) =>
            update(
              ["experienceYears", bound],
              e.target.value === "" ? undefined : Number(e.target.value),
            )
          }
          aria-invalid={errors?.experienceYears?.[bound] ? true : undefined}
          aria-describedby={`experience-${bound}-error`}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500"
        />
        <p id={`experience-${bound}-error`} className="text-xs text-red-700">
          {errors?.experienceYears?.[bound]?.message}
        </p>
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="active-filters-title"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <div className="flex items-center justify-between gap-2">
          <h3
            id="active-filters-title"
            ref={chipsTitle}
            tabIndex={-1}
            className="text-sm font-semibold text-slate-900 focus:outline-none"
          >
            Active filters ({chips.length})
          </h3>
          {chips.length > 0 && (
            <Button variant="ghost" className="px-2 py-1" onClick={() => replace({})}>
              Clear all filters
            </Button>
          )}
        </div>
        {chips.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">
            No filter yet. Filters of different kinds narrow the audience together; values of one
            kind widen it. Continent, country, state and city are one kind: Location.
          </p>
        ) : (
          <ul ref={chipList} className="mt-2 flex flex-col gap-1.5" data-testid="active-filters">
            {kinds.map(({ kind, chips: ofKind }) => (
              <li key={kind} className="flex flex-wrap items-center gap-1.5 text-xs text-slate-800">
                <span>
                  <span className="font-semibold">{kind}:</span> {joiner(kind, ofKind.length)}
                </span>
                {ofKind.map(({ chip, index }) => (
                  <span
                    key={chip.key}
                    className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-brand-700"
                  >
                    {chip.value}
                    <button
                      type="button"
                      onClick={() => removeChip(index)}
                      aria-label={`Remove filter ${chip.kind}: ${chip.value}`}
                      className="rounded-full px-1.5 hover:bg-brand-100"
                    >
                      ×
                    </button>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
        {emptyError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {emptyError}
          </p>
        )}
        {catalogue.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            The filter values could not be loaded: {catalogue.error.message}
          </p>
        )}
      </section>

      <Group legend="Job title">
        {tokens(
          ["titles", "include"],
          "Title includes",
          "Any of these; every word must appear. Paste a list to add many.",
          titleRule,
        )}
        {tokens(
          ["titles", "exclude"],
          "Title excludes",
          "Leave out titles with these words.",
          titleRule,
        )}
      </Group>
      <Group legend="Role">
        {select("seniorities", ["seniorities"], "Seniority")}
        {select("departments", ["departments"], "Department")}
      </Group>
      <Group legend="Skills">
        {select("skills", ["skills", "any"], "Has any of these skills")}
        {select("skills", ["skills", "all"], "Has all of these skills")}
      </Group>
      <Group legend="Location">
        <p className="text-xs text-slate-600 sm:col-span-2">
          One filter: a person in any of the continents, countries, states and cities you pick
          matches. Exclusions leave places out.
        </p>
        {select("locations.continents", ["locations", "continents"], "Continent")}
        {select("locations.countries", ["locations", "countries"], "Country")}
        {select("locations.states", ["locations", "states"], "State or region")}
        {select("locations.cities", ["locations", "cities"], "City")}
        {select("locations.countries", ["locations", "exclude", "countries"], "Exclude countries")}
        {select("locations.states", ["locations", "exclude", "states"], "Exclude states")}
        {select("locations.cities", ["locations", "exclude", "cities"], "Exclude cities")}
      </Group>
      <Group legend="Company">
        {select("industries", ["industries"], "Industry")}
        {select("companySizes", ["companySizes"], "Company size")}
        {select("revenue", ["revenue"], "Revenue")}
        {select("companyTypes", ["companyTypes"], "Company type")}
        {tokens(
          ["companies", "include"],
          "Companies",
          "Names or domains, e.g. acme.com; paste a column to add many.",
        )}
        {tokens(["companies", "exclude"], "Exclude companies", "Names or domains to leave out.")}
        {(["include", "exclude"] as const).map((side) => (
          <MultiSelect
            key={side}
            label={side === "include" ? "Company lists" : "Exclude company lists"}
            hint={
              side === "include"
                ? companyLists.options.length > 0
                  ? "People at a company on any of these lists (Settings → Company lists)."
                  : "No list yet: upload your target accounts in Settings → Company lists."
                : "Leave out people at companies on these lists, e.g. your customers."
            }
            warning={warnings.get(`companyLists.${side}`)}
            options={companyLists.options}
            loading={companyLists.isPending}
            value={listAt(["companyLists", side])}
            onChange={(v) => update(["companyLists", side], v)}
          />
        ))}
      </Group>
      <Group legend="Experience">
        {years("min")}
        {years("max")}
        {experience?.max !== undefined && (
          <p className="text-xs text-slate-600 sm:col-span-2">
            Profiles range from {experience.min} to {experience.max} years.
          </p>
        )}
      </Group>
      <Group legend="Background">
        {select("languages", ["languages"], "Language")}
        {select("schools", ["schools"], "School")}
        {select("certifications", ["certifications"], "Certification")}
      </Group>
      <Group legend="Keywords and contact">
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor="keywords" className="text-sm font-medium text-slate-800">
            Keywords
          </label>
          <input
            id="keywords"
            type="text"
            value={keywords}
            onChange={(e) => update(["keywords"], e.target.value)}
            aria-invalid={keywordsError ? true : undefined}
            aria-describedby={`keywords-hint keywords-count${keywordsError ? " keywords-error" : ""}`}
            className={`rounded-md border px-3 py-2 text-sm shadow-sm focus:border-brand-500 ${keywordsError ? "border-red-500" : "border-slate-300"}`}
          />
          <div className="flex justify-between gap-2 text-xs">
            <p id="keywords-hint" className="text-slate-600">
              Searched in title, headline and summary; every word must match.
            </p>
            <p
              id="keywords-count"
              data-testid="keywords-count"
              className={`shrink-0 tabular-nums ${keywords.length > MAX_KEYWORDS_LENGTH ? "font-medium text-red-700" : "text-slate-600"}`}
            >
              {keywords.length} of {MAX_KEYWORDS_LENGTH} characters
            </p>
          </div>
          {keywordsError && (
            <p id="keywords-error" role="alert" className="text-xs text-red-700">
              {keywordsError}
            </p>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={Boolean(filters.contact?.requireEmail)}
            onChange={(e) => update(["contact", "requireEmail"], e.target.checked || undefined)}
          />
          Has an e-mail address
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={Boolean(filters.contact?.requireMobile)}
            onChange={(e) => update(["contact", "requireMobile"], e.target.checked || undefined)}
          />
          Has a mobile number
        </label>
      </Group>
    </div>
  );
}
