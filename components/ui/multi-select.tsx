"use client";

import { type InputHTMLAttributes, useId, useRef } from "react";
import { ChipList } from "./chip-list";
import { describedByOf, FieldHint, FieldWarning } from "./field-notes";
import { OptionList, type SelectOption } from "./option-list";
import { SHOWN, useMultiSelect } from "./use-multi-select";

interface MultiSelectProps {
  label: string;
  options: SelectOption[];
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  loading?: boolean;
  hint?: string;
  /** A sentence about the chosen values that blocks nothing but the user should know at once. */
  warning?: string;
}

type MultiSelectState = ReturnType<typeof useMultiSelect>;

const optionIdOf = (id: string, index: number) => `${id}-opt-${index}`;

/**
 * The combobox input's roles, states and handlers (the ARIA combobox pattern): it owns the list
 * (`aria-controls`), points at the active option (`aria-activedescendant`) and is described by
 * the field's hint and warning.
 */
function comboboxAttributes(
  id: string,
  state: MultiSelectState,
  {
    hint,
    warning,
    loading,
    placeholder,
  }: Pick<MultiSelectProps, "hint" | "warning" | "loading" | "placeholder">,
): InputHTMLAttributes<HTMLInputElement> {
  return {
    id: `${id}-input`,
    type: "text",
    role: "combobox",
    "aria-expanded": state.open,
    "aria-controls": `${id}-list`,
    "aria-autocomplete": "list",
    "aria-activedescendant": state.activeOption ? optionIdOf(id, state.active) : undefined,
    "aria-describedby": describedByOf(id, { hint, warning }),
    autoComplete: "off",
    value: state.query,
    placeholder: loading ? "Loading values…" : placeholder,
    onChange: (e) => state.search(e.target.value),
    onFocus: () => state.setOpen(true),
    onBlur: () => state.setOpen(false),
    onKeyDown: state.onKeyDown,
  };
}

/**
 * A searchable multi-select following the ARIA combobox pattern: type to filter, arrows to
 * move, Enter to pick, Escape to close, Backspace on an empty query to drop the last pick.
 * Picks show below as removable chips. A pick clears the search, ready for the next one; Enter
 * on a value already picked says so instead of silently taking it away (a click on it, which
 * shows its tick going, still unpicks it).
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  placeholder = "Type to search…",
  loading = false,
  hint,
  warning,
}: MultiSelectProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const state = useMultiSelect({ options, value, onChange, loading });
  const { open, active, notice, matches } = state;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...comboboxAttributes(id, state, { hint, warning, loading, placeholder })}
          ref={input}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500"
        />
        {open && (
          <OptionList
            id={`${id}-list`}
            label={label}
            shown={matches.shown}
            total={matches.total}
            shownAtMost={SHOWN}
            active={active}
            value={value}
            optionId={(i) => optionIdOf(id, i)}
            footer={notice ?? (loading ? "Loading values…" : undefined)}
            onPick={state.toggle}
            onHover={state.setActive}
          />
        )}
      </div>
      <p role="status" className="sr-only">
        {notice}
      </p>
      <FieldHint id={`${id}-hint`} hint={hint} />
      <FieldWarning id={`${id}-warning`} warning={warning} />
      <ChipList
        field={label}
        listLabel={`${label}: chosen`}
        chips={value.map((v) => ({ key: v, text: state.labelOf(v) }))}
        tone="brand"
        onRemove={state.removeAt}
        fallbackFocus={input}
      />
    </div>
  );
}
