import type { Metadata } from "next";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listConnections } from "@/lib/features/crm/connections";
import { recentPushes } from "@/lib/features/crm/pushes";
import { listLists } from "@/lib/features/lists/lists";
import { CrmSettings } from "./crm-settings";

export const metadata: Metadata = { title: "CRM" };
export const dynamic = "force-dynamic";

export default async function CrmPage() {
  const ctx = await requireSessionCtx();
  const [connections, lists, pushes] = await Promise.all([
    listConnections(ctx),
    listLists(ctx),
    recentPushes(ctx),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Push leads into HubSpot or Pipedrive: connect with a token, choose per field whether
        Leadwise overwrites it, fills it only when the CRM has none, or never writes it, then push a
        list. People who opted out or are on your do-not-contact list are never pushed. Also by API:{" "}
        <code>/v1/crm</code>.
      </p>
      <CrmSettings
        connections={connections}
        lists={lists.map((l) => ({ id: l.id, name: l.name, items: l.items }))}
        pushes={pushes}
      />
    </div>
  );
}
