"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { launchAnywayAction, webhookTestAction } from "@/lib/edge/actions/campaign-actions";
import type { WizardValues } from "@/lib/features/campaigns/schema";

/**
 * The one way past a failed webhook test, on purpose: shown on the review while the last test
 * of the webhook URL failed. Ticking it lets the Launch Checklist pass the Notifications item;
 * a new test, passed or failed, clears it.
 */
export function LaunchAnyway({ campaignId, version }: { campaignId: string; version: number }) {
  const { control } = useFormContext<WizardValues>();
  const webhook = useWatch({ control, name: "notifications.webhook" });
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  // The box shows the choice at once; the server's copy follows.
  const [chosen, setChosen] = useState<boolean>();
  const test = useQuery({
    queryKey: ["webhook-test", campaignId, version],
    queryFn: async () => {
      const result = await webhookTestAction(campaignId);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    staleTime: 0,
  });
  const last = test.data;
  if (!webhook.enabled || !last || last.ok || last.url !== webhook.url.trim()) return null;

  const choose = async (launchAnyway: boolean) => {
    setSaving(true);
    setChosen(launchAnyway);
    const result = await launchAnywayAction(campaignId, launchAnyway);
    setProblem(result.ok ? undefined : result.message);
    if (!result.ok) setChosen(undefined);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["webhook-test", campaignId] }),
      queryClient.invalidateQueries({ queryKey: ["checklist", campaignId] }),
    ]);
    setSaving(false);
  };

  return (
    <section
      aria-labelledby="launch-anyway-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900"
    >
      <h3 id="launch-anyway-title" className="font-semibold">
        The webhook failed its test
      </h3>
      <p className="mt-1">{last.message}</p>
      <label className="mt-3 flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={chosen ?? last.launchAnyway}
          disabled={saving}
          onChange={(e) => void choose(e.target.checked)}
        />
        <span>Launch anyway: I know the webhook failed its test</span>
      </label>
      {problem && (
        <p role="alert" className="mt-2 text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
