"use client";

import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import { OptionList } from "./option-list";
import { canonicalZone, searchTimeZones, timeZoneOptions } from "./time-zones";

/**
 * The zones known to this browser, under their current names. Read after mounting: the
 * server's list may differ, and the first render must match the server's.
 */
function useZoneOptions(value: string) {
  const [now] = useState(() => new Date());
  const [known, setKnown] = useState<readonly string[]>([]);
  useEffect(() => setKnown(Intl.supportedValuesOf("timeZone")), []);
  // Worked out once (a formatter per zone); again only for a stored zone the browser omits.
  const listed = useMemo(() => timeZoneOptions(now, known), [now, known]);
  const current = canonicalZone(value);
  return useMemo(
    () => (listed.some((o) => o.value === current) ? listed : timeZoneOptions(now, known, current)),
    [listed, current, now, known],
  );
}

const optionIdOf = (id: string, index: number) => `${id}-opt-${index}`;

/**
 * A searchable time-zone picker on the ARIA combobox pattern, for one choice: the field shows
 * the zone chosen; typing searches by city, zone or offset; arrows move, Enter picks, Escape
 * closes and puts the choice back. A stored old alias (Asia/Calcutta) is shown, and stays
 * stored, as its current zone (Asia/Kolkata) until another is picked.
 */
export function TimeZoneSelect({
  label,
  value,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
}) {
  const id = useId();
  const options = useZoneOptions(value);
  const current = canonicalZone(value);
  const chosen = options.find((o) => o.value === current);
  // null: not searching, the field shows the choice.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState<string>();
  const shown = useMemo(() => searchTimeZones(options, query ?? ""), [options, query]);
  const activeOption = open ? shown[active] : undefined;

  useEffect(() => {
    if (open) document.getElementById(optionIdOf(id, active))?.scrollIntoView({ block: "nearest" });
  }, [open, active, id]);

  const openList = () => {
    setOpen(true);
    // Opened on the choice, so that the arrows move from it.
    setActive(
      query === null
        ? Math.max(
            0,
            shown.findIndex((o) => o.value === current),
          )
        : 0,
    );
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const pick = (zone: string) => {
    onChange(zone);
    setNotice(`Time zone: ${options.find((o) => o.value === zone)?.label ?? zone}.`);
    close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) return openList();
      const n = shown.length;
      if (n > 0) setActive((a) => (e.key === "ArrowDown" ? (a + 1) % n : (a - 1 + n) % n));
    } else if (e.key === "Enter") {
      // Enter picks here; it must not submit the wizard's form.
      e.preventDefault();
      if (activeOption) pick(activeOption.value);
    } else if (e.key === "Escape" && (open || query !== null)) {
      e.preventDefault();
      close();
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionIdOf(id, active) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          data-zone={current}
          value={query ?? chosen?.label ?? current}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
            setNotice(undefined);
          }}
          onFocus={(e) => {
            e.target.select();
            openList();
          }}
          onBlur={() => {
            close();
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500"
        />
        {open && (
          <OptionList
            id={`${id}-list`}
            label={label}
            shown={shown}
            total={shown.length}
            shownAtMost={shown.length}
            active={active}
            value={[current]}
            multiple={false}
            optionId={(i) => optionIdOf(id, i)}
            onPick={pick}
            onHover={setActive}
          />
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Type a city, a zone or an offset (e.g. +5:30).
      </p>
      <p role="status" className="sr-only">
        {notice}
      </p>
    </div>
  );
}
