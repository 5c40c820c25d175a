"use client";

import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from "react";
import type { SelectOption } from "./option-list";

/** Options shown at once; typing narrows long lists (cities, schools) instead of scrolling. */
export const SHOWN = 50;

interface Props {
  options: SelectOption[];
  value: string[];
  onChange: (next: string[]) => void;
  loading: boolean;
}

/**
 * A value typed and entered before the values have loaded is picked when they arrive, if one
 * of them is exactly it; otherwise the search stays to choose from. Returns what to call with
 * the typed value.
 */
function usePickWhenLoaded(
  { options, value, onChange, loading }: Props,
  picked: (option: SelectOption) => void,
) {
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
      picked(match);
    }
  }, [loading, pending, options, value, onChange, picked]);
  return setPending;
}

/** The state of a multi-select combobox and its keyboard: see MultiSelect. */
export function useMultiSelect(props: Props) {
  const { options, value, onChange, loading } = props;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState<string>();
  const pickWhenLoaded = usePickWhenLoaded(
    props,
    useCallback((match: SelectOption) => {
      setNotice(`${match.label ?? match.value} added.`);
      setQuery("");
    }, []),
  );
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

  const enter = () => {
    if (loading && query.trim()) {
      pickWhenLoaded(query);
      setNotice(`“${query.trim()}” is picked once the values have loaded.`);
      return;
    }
    if (!activeOption) return;
    if (value.includes(activeOption.value))
      setNotice(
        `${labelOf(activeOption.value)} is already chosen; remove it with its × below or by clicking it.`,
      );
    else toggle(activeOption.value);
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
      enter();
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

  const search = (text: string) => {
    setQuery(text);
    setActive(0);
    setOpen(true);
    setNotice(undefined);
  };

  const removeAt = (index: number) => {
    const v = value[index];
    if (v === undefined) return;
    onChange(value.filter((x) => x !== v));
    setNotice(`${labelOf(v)} removed.`);
  };

  return {
    query,
    open,
    setOpen,
    active,
    setActive,
    notice,
    labelOf,
    matches,
    activeOption,
    toggle,
    onKeyDown,
    search,
    removeAt,
  };
}
