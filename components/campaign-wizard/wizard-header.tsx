"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { Campaign } from "@/lib/campaigns/schema";
import { SaveStatus } from "./save-status";
import type { useAutosave } from "./use-autosave";

/** Where the user is, the campaign's name as typed, whether it is saved, and Reset. */
export function WizardHeader({
  campaign,
  name,
  autosave,
  onReset,
}: {
  campaign: Campaign | null;
  /** The name typed, when valid: the heading follows it. */
  name: string | null;
  autosave: ReturnType<typeof useAutosave>;
  onReset: () => void;
}) {
  const paused = campaign?.status === "paused";
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <p className="text-sm text-slate-600">
          <Link href="/campaigns" className="underline">
            Campaigns
          </Link>{" "}
          / {campaign ? (paused ? "Edit paused campaign" : "Draft") : "New campaign"}
        </p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">
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
        <Button variant="secondary" onClick={onReset}>
          Reset campaign
        </Button>
      )}
    </div>
  );
}
