import type { Metadata } from "next";
import { StatusBadge } from "@/components/campaigns/status-badge";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { LocalTime } from "@/components/ui/local-time";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { formatDay } from "@/lib/features/campaigns/forecast";
import { listCampaignSummaries } from "@/lib/features/campaigns/list";

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

type Summary = Awaited<ReturnType<typeof listCampaignSummaries>>["data"][number];

/**
 * One campaign: its name (a draft opens in the wizard), status (marked when its webhook keeps
 * failing), audience, deliveries, end.
 */
function CampaignRow({ c }: { c: Summary }) {
  return (
    <Tr data-testid="campaign-row" data-campaign-id={c.id}>
      <th scope="row" className="px-4 py-3 font-medium wrap-anywhere">
        <Link
          href={c.status === "draft" ? `/campaigns/${c.id}/edit` : `/campaigns/${c.id}`}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          {c.name}
        </Link>
        {c.status === "draft" && (
          <span className="ml-2 text-xs font-normal text-slate-600">(continue editing)</span>
        )}
      </th>
      <Td>
        <StatusBadge status={c.status} />
        {c.webhookFailing && (
          <span
            data-testid="webhook-failing-mark"
            title={c.webhookFailing.latest}
            className="mt-1 block w-fit rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-red-800"
          >
            Webhook failing
          </span>
        )}
      </Td>
      <Td className="text-right tabular-nums" data-testid="campaign-deliverable">
        {c.deliverable === null ? "—" : n(c.deliverable)}
        {c.audience !== null && (
          <span className="block text-xs text-slate-600">of {n(c.audience)} matching</span>
        )}
      </Td>
      <Td className="text-right tabular-nums" data-testid="campaign-delivered">
        {n(c.leadsDelivered)}
      </Td>
      <Td className="text-slate-700" data-testid="campaign-forecast-end">
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
      </Td>
      <Td className="text-slate-700">
        <LocalTime iso={c.updatedAt} />
      </Td>
    </Tr>
  );
}

export default async function CampaignsPage({
  searchParams,
}: {
  searchParams: Promise<{ launched?: string }>;
}) {
  const ctx = await requireSessionCtx();
  const { launched } = await searchParams;
  const { data, more } = await listCampaignSummaries(ctx);
  const canBuild = allows({ kind: "session", role: ctx.role }, "campaigns:write");
  const justLaunched = data.find((c) => c.id === launched && c.status === "active");

  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Launch a campaign to receive enriched leads on your schedule."
        actions={data.length > 0 && canBuild ? newCampaign : undefined}
      />
      {justLaunched && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
          <span className="wrap-anywhere">“{justLaunched.name}”</span> is live: leads are delivered
          on its schedule.
        </p>
      )}
      {data.length === 0 ? (
        <EmptyState title="No campaigns yet" action={canBuild ? newCampaign : undefined}>
          A campaign finds the people who match your targeting and delivers them as enriched leads,
          by e-mail, webhook or into a list, on the days and hours you choose.
        </EmptyState>
      ) : (
        <Table
          caption="Your campaigns, newest first"
          hideCaption
          head={
            <>
              <Th>Name</Th>
              <Th>Status</Th>
              <Th className="text-right">Deliverable</Th>
              <Th className="text-right">Delivered</Th>
              <Th>Forecast end</Th>
              <Th>Updated</Th>
            </>
          }
          footer={
            more &&
            `Showing the ${data.length} newest campaigns; GET /v1/campaigns pages through all.`
          }
        >
          {data.map((c) => (
            <CampaignRow key={c.id} c={c} />
          ))}
        </Table>
      )}
    </>
  );
}
