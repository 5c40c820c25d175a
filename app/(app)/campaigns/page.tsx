import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Campaigns" };

export default function CampaignsPage() {
  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Launch a campaign to receive enriched leads on your schedule."
      />
      <EmptyState title="No campaigns yet">Nothing here yet.</EmptyState>
    </>
  );
}
