import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoleNotice } from "@/components/teams/role-notice";
import Link from "@/components/ui/link";
import { LocalTime } from "@/components/ui/local-time";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listEndpointDeliveries } from "@/lib/features/webhook-endpoints/endpoint-deliveries";
import { getEndpoint } from "@/lib/features/webhook-endpoints/endpoints";
import { EndpointControls, ReplayDelivery } from "../endpoint-controls";

export const metadata: Metadata = { title: "Webhook endpoint" };
export const dynamic = "force-dynamic";

/** An endpoint: what it receives, its controls, and its delivery log, a page at a time. */
export default async function EndpointPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ cursor?: string }>;
}) {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "admin")) {
    return <RoleNotice role={ctx.role} what="manage webhook endpoints" />;
  }
  const { id } = await params;
  const { cursor } = await searchParams;
  const endpoint = await getEndpoint(ctx, id).catch(() => null);
  if (!endpoint) notFound();
  const log = await listEndpointDeliveries(ctx, id, {
    cursor: typeof cursor === "string" ? cursor : undefined,
    limit: 25,
  }).catch(() => listEndpointDeliveries(ctx, id, { limit: 25 }));
  return (
    <div className="flex flex-col gap-6">
      <Link href="/settings/webhooks" className="text-sm text-brand-700 underline">
        ← All endpoints
      </Link>
      <section className="flex max-w-3xl flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold wrap-anywhere">{endpoint.url}</h2>
        {endpoint.description && <p className="text-sm text-slate-700">{endpoint.description}</p>}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Events</dt>
          <dd>{endpoint.eventTypes.length === 0 ? "All" : endpoint.eventTypes.join(", ")}</dd>
          {endpoint.campaignIds.length + endpoint.listIds.length > 0 && (
            <>
              <dt className="text-slate-600">Only about</dt>
              <dd>
                {[
                  ...endpoint.campaignIds.map((c) => `campaign ${c}`),
                  ...endpoint.listIds.map((l) => `list ${l}`),
                ].join(", ")}
              </dd>
            </>
          )}
          <dt className="text-slate-600">Status</dt>
          <dd>
            {endpoint.status === "enabled"
              ? "Enabled"
              : `Disabled: ${endpoint.disabledReason ?? ""}`}
          </dd>
          {endpoint.previousSecretUntil && (
            <>
              <dt className="text-slate-600">Old secret signs until</dt>
              <dd>
                <LocalTime iso={endpoint.previousSecretUntil} />
              </dd>
            </>
          )}
        </dl>
        <EndpointControls id={endpoint.id} status={endpoint.status} />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">Delivery log</h2>
        <Table
          caption="Deliveries, newest first"
          head={["Event", "Status", "Attempts", "Created", ""].map((h, n) => (
            <Th key={h || n}>{h || <span className="sr-only">Replay</span>}</Th>
          ))}
          footer={
            log.nextCursor ? (
              <Link
                className="text-sm text-brand-700 underline"
                href={`/settings/webhooks/${endpoint.id}?cursor=${encodeURIComponent(log.nextCursor)}`}
              >
                Older deliveries
              </Link>
            ) : undefined
          }
        >
          {log.data.map((d) => (
            <Tr key={d.id}>
              <Td>
                <code className="text-xs">{d.eventType}</code>
                <div className="text-xs text-slate-500">{d.eventId}</div>
              </Td>
              <Td>{d.status}</Td>
              <Td className="text-xs">
                {d.attempts.length === 0
                  ? "None yet"
                  : d.attempts.map((a) => (
                      <div key={a.attempt}>
                        #{a.attempt}: {a.statusCode ?? a.error ?? "no answer"} in {a.durationMs} ms
                        {a.responseExcerpt && (
                          <span className="text-slate-500">
                            {" "}
                            — {a.responseExcerpt.slice(0, 80)}
                          </span>
                        )}
                      </div>
                    ))}
              </Td>
              <Td className="text-sm text-slate-600">
                <LocalTime iso={d.createdAt} />
              </Td>
              <Td className="text-right">
                <ReplayDelivery id={endpoint.id} deliveryId={d.id} />
              </Td>
            </Tr>
          ))}
        </Table>
      </section>
    </div>
  );
}
