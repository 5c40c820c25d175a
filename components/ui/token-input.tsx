"use client";

import { type ClipboardEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { ChipList } from "./chip-list";
import { describedByOf, FieldHint, FieldWarning } from "./field-notes";
import { type EntryRules, SEPARATORS, takeEntries } from "./token-entries";

/**
 * What is being typed and how it becomes entries: Enter, a comma or a semicolon adds it, a
 * pasted list is split, Backspace on an empty input takes the last entry back; with the
 * refusal and the receipt of the last addition.
 */
function useTokenDraft(value: string[], onChange: (next: string[]) => void, rules: EntryRules) {
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
    if (e.key === "Enter" || e.key === "," || e.key === ";") {
      e.preventDefault();
      add(draft);
    } else if (e.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData("text/plain");
    if (!SEPARATORS.test(pasted)) return;
    e.preventDefault();
    const el = e.currentTarget;
    const start = el.selectionStart ?? draft.length;
    const end = el.selectionEnd ?? draft.length;
    add(draft.slice(0, start) + pasted + draft.slice(end));
  };

  /** Typing clears what the last addition said. */
  const onType = (text: string) => {
    setDraft(text);
    setRefused(undefined);
    setNote(undefined);
  };
  return { draft, refused, note, add, onKeyDown, onPaste, onType };
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
  inputType?: "text" | "email";
}

/**
 * Free values (job titles, company names, e-mail recipients): Enter, a comma or a semicolon
 * adds what was typed; a pasted list becomes one chip per entry, duplicates skipped. Each value
 * is a removable chip. `validate` refuses a value with a message instead of adding it; refused
 * entries stay in the input, so nothing pasted is lost.
 */
export function TokenInput({
  label,
  value,
  onChange,
  placeholder,
  hint,
  error,
  warning,
  validate,
  maxLength,
  maxEntries,
  inputType = "text",
}: TokenInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { draft, refused, note, add, onKeyDown, onPaste, onType } = useTokenDraft(value, onChange, {
    validate,
    maxLength,
    maxEntries,
  });
  const shownError = refused ?? error;

  const fullHint = [hint, maxLength !== undefined ? `Up to ${maxLength} characters an entry.` : ""]
    .filter(Boolean)
    .join(" ");
  const describedBy = describedByOf(id, { hint: fullHint, error: shownError, warning, note });

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
          value={draft}
          placeholder={placeholder}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => add(draft)}
          aria-invalid={shownError ? true : undefined}
          // A refused entry is this field's own affair: it blocks nothing, so the wizard's
          // "show the invalid field" passes over it (see campaign-wizard).
          data-refused={refused && !error ? "" : undefined}
          aria-describedby={describedBy}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-sm shadow-sm ${shownError ? "border-red-500" : "border-slate-300"} focus:border-brand-500`}
        />
        <button
          type="button"
          onClick={() => add(draft)}
          aria-label={`Add to ${label}`}
          className="rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Add
        </button>
      </div>
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
      <ChipList
        field={label}
        listLabel={`${label}: added`}
        chips={value.map((v) => ({ key: v, text: v }))}
        tone="slate"
        onRemove={(index) => onChange(value.filter((_, i) => i !== index))}
        fallbackFocus={input}
      />
    </div>
  );
}
