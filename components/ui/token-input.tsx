"use client";

import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from "react";
import { ChipList } from "./chip-list";
import { describedByOf, FieldHint, FieldWarning } from "./field-notes";
import { type EntryRules, holdsSeveral, takeEntries } from "./token-entries";

/**
 * What is being typed and how it becomes entries: Enter or a semicolon adds it (a comma too,
 * but in a field of names, where a comma may belong to the name), a pasted list is split,
 * Backspace on an empty input takes the last entry back, and a chip edited goes back into the
 * input; with the refusal and the receipt of the last addition.
 */
function useTokenDraft(value: string[], onChange: (next: string[]) => void, rules: EntryRules) {
  const split = rules.split ?? "list";
  const [draft, setDraft] = useState("");
  const [refused, setRefused] = useState<string>();
  const [note, setNote] = useState<string>();

  const add = (text: string) => {
    const taken = takeEntries(text, value, rules);
    if (!taken) {
      setDraft("");
      return;
    }
    if (taken.accepted.length > 0) onChange([...value, ...taken.accepted]);
    setDraft(taken.draft);
    setRefused(taken.refusal);
    setNote(taken.note);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ";" || (e.key === "," && split === "list")) {
      e.preventDefault();
      add(draft);
    } else if (e.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData("text/plain");
    if (!holdsSeveral(pasted, split)) return;
    e.preventDefault();
    const el = e.currentTarget;
    const start = el.selectionStart ?? draft.length;
    const end = el.selectionEnd ?? draft.length;
    add(draft.slice(0, start) + pasted + draft.slice(end));
  };

  /** Takes the entry at `index` off the field and into the input, after what was typed there. */
  const edit = (index: number) => {
    const entry = value[index];
    if (entry === undefined) return;
    onChange(value.filter((_, i) => i !== index));
    setDraft(draft.trim() ? `${draft.trim()}; ${entry}` : entry);
    setRefused(undefined);
    setNote(undefined);
  };

  /** The input's value and handlers; typing clears what the last addition said. */
  const input = {
    value: draft,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setDraft(e.target.value);
      setRefused(undefined);
      setNote(undefined);
    },
    onKeyDown,
    onPaste,
    onBlur: () => add(draft),
  };
  return { refused, note, addDraft: () => add(draft), edit, input };
}

interface TokenInputProps {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  /** A sentence about the entries that blocks nothing but the user should know at once. */
  warning?: string;
  validate?: (token: string) => string | undefined;
  /** Characters an entry may have; shown in the hint. */
  maxLength?: number;
  /** Entries the field may hold. */
  maxEntries?: number;
  /** How typed or pasted text divides into entries (`names` for company names). */
  split?: EntryRules["split"];
  inputType?: "text" | "email";
}

/**
 * The notes under the field, each named by the input's `aria-describedby`: the hint (with the
 * length limit), the error (a refused entry's before the form's), the warning, and the receipt
 * of the last addition (a live region, always present so that it is announced).
 */
function entryNotes(
  id: string,
  {
    hint,
    maxLength,
    error,
    warning,
  }: Pick<TokenInputProps, "hint" | "maxLength" | "error" | "warning">,
  { refused, note }: { refused?: string; note?: string },
) {
  const shownError = refused ?? error;
  const fullHint = [hint, maxLength !== undefined ? `Up to ${maxLength} characters an entry.` : ""]
    .filter(Boolean)
    .join(" ");
  const notes = (
    <>
      <FieldHint id={`${id}-hint`} hint={fullHint} />
      {shownError && (
        <p id={`${id}-error`} className="text-xs text-red-700" role="alert">
          {shownError}
        </p>
      )}
      <FieldWarning id={`${id}-warning`} warning={warning} />
      <p id={`${id}-note`} role="status" className={note ? "text-xs text-slate-700" : "sr-only"}>
        {note}
      </p>
    </>
  );
  const describedBy = describedByOf(id, { hint: fullHint, error: shownError, warning, note });
  return { shownError, describedBy, notes };
}

/**
 * Free values (job titles, company names, e-mail recipients): Enter, a semicolon or (but for
 * names) a comma adds what was typed; a pasted list becomes one chip per entry, duplicates
 * skipped. Each value is a chip that can be removed, or clicked to edit it in the input.
 * `validate` refuses a value with a message instead of adding it; refused entries stay in the
 * input, so nothing pasted is lost.
 */
export function TokenInput(props: TokenInputProps) {
  const { label, value, onChange, placeholder, error, inputType = "text" } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const typed = useTokenDraft(value, onChange, props);
  const { shownError, describedBy, notes } = entryNotes(id, props, typed);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={`${id}-input`}
          type={inputType}
          {...typed.input}
          placeholder={placeholder}
          aria-invalid={shownError ? true : undefined}
          // A refused entry is this field's own affair: it blocks nothing, so the wizard's
          // "show the invalid field" passes over it (see campaign-wizard).
          data-refused={typed.refused && !error ? "" : undefined}
          aria-describedby={describedBy}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-sm shadow-sm ${shownError ? "border-red-500" : "border-slate-300"} focus:border-brand-500`}
        />
        <button
          type="button"
          onClick={typed.addDraft}
          aria-label={`Add to ${label}`}
          className="rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Add
        </button>
      </div>
      {notes}
      <ChipList
        field={label}
        listLabel={`${label}: added`}
        chips={value.map((v) => ({ key: v, text: v }))}
        tone="slate"
        onRemove={(index) => onChange(value.filter((_, i) => i !== index))}
        onEdit={(index) => {
          typed.edit(index);
          input.current?.focus();
        }}
        fallbackFocus={input}
      />
    </div>
  );
}
