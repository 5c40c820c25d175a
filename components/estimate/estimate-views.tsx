"use client";

import { type ReactNode, useId, useRef, useState } from "react";

/**
 * Two views of the same count in the space of one (tabs, arrow keys between them): the panel
 * keeps one height while it recounts and stays short enough to stay in sight beside the form.
 */
export function EstimateViews({
  views,
}: {
  views: { id: string; label: string; body: ReactNode }[];
}) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const select = (i: number) => {
    const next = (i + views.length) % views.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
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
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${v.id}-tab`}
            aria-selected={i === selected}
            aria-controls={`${base}-${v.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={(e) => {
              const move = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: views.length - 1 }[
                e.key
              ];
              if (move === undefined) return;
              e.preventDefault();
              select(move);
            }}
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
