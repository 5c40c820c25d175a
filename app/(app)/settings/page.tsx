import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="API keys, webhooks and usage." />
      <EmptyState title="Settings">Nothing here yet.</EmptyState>
    </>
  );
}
