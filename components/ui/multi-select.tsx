"use client";

import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { plural } from "@/lib/plural";

export interface SelectOption {
  value: string;
  label?: string;
  count?: number;
}

/** Options shown at once; typing narrows long lists (cities, schools) instead of scrolling. */
const SHOWN = 50;

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
}: {
  label: string;
  options: SelectOption[];
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  loading?: boolean;
  hint?: string;
  /** A sentence about the chosen values that blocks nothing but the user should know at once. */
  warning?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // A value typed and entered before the values have loaded is picked when they arrive, if one
  // of them is exactly it; otherwise the search stays to choose from.
  const [pending, setPending] = useState<string>();
  useEffect(() => {
    if (loading || pending === undefined) return;
    setPending(undefined);
    const wanted = pending.trim().toLowerCase();
    const match = options.find(
      (o) => o.value.toLowerCase() === wanted || o.label?.toLowerCase() === wanted,
    );
    if (match && !value.includes(match.value)) {
      onChange([...value, match.value]);
      setNotice(`${match.label ?? match.value} added.`);
      setQuery("");
    }
  }, [loading, pending, options, value, onChange]);
  // Emptied from outside (Clear all filters, Reset): a search left behind would hide values.
  useEffect(() => {
    if (value.length === 0) setQuery("");
  }, [value.length]);
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
    if (value.includes(v)) {
      onChange(value.filter((x) => x !== v));
      setNotice(`${labelOf(v)} removed.`);
    } else {
      onChange([...value, v]);
      setNotice(`${labelOf(v)} added.`);
      setQuery("");
      setActive(0);
    }
  };

  /** Keyboard users stay where they were: on the chip that took its place, else the input. */
  const removeChip = (index: number) => {
    const v = value[index];
    if (v === undefined) return;
    onChange(value.filter((x) => x !== v));
    setNotice(`${labelOf(v)} removed.`);
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
      (buttons[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
    });
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
      if (loading && query.trim()) {
        setPending(query);
        setNotice(`“${query.trim()}” is picked once the values have loaded.`);
        return;
      }
      if (!activeOption) return;
      if (value.includes(activeOption.value))
        setNotice(
          `${labelOf(activeOption.value)} is already chosen; remove it with its × below or by clicking it.`,
        );
      else toggle(activeOption.value);
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
          aria-describedby={
            [hint ? `${id}-hint` : "", warning ? `${id}-warning` : ""].filter(Boolean).join(" ") ||
            undefined
          }
          autoComplete="off"
          value={query}
          placeholder={loading ? "Loading values…" : placeholder}
          ref={input}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
            setNotice(undefined);
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
              {notice
                ? notice
                : loading
                  ? "Loading values…"
                  : matches.total === 0
                    ? "No value matches."
                    : matches.total > SHOWN
                      ? `Showing ${SHOWN} of ${matches.total.toLocaleString("en-US")}; type to narrow.`
                      : plural(matches.total, "value")}
            </p>
          </div>
        )}
      </div>
      <p role="status" className="sr-only">
        {notice}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {/* Always present, so that a warning appearing in it is announced. */}
      <p
        id={`${id}-warning`}
        role="alert"
        className={warning ? "text-xs text-amber-800" : "sr-only"}
      >
        {warning}
      </p>
      {value.length > 0 && (
        <ul ref={list} aria-label={`${label}: chosen`} className="mt-1 flex flex-wrap gap-1.5">
          {value.map((v, i) => (
            <li
              key={v}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs text-brand-700"
            >
              {labelOf(v)}
              <button
                type="button"
                onClick={() => removeChip(i)}
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
