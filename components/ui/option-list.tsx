import { plural } from "@/lib/core/plural";

export interface SelectOption {
  value: string;
  label?: string;
  count?: number;
}

type OptionListProps = {
  id: string;
  label: string;
  shown: SelectOption[];
  /** Options matching the search, of which `shown` are the first. */
  total: number;
  shownAtMost: number;
  active: number;
  value: string[];
  optionId: (index: number) => string;
  footer?: string;
  onPick: (value: string) => void;
  onHover: (index: number) => void;
  /** False for a single choice (the time zone): one option is selected, not several. */
  multiple?: boolean;
};

/** What the list holds, under it: nothing, all the matches, or the first of many. */
function listSummary(total: number, shownAtMost: number): string {
  if (total === 0) return "No value matches.";
  if (total > shownAtMost)
    return `Showing ${shownAtMost} of ${total.toLocaleString("en-US")}; type to narrow.`;
  return plural(total, "value");
}

/**
 * The open list of a combobox (several choices, or one with `multiple` false): the options shown, each ticked when chosen, and a
 * line under them saying what the list holds (or `footer`, when there is news to tell). The
 * options stay inline rather than one component each: a component per option would be drawn
 * once per shown option on every pick.
 */
export function OptionList({
  id,
  label,
  shown,
  total,
  shownAtMost,
  active,
  value,
  optionId,
  footer,
  onPick,
  onHover,
  multiple = true,
}: OptionListProps) {
  return (
    <div className="absolute z-20 mt-1 w-full rounded-md border border-slate-200 bg-white shadow-lg">
      <div
        id={id}
        role="listbox"
        aria-multiselectable={multiple}
        aria-label={label}
        className="max-h-64 overflow-y-auto py-1"
      >
        {shown.map((o, i) => {
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
              onClick={() => onPick(o.value)}
              onMouseMove={() => onHover(i)}
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
        {footer ?? listSummary(total, shownAtMost)}
      </p>
    </div>
  );
}
