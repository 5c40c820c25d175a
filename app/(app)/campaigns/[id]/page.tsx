import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { CampaignActions } from "@/components/campaigns/campaign-actions";
import { CampaignsCrumb } from "@/components/campaigns/campaigns-crumb";
import { DeliveryActivity } from "@/components/campaigns/delivery-activity";
import { SendToCrm } from "@/components/campaigns/send-to-crm";
import { StatusBadge } from "@/components/campaigns/status-badge";
import { LocalTime } from "@/components/ui/local-time";
import { NotFound } from "@/lib/core/errors";
import { plural } from "@/lib/core/plural";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { campaignPageData } from "@/lib/features/campaigns/page-data";
import {
  type Campaign,
  CHECKLIST_LABELS,
  type Checklist,
  WEEKDAYS,
} from "@/lib/features/campaigns/schema";
import type { targetingChips } from "@/lib/features/campaigns/targeting-chips";
import type { WebhookFailing } from "@/lib/features/campaigns/webhook-health";
import { DAY_NAMES } from "@/lib/model/targeting/targeting-labels";

export const metadata: Metadata = { title: "Campaign" };

const n = (x: number) => x.toLocaleString("en-US");
const when = (iso: string | null) => (iso ? <LocalTime iso={iso} /> : "—");

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-sm text-slate-800">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

function TargetingCard({ chips }: { chips: ReturnType<typeof targetingChips> }) {
  return (
    <Card title="Targeting">
      {chips.length === 0 ? (
        <p className="text-slate-600">No filter set.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {chips.map((c) => (
            <li
              key={c.key}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-700"
            >
              <span className="font-semibold">{c.kind}:</span> {c.value}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** What each lead carries, and when and how many are delivered. */
function DeliveryCard({ delivery }: { delivery: Campaign["delivery"] }) {
  const days = WEEKDAYS.filter((d) => delivery.days.includes(d));
  return (
    <Card title="Delivery">
      <dl>
        <Row label="Contact information">
          {[
            delivery.email && (delivery.workEmailOnly ? "Work e-mail only" : "E-mail"),
            delivery.mobile && "Mobile",
          ]
            .filter(Boolean)
            .join(" and ") || "None chosen"}
        </Row>
        <Row label="Days">
          {days.length > 0 ? days.map((d) => DAY_NAMES[d].short).join(", ") : "None chosen"}
        </Row>
        <Row label="Window">
          {delivery.window.start}–{delivery.window.end} ({delivery.timezone})
        </Row>
        <Row label="Leads per day">{n(delivery.leadsPerDay)}</Row>
        <Row label="Skip people delivered lately">
          {delivery.skipDeliveredDays ? `Yes, for ${n(delivery.skipDeliveredDays)} days` : "No"}
        </Row>
      </dl>
    </Card>
  );
}

/** Where the leads are saved and who is told about them. */
function SaveAndNotifyCard({
  campaign,
  list,
}: {
  campaign: Campaign;
  list: { name: string } | null;
}) {
  const { notifications, saveToList } = campaign;
  return (
    <Card title="Save to list and notifications">
      <dl>
        <Row label="Save to list">
          {!saveToList.enabled
            ? "Off"
            : list
              ? list.name
              : saveToList.listName
                ? `New list “${saveToList.listName}”`
                : "No list chosen"}
        </Row>
        <Row label="E-mail">
          {notifications.email.enabled
            ? notifications.email.to.join(", ") || "No recipient"
            : "Off"}
        </Row>
        <Row label="Webhook">
          {notifications.webhook.enabled ? notifications.webhook.url || "No URL" : "Off"}
        </Row>
      </dl>
    </Card>
  );
}

/** How many were delivered, how many it reaches now, and when it was made, launched, changed. */
function OverviewCard({
  campaign,
  delivered,
  estimate,
}: {
  campaign: Campaign;
  delivered: number;
  estimate: { count: number; deliverable: number } | null;
}) {
  return (
    <Card title="Overview">
      <dl>
        <Row label="Leads delivered">{n(delivered)}</Row>
        <Row label="Audience now">{estimate ? n(estimate.count) : "—"}</Row>
        <Row label="Deliverable">{estimate ? n(estimate.deliverable) : "—"}</Row>
        <Row label="Created">{when(campaign.createdAt)}</Row>
        <Row label="Launched">{when(campaign.launchedAt)}</Row>
        <Row label="Updated">{when(campaign.updatedAt)}</Row>
      </dl>
    </Card>
  );
}

/** Each launch check of a draft or paused campaign, passed or not, and why. */
function ChecklistCard({ checklist }: { checklist: Checklist }) {
  return (
    <Card title="Launch Checklist">
      <ul className="flex flex-col gap-1">
        {checklist.items.map((i) => (
          <li key={i.item}>
            <span className={i.ok ? "text-green-800" : "text-red-700"}>
              {i.ok ? "Passed" : "Needs attention"}:
            </span>{" "}
            <span className="font-medium">{CHECKLIST_LABELS[i.item].label}</span> — {i.detail}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A launched campaign whose webhook keeps failing: what fails, since when, and what to do. */
function WebhookFailingBanner({
  campaign,
  failing,
}: {
  campaign: Campaign;
  failing: WebhookFailing;
}) {
  return (
    <div
      role="alert"
      data-testid="webhook-failing"
      className="mb-6 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">The webhook is failing</p>
      <p className="mt-1 break-words">
        {plural(failing.failedAttempts, "attempt")} in a row to {failing.url} failed, since{" "}
        <LocalTime iso={failing.since} />. Latest: {failing.latest}
      </p>
      <p className="mt-1">
        The leads are kept and retried on the webhook schedule, so a receiver fixed in time still
        gets them.{" "}
        {campaign.status === "paused" ? (
          <a
            href={`/campaigns/${campaign.id}/edit?step=notifications`}
            className="font-medium underline"
          >
            Change the webhook
          </a>
        ) : (
          "To change its address, pause the campaign and edit its notifications."
        )}
      </p>
    </div>
  );
}

export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requireSessionCtx();
  const { id } = await params;
  // A campaign of another account is not found.
  const { campaign, chips, delivered, estimate, checklist, list, activity, webhookFailing } =
    await campaignPageData(ctx, id).catch((error: unknown) => {
      if (error instanceof NotFound) notFound();
      throw error;
    });

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <CampaignsCrumb>Campaign</CampaignsCrumb>
          <h1 className="mt-1 flex items-center gap-3 text-2xl font-semibold tracking-tight wrap-anywhere">
            {campaign.name} <StatusBadge status={campaign.status} />
          </h1>
        </div>
        {allows({ kind: "session", role: ctx.role }, "campaigns:write") && (
          <CampaignActions id={campaign.id} status={campaign.status} />
        )}
      </div>
      {webhookFailing && <WebhookFailingBanner campaign={campaign} failing={webhookFailing} />}
      <div className="grid gap-4 lg:grid-cols-2">
        <OverviewCard campaign={campaign} delivered={delivered} estimate={estimate} />
        <TargetingCard chips={chips} />
        <DeliveryCard delivery={campaign.delivery} />
        <SaveAndNotifyCard campaign={campaign} list={list} />
        <SendToCrm
          campaignId={campaign.id}
          canChange={allows({ kind: "session", role: ctx.role }, "admin")}
        />
        {checklist && <ChecklistCard checklist={checklist} />}
      </div>
      {activity && (
        <div className="mt-6">
          <DeliveryActivity campaign={campaign} activity={activity} />
        </div>
      )}
    </>
  );
}
