import type { ReactNode } from "react";
import { AutoRefresh } from "@/components/auto-refresh";
import { ExportLinks } from "@/components/ui/export-links";
import Link from "@/components/ui/link";
import { LocalTime } from "@/components/ui/local-time";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { UsageBar } from "@/components/ui/usage-bar";
import { plural } from "@/lib/core/plural";
import { formatInZone } from "@/lib/core/time-format";
import type { CampaignActivity } from "@/lib/features/campaigns/delivery/activity";
import type { Campaign } from "@/lib/features/campaigns/schema";

const n = (x: number) => x.toLocaleString("en-US");
const COUNTER_LABEL = { api: "API", email: "E-mail", mobile: "Mobile" } as const;
const at = (iso: string) => <LocalTime iso={iso} />;

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-800">{children}</div>
    </section>
  );
}

function PerDayChart({ perDay }: { perDay: CampaignActivity["perDay"] }) {
  const max = Math.max(1, ...perDay.map((d) => d.leads));
  return (
    <figure>
      <div className="flex h-32 items-end gap-1" aria-hidden="true">
        {perDay.map((d) => (
          <div key={d.day} className="flex flex-1 flex-col items-center justify-end gap-1">
            <span className="text-[10px] tabular-nums text-slate-600">{d.leads || ""}</span>
            <div
              className="w-full rounded-t bg-brand-500"
              style={{ height: `${(d.leads / max) * 96}px` }}
            />
          </div>
        ))}
      </div>
      <div className="mt-1 flex gap-1" aria-hidden="true">
        {perDay.map((d) => (
          <span key={d.day} className="flex-1 text-center text-[10px] text-slate-500">
            {d.day.slice(8)}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>Leads delivered per day, last 14 days</caption>
        <tbody>
          {perDay.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{d.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-2 text-xs text-slate-600">
        Leads per day (campaign time zone), last 14 days
      </figcaption>
    </figure>
  );
}

type Props = { campaign: Campaign; activity: CampaignActivity };

/** The schedule, the next delivery, today's and all-time counts, and the last 14 days. */
function Overview({ campaign, activity }: Props) {
  const active = campaign.status === "active";
  return (
    <Section title="Delivery activity" id="delivery-heading">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Schedule</dt>
          <dd data-testid="schedule-words">{activity.schedule}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Next delivery</dt>
          <dd>
            {activity.nextDelivery
              ? // A schedule's time: in the campaign's zone, the one its delivery days are in.
                formatInZone(activity.nextDelivery, campaign.delivery.timezone)
              : active
                ? "Not today"
                : `— (${campaign.status})`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Delivered today</dt>
          <dd className="tabular-nums">
            {n(activity.deliveredToday)} of {n(campaign.delivery.leadsPerDay)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Delivered in all</dt>
          <dd className="tabular-nums" data-testid="total-delivered">
            {n(activity.totalDelivered)}
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <PerDayChart perDay={activity.perDay} />
      </div>
    </Section>
  );
}

function LatestLeads({ campaign, activity }: Props) {
  return (
    <Section title="Latest leads" id="leads-heading">
      {activity.latestLeads.length === 0 ? (
        <p className="text-slate-600">
          No leads yet.{" "}
          {campaign.status === "active" ? "They appear here as they are delivered." : ""}
        </p>
      ) : (
        <Table
          inset
          testId="latest-leads"
          head={["Name", "Title", "Company", "E-mail", "Mobile", "Delivered"].map((h) => (
            <Th key={h}>{h}</Th>
          ))}
        >
          {activity.latestLeads.map((lead) => (
            <Tr key={lead.profileId}>
              <Td className="font-medium">{lead.profile.name}</Td>
              <Td>{lead.profile.title}</Td>
              <Td>{lead.profile.organization?.name}</Td>
              <Td>{lead.profile.email?.map((e) => e.value).join(", ")}</Td>
              <Td className="whitespace-nowrap">
                {lead.profile.mobile?.map((m) => m.value).join(", ")}
              </Td>
              <Td className="whitespace-nowrap text-slate-600">{at(lead.deliveredAt)}</Td>
            </Tr>
          ))}
        </Table>
      )}
      {activity.totalDelivered > 0 && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <Link
            href={`/campaigns/${campaign.id}/leads`}
            className="font-medium text-brand-700 underline"
          >
            All {plural(activity.totalDelivered, "lead")}
          </Link>
          <ExportLinks
            href={`/v1/campaigns/${campaign.id}/leads/export`}
            label="Export the campaign's leads"
          />
        </div>
      )}
    </Section>
  );
}

/** What the campaign sent out besides its leads: webhook deliveries and e-mails. */
function Notifications({ campaign, activity }: Props) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="Webhook deliveries" id="webhooks-heading">
        {activity.webhooks.length === 0 ? (
          <p className="text-slate-600">
            {campaign.notifications.webhook.enabled
              ? "None yet."
              : "Webhook delivery is off for this campaign."}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="webhook-deliveries">
            {activity.webhooks.map((w) => (
              <li key={w.id} className="rounded border border-slate-100 p-2">
                <p>
                  <span className="font-medium">{w.status}</span> · {plural(w.leads, "lead")} ·{" "}
                  {at(w.createdAt)}
                </p>
                <p className="truncate text-xs text-slate-600">{w.url}</p>
                <ol className="mt-1 text-xs text-slate-700">
                  {w.attempts.map((a) => (
                    <li key={a.attempt}>
                      Attempt {a.attempt}: {a.statusCode ?? a.error ?? "no answer"} in{" "}
                      {a.durationMs} ms at {at(a.at)}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="E-mails sent" id="emails-heading">
        {activity.emails.length === 0 ? (
          <p className="text-slate-600">None yet.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {activity.emails.map((m) => (
              <li key={m.id}>
                <span className="font-medium">{m.subject}</span>{" "}
                <span className="text-slate-600">
                  to {m.to.join(", ")} · {m.status} · {at(m.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** Today's use of each allowance, and the campaign's history. */
function UsageAndHistory({ activity }: { activity: CampaignActivity }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="Allowances today" id="allowance-heading">
        <ul className="flex flex-col gap-2">
          {(["api", "email", "mobile"] as const).map((counter) => {
            const u = activity.usage[counter];
            return (
              <li key={counter}>
                <div className="flex justify-between">
                  <span>{COUNTER_LABEL[counter]}</span>
                  <span className="tabular-nums text-slate-600">
                    {n(u.used)} / {n(u.limit)} today · {n(u.credits)} credits
                  </span>
                </div>
                <UsageBar label={counter} used={u.used} limit={u.limit} />
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title="History" id="history-heading">
        {activity.events.length === 0 ? (
          <p className="text-slate-600">Nothing yet.</p>
        ) : (
          <ol className="flex flex-col gap-1">
            {activity.events.map((e) => (
              <li key={e.id}>
                <span className="text-slate-600">{at(e.at)}</span> — {e.message}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}

export function DeliveryActivity({ campaign, activity }: Props) {
  return (
    <div className="flex flex-col gap-4" data-testid="delivery-activity">
      {campaign.status === "active" && <AutoRefresh seconds={5} />}
      {activity.stoppedToday && (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          role="status"
        >
          {activity.stoppedToday}
        </p>
      )}
      <Overview campaign={campaign} activity={activity} />
      <LatestLeads campaign={campaign} activity={activity} />
      <Notifications campaign={campaign} activity={activity} />
      <UsageAndHistory activity={activity} />
    </div>
  );
}
