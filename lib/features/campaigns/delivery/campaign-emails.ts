import type { AllowanceExceeded, MemberLimitReached } from "@/lib/core/errors";
import type { Profile } from "@/lib/model/profiles/profile-schema";
import type { Delivery } from "@/lib/model/targeting/delivery-schema";

/** What the e-mails say about a campaign. */
export interface CampaignRef {
  id: string;
  name: string;
  delivery: Delivery;
}

import { describeSchedule } from "./schedule";

export interface EmailContent {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string, link?: string): string {
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#2852e0;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Open the campaign</a></p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;max-width:680px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}
<p style="color:#64748b;font-size:12px;margin-top:32px">Sent by Leadwise for your lead campaign.</p></body></html>`;
}

function campaignLink(campaign: CampaignRef, appUrl?: string) {
  return appUrl ? `${appUrl.replace(/\/$/, "")}/campaigns/${campaign.id}` : undefined;
}

function company(p: Profile): string {
  return p.organization?.name ?? p.experience?.find((e) => e.current)?.organization.name ?? "";
}

export function launchedEmail(campaign: CampaignRef, appUrl?: string): EmailContent {
  const schedule = describeSchedule(campaign.delivery);
  return {
    kind: "launched",
    subject: `Campaign launched: ${campaign.name}`,
    text: `Your campaign "${campaign.name}" is live.\nSchedule: ${schedule}.\n${campaignLink(campaign, appUrl) ?? ""}`,
    html: layout(
      `Campaign launched: ${campaign.name}`,
      `<p>Your campaign is live. Leads will be delivered on this schedule:</p><p><strong>${escapeHtml(schedule)}</strong></p>`,
      campaignLink(campaign, appUrl),
    ),
  };
}

export function leadsDigestEmail(
  campaign: CampaignRef,
  leads: Profile[],
  appUrl?: string,
): EmailContent {
  const n = leads.length;
  const subject = `${n} new ${n === 1 ? "lead" : "leads"} for ${campaign.name}`;
  const lines = leads.map((p) =>
    [
      p.name ?? [p.fn, p.ln].filter(Boolean).join(" "),
      p.title,
      company(p),
      p.location,
      p.email?.[0]?.value,
      p.mobile?.[0]?.value,
    ]
      .filter(Boolean)
      .join(" · "),
  );
  const rows = leads
    .map(
      (p) =>
        `<tr>${[
          p.name ?? "",
          p.title ?? "",
          company(p),
          p.location ?? "",
          p.email?.map((e) => e.value).join(", ") ?? "",
          p.mobile?.map((m) => m.value).join(", ") ?? "",
        ]
          .map(
            (v) =>
              `<td style="padding:6px 8px;border-bottom:1px solid #e2e8f0">${escapeHtml(v)}</td>`,
          )
          .join("")}</tr>`,
    )
    .join("");
  const head = ["Name", "Title", "Company", "Location", "E-mail", "Mobile"]
    .map(
      (h) =>
        `<th style="text-align:left;padding:6px 8px;border-bottom:2px solid #cbd5e1">${h}</th>`,
    )
    .join("");
  return {
    kind: "leads",
    subject,
    text: `${subject}:\n\n${lines.join("\n")}\n\n${campaignLink(campaign, appUrl) ?? ""}`,
    html: layout(
      subject,
      `<table style="border-collapse:collapse;font-size:13px;width:100%"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`,
      campaignLink(campaign, appUrl),
    ),
  };
}

export function allowanceStoppedEmail(
  campaign: CampaignRef,
  error: AllowanceExceeded | MemberLimitReached,
  appUrl?: string,
): EmailContent {
  const remedy =
    error.reason === "out_of_credits"
      ? `Buy ${error.counter} credits to continue; delivery resumes on the next delivery day.`
      : error.reason === "member_limit_reached"
        ? "This is the daily cap of the member who launched the campaign. Delivery resumes after the daily reset (00:00 UTC), or sooner if an admin raises that cap on the Members page."
        : "Delivery resumes automatically after the daily reset (00:00 UTC).";
  return {
    kind: "allowance_exhausted",
    subject: `Delivery paused for today: ${campaign.name}`,
    text: `${error.message}\n${remedy}\n${campaignLink(campaign, appUrl) ?? ""}`,
    html: layout(
      `Delivery paused for today: ${campaign.name}`,
      `<p>${escapeHtml(error.message)}</p><p>${escapeHtml(remedy)}</p>`,
      campaignLink(campaign, appUrl),
    ),
  };
}

export function completedEmail(campaign: CampaignRef, appUrl?: string): EmailContent {
  return {
    kind: "completed",
    subject: `Campaign completed: ${campaign.name}`,
    text: `Every profile matching "${campaign.name}" has been delivered, so the campaign is complete. Widen its targeting in a new campaign to reach more people.\n${campaignLink(campaign, appUrl) ?? ""}`,
    html: layout(
      `Campaign completed: ${campaign.name}`,
      "<p>Every profile matching this campaign's targeting has been delivered, so the campaign is complete. Widen the targeting in a new campaign to reach more people.</p>",
      campaignLink(campaign, appUrl),
    ),
  };
}

/** A launched campaign's webhook keeps failing (webhook-health.ts): sent once per episode. */
export function webhookFailingEmail(
  campaign: { id: string; name: string },
  failing: { url: string; since: string; failedAttempts: number; latest: string },
  appUrl?: string,
): EmailContent {
  const link = appUrl ? `${appUrl.replace(/\/$/, "")}/campaigns/${campaign.id}` : undefined;
  const what = `Deliveries of "${campaign.name}" to ${failing.url} are failing: ${failing.failedAttempts} attempts in a row since ${failing.since.replace("T", " ").slice(0, 16)} UTC.`;
  const remedy =
    "The leads are kept and retried on the webhook schedule (5 s, 5 min, 30 min, then hours), so a receiver fixed in time still gets them; the campaign page lists every attempt.";
  return {
    kind: "webhook_failing",
    subject: `Webhook failing: ${campaign.name}`,
    text: `${what}\nLatest: ${failing.latest}\n${remedy}\n${link ?? ""}`,
    html: layout(
      `Webhook failing: ${campaign.name}`,
      `<p>${escapeHtml(what)}</p><p><strong>Latest:</strong> ${escapeHtml(failing.latest)}</p><p>${escapeHtml(remedy)}</p>`,
      link,
    ),
  };
}
