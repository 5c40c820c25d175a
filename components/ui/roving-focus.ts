"use client";

import { type KeyboardEvent, useState } from "react";

const MOVES: Record<string, number | "first" | "last"> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: "first",
  End: "last",
};

/** Where the arrow keys, Home or End go from item `at` of `count`, round at the ends. */
function itemAfter(key: string, at: number, count: number): number | undefined {
  const move = MOVES[key];
  if (move === undefined) return undefined;
  if (move === "first") return 0;
  if (move === "last") return count - 1;
  return (at + move + count) % count;
}

/**
 * A roving tab stop over a group's buttons (WAI-ARIA's composite widgets): Tab enters and
 * leaves the group in one press, on the button last reached (else `initial`), and the arrow
 * keys, Home and End move between its buttons. Give the group `onKeyDown` and each button
 * `tabIndex={tabIndexOf(i)}`; a button that goes leaves the stop on the one taking its place.
 * `items` selects the group's items when they are not buttons (a toolbar of checkboxes:
 * `"input"`, Space still ticks the one reached).
 */
export function useRovingFocus(count: number, initial = 0, items = "button") {
  const [reached, setReached] = useState<number>();
  const stop = Math.min(reached ?? initial, Math.max(0, count - 1));
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const all = [...e.currentTarget.querySelectorAll<HTMLElement>(items)];
    const at = all.indexOf(e.target as HTMLElement);
    const to = at < 0 ? undefined : itemAfter(e.key, at, all.length);
    if (to === undefined) return;
    e.preventDefault();
    setReached(to);
    all[to]?.focus();
  };
  return { tabIndexOf: (i: number) => (i === stop ? 0 : -1), onKeyDown, reach: setReached };
}
