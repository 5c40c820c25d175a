"use client";

import { type ReactNode, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { SendToCrm } from "@/components/campaigns/send-to-crm";
import { CharacterCount } from "@/components/ui/character-count";
import { Switch } from "@/components/ui/switch";
import { plural } from "@/lib/core/plural";
import type { WizardValues } from "@/lib/features/campaigns/schema";
import { MAX_LIST_NAME } from "@/lib/features/lists/list-name";
import type { ListSummary } from "@/lib/features/lists/lists";

type Change = (next: string | undefined) => void;

/** The existing list to save to. */
function ListChoice({
  lists,
  value,
  onChange,
}: {
  lists: ListSummary[];
  value: string | undefined;
  onChange: Change;
}) {
  return (
    <div className="ml-6 flex max-w-sm flex-col gap-1">
      <label htmlFor="list-id" className="text-sm font-medium text-slate-800">
        List
      </label>
      <select
        id="list-id"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || undefined)}
        className="max-w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
      >
        <option value="">Choose a list…</option>
        {lists.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name} ({plural(l.items, "lead")})
          </option>
        ))}
      </select>
    </div>
  );
}

/** The name of a list made at launch. */
function NewListName({
  value,
  error,
  onChange,
}: {
  value: string | undefined;
  error: string | undefined;
  onChange: Change;
}) {
  return (
    <div className="ml-6 flex max-w-sm flex-col gap-1">
      <label htmlFor="list-name" className="text-sm font-medium text-slate-800">
        New list name
      </label>
      <input
        id="list-name"
        type="text"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
        aria-describedby="list-name-hint"
        aria-invalid={error ? true : undefined}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
      />
      <p id="list-name-hint" className="text-xs text-slate-600">
        Created when the campaign launches; an existing list of that name is reused.{" "}
        <CharacterCount length={value?.length ?? 0} max={MAX_LIST_NAME} />.
      </p>
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** One way to choose the list: the radio and its words. */
function ListMode({
  checked,
  disabled,
  onChoose,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="radio"
        name="list-mode"
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      {children}
    </label>
  );
}

/**
 * The list choice's state: the list part of the form, whether an existing or a new list is
 * being chosen, and the form's errors about it (re-checked on each change once one is shown).
 */
function useSaveToList(lists: ListSummary[]) {
  const { control, setValue, formState } = useFormContext<WizardValues>();
  const saveToList = useWatch({ control, name: "saveToList" });
  const [mode, setMode] = useState<"existing" | "new">(
    saveToList.listName !== undefined || lists.length === 0 ? "new" : "existing",
  );
  const error = formState.errors.saveToList?.listId?.message;
  const nameError = formState.errors.saveToList?.listName?.message;
  const set = (next: WizardValues["saveToList"]) =>
    setValue("saveToList", next, {
      shouldDirty: true,
      // A name past the limit is said at once, as the count turns red.
      shouldValidate: Boolean(error || nameError) || (next.listName?.length ?? 0) > MAX_LIST_NAME,
    });

  const choose = (next: "existing" | "new") => {
    setMode(next);
    set(
      next === "existing"
        ? { enabled: true, listId: saveToList.listId ?? lists[0]?.id }
        : { enabled: true, listName: saveToList.listName },
    );
  };
  return { saveToList, mode, error, nameError, set, choose };
}

export function StepSaveToList({
  lists,
  campaignId,
  canSendToCrm,
}: {
  lists: ListSummary[];
  campaignId: string;
  /** Whether the user may change "Send to CRM" (an admin). */
  canSendToCrm: boolean;
}) {
  const { register } = useFormContext<WizardValues>();
  const { saveToList, mode, error, nameError, set, choose } = useSaveToList(lists);

  return (
    <div className="flex flex-col gap-5">
      <Switch
        label="Save delivered leads to a list"
        description="Every lead this campaign delivers is added to the list, without duplicates."
        {...register("saveToList.enabled")}
      />
      {saveToList.enabled && (
        <fieldset
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
          aria-describedby={error ? "list-error" : undefined}
        >
          <legend className="px-1 text-sm font-semibold text-slate-900">Which list</legend>
          <div className="flex flex-col gap-2">
            <ListMode
              checked={mode === "existing"}
              disabled={lists.length === 0}
              onChoose={() => choose("existing")}
            >
              An existing list
              {lists.length === 0 && <span className="text-slate-600">(you have none yet)</span>}
            </ListMode>
            {mode === "existing" && lists.length > 0 && (
              <ListChoice
                lists={lists}
                value={saveToList.listId}
                onChange={(listId) => set({ enabled: true, listId })}
              />
            )}
            <ListMode checked={mode === "new"} onChoose={() => choose("new")}>
              A new list
            </ListMode>
            {mode === "new" && (
              <NewListName
                value={saveToList.listName}
                error={nameError}
                onChange={(listName) => set({ enabled: true, listName })}
              />
            )}
          </div>
          {error && (
            <p id="list-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </fieldset>
      )}
      <SendToCrm campaignId={campaignId} canChange={canSendToCrm} />
    </div>
  );
}
