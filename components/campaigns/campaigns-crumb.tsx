import type { ReactNode } from "react";
import Link from "@/components/ui/link";

/** Where a campaign's page sits: under Campaigns, as what it is (a draft, a campaign, …). */
export function CampaignsCrumb({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm text-slate-600">
      <Link href="/campaigns" className="underline">
        Campaigns
      </Link>{" "}
      / {children}
    </p>
  );
}
