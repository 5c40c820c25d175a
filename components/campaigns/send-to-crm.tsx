"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useCrmConnections } from "@/components/campaign-wizard/crm-connections";
import { Switch } from "@/components/ui/switch";
import { campaignCrmAction, setCampaignCrmAction } from "@/lib/edge/actions/crm-actions";

/**
 * "Send to CRM": every lead the campaign delivers from now on is pushed to a CRM connection
 * (the campaign's `crm`, PUT /v1/campaigns/{id}/crm), in batches by the job workers; people who
 * opted out or are on the do-not-contact list never are. Saved at once, apart from the draft.
 * Shown only when the account has a connection; changed only by an admin.
 */
export function SendToCrm({ campaignId, canChange }: { campaignId: string; canChange: boolean }) {
  const selectId = useId();
  const client = useQueryClient();
  const connections = useCrmConnections();
  const key = ["campaign-crm", campaignId];
  const current = useQuery({
    queryKey: key,
    queryFn: async () => {
      const answer = await campaignCrmAction(campaignId);
      if (!answer.ok) throw new Error(answer.message);
      return answer.data;
    },
    enabled: campaignId !== "",
  });
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [saving, setSaving] = useState(false);
  const list = connections.data?.data ?? [];
  if (list.length === 0 || campaignId === "") return null;
  const enabled = current.data?.enabled ?? false;
  const connectionId = current.data?.connectionId ?? list[0]?.id ?? null;
  const name = list.find((c) => c.id === connectionId)?.name ?? "your CRM";

  const save = async (next: { connectionId: string | null; enabled: boolean }) => {
    setSaving(true);
    const answer = await setCampaignCrmAction(campaignId, next);
    setSaving(false);
    if (!answer.ok) {
      setMessage({ ok: false, text: answer.message });
      return;
    }
    client.setQueryData(key, answer.data);
    setMessage({
      ok: true,
      text: answer.data.enabled
        ? `Each lead delivered from now on goes to ${list.find((c) => c.id === answer.data.connectionId)?.name ?? "your CRM"}.`
        : "Leads are no longer sent to the CRM.",
    });
  };

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="send-to-crm"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">Send to CRM</legend>
      <Switch
        label="Send delivered leads to my CRM"
        description="Every lead this campaign delivers from now on is pushed to the CRM, once, with your field mapping. People who opted out or are on your do-not-contact list never are."
        checked={enabled}
        disabled={!canChange || saving || current.isPending}
        onChange={(e) => void save({ connectionId, enabled: e.target.checked })}
      />
      {list.length > 1 && (
        <div className="ml-12 flex max-w-sm flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
            Connection
          </label>
          <select
            id={selectId}
            value={connectionId ?? ""}
            disabled={!canChange || saving}
            onChange={(e) => void save({ connectionId: e.target.value, enabled })}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
          >
            {list.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {!canChange && (
        <p className="text-xs text-slate-600">
          {enabled ? `Leads go to ${name}.` : "Off."} Only an admin can change this.
        </p>
      )}
      <p
        aria-live="polite"
        className={`text-xs ${message?.ok === false ? "text-red-700" : "text-slate-600"}`}
      >
        {message?.text}
      </p>
    </fieldset>
  );
}
