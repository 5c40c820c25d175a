"use client";

import type { AutosaveStatus } from "./use-autosave";

function textOf(status: AutosaveStatus, paused: boolean): string {
  const what = paused ? "changes" : "draft";
  const What = paused ? "Changes" : "Draft";
  switch (status.kind) {
    case "saving":
    case "pending":
      return `Saving ${what}…`;
    case "invalid":
      return "Some changes are not valid yet and are not saved.";
    case "error":
      return `Could not save the ${what}: ${status.message}`;
    case "saved":
      return status.at
        ? `${What} saved at ${status.at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })} ${Intl.DateTimeFormat().resolvedOptions().timeZone}.`
        : `${What} saved.`;
  }
}

export function SaveStatus({
  status,
  onRetry,
  paused,
}: {
  status: AutosaveStatus;
  onRetry: () => void;
  /** A paused campaign is no draft: its edits are "changes". */
  paused: boolean;
}) {
  return (
    <p
      role="status"
      data-testid="save-status"
      data-state={status.kind}
      className={`text-sm ${status.kind === "error" || status.kind === "invalid" ? "text-red-700" : "text-slate-600"}`}
    >
      {textOf(status, paused)}{" "}
      {status.kind === "error" && (
        <button type="button" onClick={onRetry} className="font-medium underline">
          Retry
        </button>
      )}
    </p>
  );
}
