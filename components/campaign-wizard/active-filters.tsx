"use client";

import { type RefObject, useRef } from "react";
import { Button } from "@/components/ui/button";
import { focusAfterRemoval } from "@/components/ui/chip-list";
import { useRovingFocus } from "@/components/ui/roving-focus";
import { targetingChips } from "@/lib/features/campaigns/targeting-chips";
import type { Targeting } from "@/lib/model/targeting/schema";

/** How the values of one kind of chip combine, said before them; exclusions just list theirs. */
function joiner(kind: string, count: number): string {
  if (count < 2 || kind.startsWith("Not ") || kind === "Title excludes") return "";
  return kind === "Every skill" || kind === "Contact" ? "all of " : "any of ";
}

type Chip = ReturnType<typeof targetingChips>[number];

/** One line per kind, so "Location: any of Europe, Germany" reads as the one filter it is. */
function byKind(chips: Chip[]) {
  const kinds: { kind: string; chips: { chip: Chip; index: number }[] }[] = [];
  chips.forEach((chip, index) => {
    const group = kinds.find((k) => k.kind === chip.kind);
    if (group) group.chips.push({ chip, index });
    else kinds.push({ kind: chip.kind, chips: [{ chip, index }] });
  });
  return kinds;
}

/** The chips, one line per kind, each with its button to remove it. */
function ChipLines({
  chips,
  listRef,
  onRemove,
}: {
  chips: Chip[];
  listRef: RefObject<HTMLUListElement | null>;
  onRemove: (index: number) => void;
}) {
  // One tab stop for every chip's remove button, arrows between them.
  const roving = useRovingFocus(chips.length);
  // The buttons' order on the page (by kind), which the arrows follow.
  const lines = byKind(chips);
  const order = lines.flatMap((line) => line.chips.map((c) => c.index));
  return (
    <ul
      ref={listRef}
      className="mt-2 flex flex-col gap-1.5"
      data-testid="active-filters"
      onKeyDown={roving.onKeyDown}
    >
      {lines.map(({ kind, chips: ofKind }) => (
        <li key={kind} className="flex flex-wrap items-center gap-1.5 text-xs text-slate-800">
          <span>
            <span className="font-semibold">{kind}:</span> {joiner(kind, ofKind.length)}
          </span>
          {ofKind.map(({ chip, index }) => (
            <span
              key={chip.key}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-brand-700"
            >
              {chip.value}
              <button
                type="button"
                tabIndex={roving.tabIndexOf(order.indexOf(index))}
                onClick={() => {
                  roving.reach(order.indexOf(index));
                  onRemove(index);
                }}
                aria-label={`Remove filter ${chip.kind}: ${chip.value}`}
                className="rounded-full px-1.5 hover:bg-brand-100"
              >
                ×
              </button>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * A chip's removal: the targeting without it, and the focus on the chip that took its place, or
 * on the heading once none is left, so a keyboard user stays where they were.
 */
function useChipRemoval(filters: Targeting, chips: Chip[], onReplace: (next: Targeting) => void) {
  const chipList = useRef<HTMLUListElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const removeChip = (index: number) => {
    const chip = chips[index];
    if (!chip) return;
    onReplace(chip.remove(filters));
    focusAfterRemoval(chipList, index, title);
  };
  return { chipList, title, removeChip };
}

/**
 * The targeting's filters as removable chips, grouped by kind, with the problems of the
 * targeting as a whole under them.
 */
export function ActiveFilters({
  filters,
  labelOf,
  onReplace,
  emptyError,
  loadError,
}: {
  filters: Targeting;
  labelOf: Parameters<typeof targetingChips>[1];
  onReplace: (next: Targeting) => void;
  /** Why Next refused the targeting as a whole (it has no filter). */
  emptyError?: string;
  /** Why the filter values could not be loaded. */
  loadError?: string;
}) {
  const chips = targetingChips(filters, labelOf);
  const { chipList, title, removeChip } = useChipRemoval(filters, chips, onReplace);

  return (
    <section
      aria-labelledby="active-filters-title"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3
          id="active-filters-title"
          ref={title}
          tabIndex={-1}
          className="text-sm font-semibold text-slate-900 focus:outline-none"
        >
          Active filters ({chips.length})
        </h3>
        {chips.length > 0 && (
          <Button variant="ghost" className="px-2 py-1" onClick={() => onReplace({})}>
            Clear all filters
          </Button>
        )}
      </div>
      {chips.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          No filter yet. Filters of different kinds narrow the audience together; values of one kind
          widen it. Continent, country, state and city are one kind: Location.
        </p>
      ) : (
        <ChipLines chips={chips} listRef={chipList} onRemove={removeChip} />
      )}
      {emptyError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {emptyError}
        </p>
      )}
      {loadError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The filter values could not be loaded: {loadError}
        </p>
      )}
    </section>
  );
}
