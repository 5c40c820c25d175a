"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import Link from "@/components/ui/link";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import type { CampaignStatus } from "@/lib/features/campaigns/schema";
import { type CampaignCommand, postCampaignCommand } from "./campaign-api";

/** Running one of them: the buttons wait meanwhile, and a refusal is shown beside them. */
function useCampaignActions(id: string) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [confirmArchive, setConfirmArchive] = useState(false);

  const act = async (command: CampaignCommand) => {
    setBusy(true);
    setError(undefined);
    const result = await postCampaignCommand(id, command);
    setBusy(false);
    setConfirmArchive(false);
    if (result.ok) router.refresh();
    else setError(result.message);
  };

  // The copy is a draft: it opens in the wizard, where the user changes what differs.
  const duplicate = async () => {
    setBusy(true);
    setError(undefined);
    const result = await postCampaignCommand(id, "duplicate");
    if (result.ok) router.push(`/campaigns/${result.data.id}/edit`);
    else {
      setBusy(false);
      setError(result.message);
    }
  };

  return { busy, error, confirmArchive, setConfirmArchive, act, duplicate };
}

/** The state changes a campaign's page offers, by status. */
export function CampaignActions({ id, status }: { id: string; status: CampaignStatus }) {
  const { busy, error, confirmArchive, setConfirmArchive, act, duplicate } = useCampaignActions(id);

  return (
    <div className="flex flex-col items-end gap-2">
      <ReadyFieldset className="flex min-w-0 flex-wrap gap-2">
        {(status === "draft" || status === "paused") && (
          <Link
            href={`/campaigns/${id}/edit`}
            className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {status === "draft" ? "Continue editing" : "Edit"}
          </Link>
        )}
        {status === "active" && (
          <Button variant="secondary" disabled={busy} onClick={() => act("pause")}>
            Pause
          </Button>
        )}
        {status === "paused" && (
          <Button disabled={busy} onClick={() => act("resume")}>
            Resume
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={duplicate}>
          Duplicate
        </Button>
        {status !== "archived" && (
          <Button variant="ghost" disabled={busy} onClick={() => setConfirmArchive(true)}>
            Archive
          </Button>
        )}
      </ReadyFieldset>
      {error && (
        <p role="alert" className="max-w-md text-right text-sm text-red-700">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirmArchive}
        title="Archive this campaign?"
        confirmLabel="Archive"
        danger
        busy={busy}
        onConfirm={() => act("archive")}
        onCancel={() => setConfirmArchive(false)}
      >
        An archived campaign delivers no more leads and cannot be restarted. Leads already delivered
        and lists stay.
      </ConfirmDialog>
    </div>
  );
}
