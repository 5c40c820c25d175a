import type { Metadata } from "next";
import { CampaignWizard } from "@/components/campaign-wizard/campaign-wizard";
import { RoleNotice } from "@/components/teams/role-notice";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";

export const metadata: Metadata = { title: "New campaign" };

export default async function NewCampaignPage() {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "campaigns:write")) {
    return <RoleNotice role={ctx.role} what="build campaigns" />;
  }
  return (
    <CampaignWizard
      campaign={null}
      lists={[]}
      userEmail={ctx.email}
      canSendToCrm={allows({ kind: "session", role: ctx.role }, "admin")}
    />
  );
}
