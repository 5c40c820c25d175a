"use client";

import { type RefObject, useRef } from "react";
import { useRovingFocus } from "./roving-focus";

/**
 * After a chip is removed, keyboard users stay where they were: on the remove button of the chip
 * that took its place (or the new last one), else on `fallback` once no chip is left.
 */
export function focusAfterRemoval(
  list: RefObject<HTMLElement | null>,
  index: number,
  fallback: RefObject<HTMLElement | null>,
) {
  requestAnimationFrame(() => {
    const buttons =
      list.current?.querySelectorAll<HTMLButtonElement>("button:not([data-edit])") ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? fallback.current)?.focus();
  });
}

const TONES = {
  brand: {
    chip: "bg-brand-50 text-brand-700",
    button: "text-brand-700 hover:bg-brand-100",
  },
  slate: { chip: "bg-slate-100 text-slate-800", button: "hover:bg-slate-200" },
};

/**
 * The values of a field as removable chips under it, named by the field's label; with `onEdit`,
 * a chip's text is a button (click or Enter) that takes it back into the field's input.
 */
export function ChipList({
  field,
  listLabel,
  chips,
  tone,
  onRemove,
  onEdit,
  fallbackFocus,
}: {
  /** The field's label, said by each chip's remove button. */
  field: string;
  listLabel: string;
  chips: { key: string; text: string }[];
  tone: keyof typeof TONES;
  onRemove: (index: number) => void;
  /** Puts the chip back into the input to be changed; the caller moves focus there. */
  onEdit?: (index: number) => void;
  /** Focused when the last chip goes. */
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const list = useRef<HTMLUListElement>(null);
  const roving = useRovingFocus(chips.length);
  if (chips.length === 0) return null;
  const colours = TONES[tone];
  return (
    // One tab stop for the chips, arrows between them.
    <ul
      ref={list}
      aria-label={listLabel}
      className="mt-1 flex flex-wrap gap-1.5"
      onKeyDown={roving.onKeyDown}
    >
      {chips.map(({ key, text }, i) => (
        <li
          key={key}
          className={`inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-xs ${colours.chip}`}
        >
          {onEdit ? (
            <button
              type="button"
              onClick={() => onEdit(i)}
              data-edit=""
              aria-label={`Edit ${text} in ${field}`}
              title="Edit"
              className="rounded-full text-left hover:underline"
            >
              {text}
            </button>
          ) : (
            text
          )}
          <button
            type="button"
            tabIndex={roving.tabIndexOf(i)}
            onClick={() => {
              onRemove(i);
              roving.reach(i);
              focusAfterRemoval(list, i, fallbackFocus);
            }}
            aria-label={`Remove ${text} from ${field}`}
            className={`rounded-full px-1.5 ${colours.button}`}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
