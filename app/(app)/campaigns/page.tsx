import type { Metadata } from "next";
import Link from "next/link";
import { StatusBadge } from "@/components/campaigns/status-badge";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalTime } from "@/components/ui/local-time";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import { listCampaignSummaries } from "@/lib/campaigns/campaigns";
import { formatDay } from "@/lib/campaigns/forecast";

export const metadata: Metadata = { title: "Campaigns" };

const n = (x: number) => x.toLocaleString("en-US");

const newCampaign = (
  <Link
    href="/campaigns/new"
    className="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
  >
    New campaign
  </Link>
);

export default async function CampaignsPage({
  searchParams,
}: {
  searchParams: Promise<{ launched?: string }>;
}) {
  const ctx = await requireSessionCtx();
  const { launched } = await searchParams;
  const { data, more } = await listCampaignSummaries(ctx);
  const justLaunched = data.find((c) => c.id === launched && c.status === "active");

  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Launch a campaign to receive enriched leads on your schedule."
        actions={data.length > 0 ? newCampaign : undefined}
      />
      {justLaunched && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
          “{justLaunched.name}” is live: leads are delivered on its schedule.
        </p>
      )}
      {data.length === 0 ? (
        <EmptyState title="No campaigns yet" action={newCampaign}>
          A campaign finds the people who match your targeting and delivers them as enriched leads,
          by e-mail, webhook or into a list, on the days and hours you choose.
        </EmptyState>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your campaigns, newest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Deliverable
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Delivered
                </th>
                <th scope="col" className="px-4 py-3">
                  Forecast end
                </th>
                <th scope="col" className="px-4 py-3">
                  Updated
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.map((c) => (
                <tr key={c.id} data-testid="campaign-row" data-campaign-id={c.id}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    <Link
                      href={c.status === "draft" ? `/campaigns/${c.id}/edit` : `/campaigns/${c.id}`}
                      className="text-brand-700 underline-offset-2 hover:underline"
                    >
                      {c.name}
                    </Link>
                    {c.status === "draft" && (
                      <span className="ml-2 text-xs font-normal text-slate-600">
                        (continue editing)
                      </span>
                    )}
                  </th>
                  <td className="px-4 py-3">
                    <StatusBadge status={c.status} />
                  </td>
                  <td
                    className="px-4 py-3 text-right tabular-nums"
                    data-testid="campaign-deliverable"
                  >
                    {c.deliverable === null ? "—" : n(c.deliverable)}
                    {c.audience !== null && (
                      <span className="block text-xs text-slate-600">
                        of {n(c.audience)} matching
                      </span>
                    )}
                  </td>
                  <td
                    className="px-4 py-3 text-right tabular-nums"
                    data-testid="campaign-delivered"
                  >
                    {n(c.leadsDelivered)}
                  </td>
                  <td className="px-4 py-3 text-slate-700" data-testid="campaign-forecast-end">
                    {c.forecastEnd === null ? (
                      "—"
                    ) : (
                      <>
                        {c.status === "draft"
                          ? "If launched now: "
                          : c.status === "paused"
                            ? "If resumed now: "
                            : ""}
                        {formatDay(c.forecastEnd)}
                        <span className="block text-xs text-slate-600">{c.delivery.timezone}</span>
                      </>
                    )}
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <LocalTime iso={c.updatedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {more && (
            <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-600">
              Showing the {data.length} newest campaigns; GET /v1/campaigns pages through all.
            </p>
          )}
        </div>
      )}
    </>
  );
}
