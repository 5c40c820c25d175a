"use client";

import {
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from "react";
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

/** The options' labels by value, and those the query matches (the first SHOWN of them). */
function useOptionMatches(options: SelectOption[], query: string) {
  const labelOf = useMemo(() => {
    const map = new Map(options.map((o) => [o.value, o.label ?? o.value]));
    return (v: string) => map.get(v) ?? v;
  }, [options]);
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    const all = q ? options.filter((o) => (o.label ?? o.value).toLowerCase().includes(q)) : options;
    return { shown: all.slice(0, SHOWN), total: all.length };
  }, [options, query]);
  return { labelOf, matches };
}

/**
 * The combobox's keys: arrows open the list or move in it, Enter picks (and then must not submit
 * the wizard's form; with the list closed and nothing typed it submits it, as Enter in any field
 * does), Escape closes the list and then clears the query, Backspace on an empty query drops the
 * last pick.
 */
function comboboxKeyHandler(k: {
  open: boolean;
  setOpen: (open: boolean) => void;
  shownCount: number;
  setActive: Dispatch<SetStateAction<number>>;
  enter: () => void;
  query: string;
  setQuery: (query: string) => void;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  return (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!k.open) {
        k.setOpen(true);
        return;
      }
      const n = k.shownCount;
      if (n > 0) k.setActive((a) => (e.key === "ArrowDown" ? (a + 1) % n : (a - 1 + n) % n));
    } else if (e.key === "Enter") {
      // With the list closed and nothing typed there is nothing to pick: Enter is the form's,
      // as in any other field (the wizard's Next).
      if (!k.open && k.query === "") return;
      e.preventDefault();
      k.enter();
    } else if (e.key === "Escape") {
      if (k.open) {
        e.preventDefault();
        k.setOpen(false);
      } else if (k.query) {
        k.setQuery("");
      }
    } else if (e.key === "Backspace" && k.query === "" && k.value.length > 0) {
      k.onChange(k.value.slice(0, -1));
    }
  };
}

/**
 * The combobox's own state: the query typed, whether the list is open, the active option, and
 * the last news for the live region.
 */
function useComboboxState(picks: number) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState<string>();
  // Emptied from outside (Clear all filters, Reset): a search left behind would hide values.
  useEffect(() => {
    if (picks === 0) setQuery("");
  }, [picks]);
  const search = (text: string) => {
    setQuery(text);
    setActive(0);
    setOpen(true);
    setNotice(undefined);
  };
  const pickedWhenLoaded = useCallback((match: SelectOption) => {
    setNotice(`${match.label ?? match.value} added.`);
    setQuery("");
  }, []);
  return {
    query,
    setQuery,
    open,
    setOpen,
    active,
    setActive,
    notice,
    setNotice,
    search,
    pickedWhenLoaded,
  };
}

type ComboboxState = ReturnType<typeof useComboboxState>;

/**
 * What the user does to the picks, each said in the live region: toggle (a click, or Enter on
 * the active option), Enter (which also takes a value typed before the values have loaded),
 * and removal of a chip.
 */
function pickCommands(
  { value, onChange, loading }: Props,
  box: ComboboxState,
  labelOf: (value: string) => string,
  activeOption: SelectOption | undefined,
  pickWhenLoaded: (typed: string) => void,
) {
  const { query, setNotice } = box;
  const toggle = (v: string) => {
    if (value.includes(v)) {
      onChange(value.filter((x) => x !== v));
      setNotice(`${labelOf(v)} removed.`);
    } else {
      onChange([...value, v]);
      setNotice(`${labelOf(v)} added.`);
      box.setQuery("");
      box.setActive(0);
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

  const removeAt = (index: number) => {
    const v = value[index];
    if (v === undefined) return;
    onChange(value.filter((x) => x !== v));
    setNotice(`${labelOf(v)} removed.`);
  };
  return { toggle, enter, removeAt };
}

/** The state of a multi-select combobox and its keyboard: see MultiSelect. */
export function useMultiSelect(props: Props) {
  const { options, value, onChange } = props;
  const box = useComboboxState(value.length);
  const pickWhenLoaded = usePickWhenLoaded(props, box.pickedWhenLoaded);
  const { labelOf, matches } = useOptionMatches(options, box.query);
  const activeOption = box.open ? matches.shown[box.active] : undefined;
  const { toggle, enter, removeAt } = pickCommands(
    props,
    box,
    labelOf,
    activeOption,
    pickWhenLoaded,
  );
  const onKeyDown = comboboxKeyHandler({
    ...box,
    shownCount: matches.shown.length,
    enter,
    value,
    onChange,
  });
  const { query, open, setOpen, active, setActive, notice, search } = box;
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
