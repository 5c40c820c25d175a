"use client";

import { useId } from "react";
import { useRovingFocus } from "@/components/ui/roving-focus";

/** A part of a long step, reached from the step's "Go to" toolbar: its fieldset's id and name. */
export interface StepSection {
  id: string;
  label: string;
}

/** What Tab would stop on: the first of these in a section is where "Go to" lands. */
const TAB_STOPS =
  'input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]):not([tabindex="-1"]), a[href]:not([tabindex="-1"])';

/** The first control of the section Tab would stop on (the section itself if it has none). */
function goTo(id: string) {
  const section = document.getElementById(id);
  const first = section?.querySelector<HTMLElement>(TAB_STOPS);
  (first ?? section)?.focus();
}

/**
 * A long step's skip links, as one toolbar at its top (WAI-ARIA's toolbar pattern): one Tab
 * stop, the arrow keys, Home and End move between its buttons, Enter goes to that part of the
 * step (its first field) or, from the last button, to the step's Next button. A template's
 * targeting or a delivery left as it is is then three keys from Next, not forty Tabs.
 */
export function StepSections({ sections }: { sections: StepSection[] }) {
  const hintId = useId();
  const roving = useRovingFocus(sections.length + 1);
  const button =
    "rounded-full border border-slate-300 bg-white px-2.5 py-0.5 font-medium text-slate-700 hover:bg-slate-50";
  return (
    <div
      role="toolbar"
      aria-label="Go to a part of this step"
      aria-describedby={hintId}
      className="flex flex-wrap items-center gap-1.5 text-xs"
      onKeyDown={roving.onKeyDown}
    >
      <span id={hintId} className="text-slate-600">
        Go to (arrow keys, then Enter):
      </span>
      {sections.map((s, i) => (
        <button
          key={s.id}
          type="button"
          tabIndex={roving.tabIndexOf(i)}
          className={button}
          onClick={() => {
            roving.reach(i);
            goTo(s.id);
          }}
        >
          {s.label}
        </button>
      ))}
      <button
        type="button"
        tabIndex={roving.tabIndexOf(sections.length)}
        className={button}
        onClick={(e) => {
          roving.reach(sections.length);
          e.currentTarget
            .closest("form")
            ?.querySelector<HTMLButtonElement>('button[type="submit"]')
            ?.focus();
        }}
      >
        Skip to Next
      </button>
    </div>
  );
}
