import type { Metadata } from "next";
import { CampaignWizard } from "@/components/campaign-wizard/campaign-wizard";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";

export const metadata: Metadata = { title: "New campaign" };

export default async function NewCampaignPage() {
  const ctx = await requireSessionCtx();
  return <CampaignWizard campaign={null} lists={[]} userEmail={ctx.email} />;
}
