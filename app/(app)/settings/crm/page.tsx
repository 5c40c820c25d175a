import type { Metadata } from "next";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listConnections } from "@/lib/features/crm/connections";
import { oauthReady } from "@/lib/features/crm/oauth-connect";
import { pullStatus } from "@/lib/features/crm/pull";
import { recentPushes } from "@/lib/features/crm/pushes";
import { listLists } from "@/lib/features/lists/lists";
import { CrmPulls } from "./crm-pull";
import { CrmSettings } from "./crm-settings";

export const metadata: Metadata = { title: "CRM" };
export const dynamic = "force-dynamic";

export default async function CrmPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ctx = await requireSessionCtx();
  const query = await searchParams;
  // What an OAuth callback said, on its way back here.
  const connectedTo =
    { salesforce: "Salesforce", hubspot: "HubSpot", pipedrive: "Pipedrive" }[
      typeof query.vendor === "string" ? query.vendor : "salesforce"
    ] ?? "Salesforce";
  const callback =
    typeof query.crmError === "string"
      ? { ok: false, text: query.crmError.slice(0, 300) }
      : typeof query.connected === "string"
        ? { ok: true, text: `${connectedTo} connected.` }
        : undefined;
  const [connections, lists, pushes] = await Promise.all([
    listConnections(ctx),
    listLists(ctx),
    recentPushes(ctx),
  ]);
  const pulls = await Promise.all(
    connections.map(async (c) => ({ name: c.name, pull: await pullStatus(ctx, c.id) })),
  );
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Push leads into HubSpot, Pipedrive or Salesforce: connect, choose per field whether Leadwise
        overwrites it, fills it only when the CRM has none, or never writes it, then push a list.
        People who opted out or are on your do-not-contact list are never pushed. Also by API:{" "}
        <code>/v1/crm</code>.
      </p>
      <CrmSettings
        connections={connections}
        lists={lists.map((l) => ({ id: l.id, name: l.name, items: l.items }))}
        pushes={pushes}
        oauth={oauthReady()}
        callback={callback}
      />
      <CrmPulls pulls={pulls} canRefresh={allows({ kind: "session", role: ctx.role }, "admin")} />
    </div>
  );
}
