"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Switch } from "@/components/ui/switch";
import { TokenInput } from "@/components/ui/token-input";
import { sendTestWebhookAction, webhookTestAction } from "@/lib/edge/actions/campaign-actions";
import { WebhookUrl } from "@/lib/engines/webhooks/url";
import { EmailAddress, type WebhookTest, type WizardValues } from "@/lib/features/campaigns/schema";

type TestState =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "done"; ok: boolean; statusCode: number | null; durationMs: number; message: string }
  | { kind: "refused"; message: string };

/** E-mail notifications: on or off, and to whom (the user first, when switched on). */
function EmailNotifications({ userEmail }: { userEmail: string }) {
  const { register, control, setValue, formState } = useFormContext<WizardValues>();
  const email = useWatch({ control, name: "notifications.email" });
  const errors = formState.errors.notifications?.email;
  const emailRegistration = register("notifications.email.enabled");
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <Switch
        label="E-mail notifications"
        description="Campaign updates and new leads, by e-mail."
        {...emailRegistration}
        onChange={(e) => {
          void emailRegistration.onChange(e);
          // The person setting this up is the likeliest recipient.
          if (e.target.checked && email.to.length === 0 && userEmail) {
            setValue("notifications.email.to", [userEmail], { shouldDirty: true });
          }
        }}
      />
      {email.enabled && (
        <TokenInput
          label="Recipients"
          inputType="email"
          hint="Press Enter after each address, or paste a list."
          maxLength={320}
          maxEntries={20}
          value={email.to}
          onChange={(to) =>
            setValue("notifications.email.to", to, {
              shouldDirty: true,
              shouldValidate: Boolean(errors),
            })
          }
          validate={(v) =>
            EmailAddress.safeParse(v).success ? undefined : "Enter a valid e-mail address."
          }
          error={errors?.to?.message ?? errors?.to?.root?.message}
        />
      )}
    </section>
  );
}

/**
 * What came of "Send test", in words; a failure also says that it holds the launch. Before a
 * test in this visit, the campaign's last test of this URL, with when it was sent.
 */
function TestResult({ test, stored }: { test: TestState; stored: WebhookTest | undefined }) {
  return (
    <div role="status" data-testid="webhook-test-result" className="text-sm">
      {test.kind === "idle" && stored && (
        <span className={stored.ok ? "text-green-800" : "text-red-700"}>
          Last test, <LocalTime iso={stored.at} />: {stored.message}
          {!stored.ok &&
            (stored.launchAnyway
              ? " You chose to launch anyway."
              : " Until a test passes, the Launch Checklist holds the launch.")}
        </span>
      )}
      {test.kind === "done" &&
        (test.ok ? (
          <span className="text-green-800">
            Your receiver answered {test.statusCode} in {test.durationMs} ms.
          </span>
        ) : (
          <span className="text-red-700">
            {test.message} Until a test passes, the Launch Checklist holds the launch.
          </span>
        ))}
      {test.kind === "refused" && <span className="text-red-700">{test.message}</span>}
    </div>
  );
}

/**
 * "Send test" to the webhook URL and what came of it, forgotten when the URL changes; and the
 * campaign's stored last test (it outlives the visit), when it was of the URL now typed.
 */
function useWebhookTest(campaignId: string, url: string) {
  const [test, setTest] = useState<TestState>({ kind: "idle" });
  const queryClient = useQueryClient();
  const last = useQuery({
    queryKey: ["webhook-test", campaignId, "stored"],
    queryFn: async () => {
      const result = await webhookTestAction(campaignId);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    enabled: campaignId !== "",
    staleTime: 0,
  });
  const sendTest = async () => {
    setTest({ kind: "sending" });
    const result = await sendTestWebhookAction(campaignId, url);
    setTest(
      result.ok ? { kind: "done", ...result.data } : { kind: "refused", message: result.message },
    );
    // The stored test is now this one, for the review's "Launch anyway" too.
    await queryClient.invalidateQueries({ queryKey: ["webhook-test", campaignId] });
  };
  const forget = () => setTest({ kind: "idle" });
  const stored = last.data && last.data.url === url.trim() ? last.data : undefined;
  return { test, stored, sendTest, forget };
}

/** The webhook: on or off, its URL, and a signed test delivery to it. */
function WebhookNotifications({ campaignId }: { campaignId: string }) {
  const { register, control, formState } = useFormContext<WizardValues>();
  const webhook = useWatch({ control, name: "notifications.webhook" });
  const urlError = formState.errors.notifications?.webhook?.url;
  const { test, stored, sendTest, forget } = useWebhookTest(campaignId, webhook.url);
  const urlValid = WebhookUrl.safeParse(webhook.url).success;

  return (
    <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <Switch
        label="Webhook"
        description="Each batch of leads is posted to your URL, signed with your webhook secret (Settings)."
        {...register("notifications.webhook.enabled")}
      />
      {webhook.enabled && (
        <div className="flex flex-col gap-2">
          <label htmlFor="webhook-url" className="text-sm font-medium text-slate-800">
            Webhook URL
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="webhook-url"
              type="url"
              placeholder="https://example.com/leads"
              {...register("notifications.webhook.url", {
                onChange: forget,
              })}
              aria-invalid={urlError ? true : undefined}
              aria-describedby={`webhook-url-hint${urlError ? " webhook-url-error" : ""}`}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
            />
            <Button
              variant="secondary"
              onClick={sendTest}
              disabled={!urlValid || test.kind === "sending"}
            >
              {test.kind === "sending" ? "Sending…" : "Send test"}
            </Button>
          </div>
          <p id="webhook-url-hint" className="text-xs text-slate-600">
            “Send test” posts a signed sample delivery and shows what your receiver answered.
          </p>
          {urlError && (
            <p id="webhook-url-error" role="alert" className="text-xs text-red-700">
              {urlError.message}
            </p>
          )}
          <TestResult test={test} stored={stored} />
        </div>
      )}
    </section>
  );
}

export function StepNotifications({
  campaignId,
  userEmail,
}: {
  campaignId: string;
  userEmail: string;
}) {
  return (
    <div className="flex flex-col gap-5">
      <EmailNotifications userEmail={userEmail} />
      <WebhookNotifications campaignId={campaignId} />
    </div>
  );
}
