import type { CampaignStatus } from "@/lib/features/campaigns/schema";

const STYLES: Record<CampaignStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  active: "bg-green-100 text-green-900",
  paused: "bg-amber-100 text-amber-900",
  completed: "bg-brand-50 text-brand-700",
  archived: "bg-slate-200 text-slate-700",
};

const LABELS: Record<CampaignStatus, string> = {
  draft: "Draft",
  active: "Active",
  paused: "Paused",
  completed: "Completed",
  archived: "Archived",
};

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span
      data-testid="campaign-status"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}
    >
      {LABELS[status]}
    </span>
  );
}
