import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CampaignWizard } from "@/components/campaign-wizard/campaign-wizard";
import { RoleNotice } from "@/components/teams/role-notice";
import { NotFound } from "@/lib/core/errors";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { campaignEditData } from "@/lib/features/campaigns/page-data";

export const metadata: Metadata = { title: "Edit campaign" };

export default async function EditCampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requireSessionCtx();
  const { id } = await params;
  if (!allows({ kind: "session", role: ctx.role }, "campaigns:write")) {
    return <RoleNotice role={ctx.role} what="change campaigns" />;
  }
  const { campaign, lists } = await campaignEditData(ctx, id).catch((error: unknown) => {
    if (error instanceof NotFound) notFound();
    throw error;
  });
  // Only drafts and paused campaigns can change (docs/api-contract.md); the others are shown, not edited.
  if (campaign.status !== "draft" && campaign.status !== "paused") redirect(`/campaigns/${id}`);
  return (
    <CampaignWizard
      key={campaign.id}
      campaign={campaign}
      lists={lists}
      userEmail={ctx.email}
      canSendToCrm={allows({ kind: "session", role: ctx.role }, "admin")}
    />
  );
}
