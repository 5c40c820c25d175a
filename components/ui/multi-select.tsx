"use client";

import { type KeyboardEvent, useId, useMemo, useState } from "react";

export interface SelectOption {
  value: string;
  label?: string;
  count?: number;
}

/** Options shown at once; typing narrows long lists (cities, schools) instead of scrolling. */
const SHOWN = 50;

/**
 * A searchable multi-select following the ARIA combobox pattern: type to filter, arrows to
 * move, Enter to pick or unpick, Escape to close, Backspace on an empty query to drop the last
 * pick. Picks show below as removable chips.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  placeholder = "Type to search…",
  loading = false,
  hint,
}: {
  label: string;
  options: SelectOption[];
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  loading?: boolean;
  hint?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const labelOf = useMemo(() => {
    const map = new Map(options.map((o) => [o.value, o.label ?? o.value]));
    return (v: string) => map.get(v) ?? v;
  }, [options]);
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    const all = q ? options.filter((o) => (o.label ?? o.value).toLowerCase().includes(q)) : options;
    return { shown: all.slice(0, SHOWN), total: all.length };
  }, [options, query]);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const activeOption = open ? matches.shown[active] : undefined;

  const toggle = (v: string) => {
    onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const n = matches.shown.length;
      if (n > 0) setActive((a) => (e.key === "ArrowDown" ? (a + 1) % n : (a - 1 + n) % n));
    } else if (e.key === "Enter") {
      // Enter picks here; it must not submit the wizard's form.
      e.preventDefault();
      if (activeOption) toggle(activeOption.value);
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        setOpen(false);
      } else if (query) {
        setQuery("");
      }
    } else if (e.key === "Backspace" && query === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          autoComplete="off"
          value={query}
          placeholder={loading ? "Loading values…" : placeholder}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500"
        />
        {open && (
          <div className="absolute z-20 mt-1 w-full rounded-md border border-slate-200 bg-white shadow-lg">
            <div
              id={listId}
              role="listbox"
              aria-multiselectable="true"
              aria-label={label}
              className="max-h-64 overflow-y-auto py-1"
            >
              {matches.shown.map((o, i) => {
                const selected = value.includes(o.value);
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox input, which points at the active option (aria-activedescendant).
                  <div
                    key={o.value}
                    id={optionId(i)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={selected}
                    // Keeps focus in the input, so the list stays open for the next pick.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => toggle(o.value)}
                    onMouseMove={() => setActive(i)}
                    className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-1.5 text-sm ${i === active ? "bg-brand-50" : ""}`}
                  >
                    <span className="flex items-center gap-2">
                      <span aria-hidden="true" className="w-4 text-brand-700">
                        {selected ? "✓" : ""}
                      </span>
                      {o.label ?? o.value}
                    </span>
                    {o.count !== undefined && (
                      <span className="text-xs tabular-nums text-slate-600">
                        {o.count.toLocaleString("en-US")}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
            <p className="border-t border-slate-100 px-3 py-1.5 text-xs text-slate-600">
              {loading
                ? "Loading values…"
                : matches.total === 0
                  ? "No value matches."
                  : matches.total > SHOWN
                    ? `Showing ${SHOWN} of ${matches.total.toLocaleString("en-US")}; type to narrow.`
                    : `${matches.total} values`}
            </p>
          </div>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label={`${label}: chosen`} className="mt-1 flex flex-wrap gap-1.5">
          {value.map((v) => (
            <li
              key={v}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs text-brand-700"
            >
              {labelOf(v)}
              <button
                type="button"
                onClick={() => toggle(v)}
                aria-label={`Remove ${labelOf(v)} from ${label}`}
                className="rounded-full px-1.5 text-brand-700 hover:bg-brand-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
