import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CampaignsCrumb } from "@/components/campaigns/campaigns-crumb";
import { EmptyState } from "@/components/ui/empty-state";
import { ExportLinks } from "@/components/ui/export-links";
import Link from "@/components/ui/link";
import { LocalTime } from "@/components/ui/local-time";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { InvalidRequest, NotFound } from "@/lib/core/errors";
import { plural } from "@/lib/core/plural";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { getCampaign } from "@/lib/features/campaigns/campaigns";
import { listCampaignLeads } from "@/lib/features/campaigns/leads";
import { leadsDelivered } from "@/lib/features/campaigns/list";

export const metadata: Metadata = { title: "Campaign leads" };
export const dynamic = "force-dynamic";

const PAGE = 50;

/** Every lead a campaign delivered, newest first, a page at a time, with its exports. */
export default async function CampaignLeadsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ cursor?: string }>;
}) {
  const ctx = await requireSessionCtx();
  const { id } = await params;
  const { cursor } = await searchParams;
  const campaign = await getCampaign(ctx, id).catch((error: unknown) => {
    if (error instanceof NotFound) notFound();
    throw error;
  });
  // A cursor that is not one of ours (an edited address) starts again at the newest lead.
  const page = await listCampaignLeads(ctx, id, { limit: PAGE, cursor }).catch((error: unknown) => {
    if (error instanceof InvalidRequest) return listCampaignLeads(ctx, id, { limit: PAGE });
    throw error;
  });
  const total = (await leadsDelivered(ctx, [id])).get(id) ?? 0;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <CampaignsCrumb>
            <Link href={`/campaigns/${id}`} className="underline">
              {campaign.name}
            </Link>{" "}
            / Leads
          </CampaignsCrumb>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight">
            All {plural(total, "lead")} of {campaign.name}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Newest first, with what the campaign delivers.
          </p>
        </div>
        {total > 0 && allows({ kind: "session", role: ctx.role }, "lists:export") && (
          <ExportLinks href={`/v1/campaigns/${id}/leads/export`} label="Export these leads" />
        )}
      </div>
      {page.data.length === 0 ? (
        <EmptyState title="No leads yet">
          {campaign.status === "active"
            ? "They appear here as they are delivered."
            : "A campaign delivers leads once it is launched."}
        </EmptyState>
      ) : (
        <Table
          caption={`Leads of ${campaign.name}`}
          hideCaption
          testId="campaign-leads"
          head={["Name", "Title", "Company", "Location", "E-mail", "Mobile", "Delivered"].map(
            (h) => <Th key={h}>{h}</Th>,
          )}
        >
          {page.data.map((lead) => (
            <Tr key={lead.profileId} className="align-top">
              <Td className="font-medium">{lead.profile.name}</Td>
              <Td>{lead.profile.title}</Td>
              <Td>{lead.profile.organization?.name}</Td>
              <Td className="text-slate-600">{lead.profile.location}</Td>
              <Td>{lead.profile.email?.map((e) => e.value).join(", ")}</Td>
              <Td className="whitespace-nowrap">
                {lead.profile.mobile?.map((m) => m.value).join(", ")}
              </Td>
              <Td className="whitespace-nowrap text-slate-600">
                <LocalTime iso={lead.deliveredAt} />
              </Td>
            </Tr>
          ))}
        </Table>
      )}
      {page.nextCursor && (
        <p className="mt-4">
          <Link
            href={`/campaigns/${id}/leads?${new URLSearchParams({ cursor: page.nextCursor })}`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Next page →
          </Link>
        </p>
      )}
    </>
  );
}
