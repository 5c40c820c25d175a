"use client";

import { useState } from "react";
import { CampaignsCrumb } from "@/components/campaigns/campaigns-crumb";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useHydrated } from "@/components/ui/ready-fieldset";
import type { Campaign } from "@/lib/features/campaigns/schema";
import { SaveStatus } from "./save-status";
import type { useAutosave } from "./use-autosave";

/** Where the user is, the campaign's name as typed, whether it is saved, and Reset (confirmed). */
export function WizardHeader({
  campaign,
  name,
  autosave,
  resetting,
  onReset,
}: {
  campaign: Campaign | null;
  /** The name typed, when valid: the heading follows it. */
  name: string | null;
  autosave: ReturnType<typeof useAutosave>;
  resetting: boolean;
  onReset: () => Promise<void>;
}) {
  const paused = campaign?.status === "paused";
  const [confirmReset, setConfirmReset] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <CampaignsCrumb>
          {campaign ? (paused ? "Edit paused campaign" : "Draft") : "New campaign"}
        </CampaignsCrumb>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight wrap-anywhere">
          {campaign ? (name ?? campaign.name) : "New campaign"}
        </h1>
        {campaign && (
          <SaveStatus
            status={autosave.status}
            onRetry={() => void autosave.flush()}
            paused={paused}
          />
        )}
      </div>
      {campaign && !paused && (
        <Button variant="secondary" disabled={!hydrated} onClick={() => setConfirmReset(true)}>
          Reset campaign
        </Button>
      )}
      <ConfirmDialog
        open={confirmReset}
        title="Reset this campaign?"
        confirmLabel={resetting ? "Resetting…" : "Reset campaign"}
        danger
        busy={resetting}
        onConfirm={async () => {
          await onReset();
          setConfirmReset(false);
        }}
        onCancel={() => setConfirmReset(false)}
      >
        <span className="wrap-anywhere">
          This clears the targeting filters, delivery schedule, save-to-list and notification
          settings. The name “{campaign?.name}” is kept. This cannot be undone.
        </span>
      </ConfirmDialog>
    </div>
  );
}
