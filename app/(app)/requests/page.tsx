import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Requests" };

export default function RequestsPage() {
  return (
    <>
      <PageHeader
        title="Requests"
        description="Enrichment requests made through the API appear here."
      />
      <EmptyState title="No requests yet">Nothing here yet.</EmptyState>
    </>
  );
}
