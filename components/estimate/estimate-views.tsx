"use client";

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

/** The tab a key moves to from tab `i` of `count` (arrows wrap, Home and End), if it moves. */
function tabMove(key: string, i: number, count: number): number | undefined {
  const move = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: count - 1 }[key];
  return move === undefined ? undefined : (move + count) % count;
}

/**
 * The tabs' state and keyboard (the ARIA tabs pattern): the selected tab is the one in the Tab
 * order, and the arrow keys, Home and End select another and move the focus to it.
 */
function useTabs(count: number) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabMove(e.key, i, count);
    if (next === undefined) return;
    e.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const tabRef = (i: number) => (el: HTMLButtonElement | null) => {
    tabs.current[i] = el;
  };
  return { selected, setSelected, onKeyDown, tabRef };
}

/**
 * Two views of the same count in the space of one (tabs, arrow keys between them): the panel
 * keeps one height while it recounts and stays short enough to stay in sight beside the form.
 */
export function EstimateViews({
  views,
}: {
  views: { id: string; label: string; body: ReactNode }[];
}) {
  const { selected, setSelected, onKeyDown, tabRef } = useTabs(views.length);
  const base = useId();
  return (
    <div>
      <div
        role="tablist"
        aria-label="Live Estimate views"
        className="flex gap-1 border-b border-slate-200"
      >
        {views.map((v, i) => (
          <button
            key={v.id}
            ref={tabRef(i)}
            type="button"
            role="tab"
            id={`${base}-${v.id}-tab`}
            aria-selected={i === selected}
            aria-controls={`${base}-${v.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown(i)}
            className={`-mb-px border-b-2 px-2 py-1.5 text-xs font-semibold ${
              i === selected
                ? "border-brand-600 text-brand-700"
                : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {v.label}
          </button>
        ))}
      </div>
      {views.map((v, i) => (
        <div
          key={v.id}
          role="tabpanel"
          id={`${base}-${v.id}`}
          aria-labelledby={`${base}-${v.id}-tab`}
          hidden={i !== selected}
          className="pt-3"
        >
          {v.body}
        </div>
      ))}
    </div>
  );
}
