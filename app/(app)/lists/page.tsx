import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Lists" };

export default function ListsPage() {
  return (
    <>
      <PageHeader title="Lists" description="Leads saved by your campaigns appear in lists." />
      <EmptyState title="No lists yet">Nothing here yet.</EmptyState>
    </>
  );
}
