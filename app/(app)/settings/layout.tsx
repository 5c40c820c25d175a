import type { ReactNode } from "react";
import { PageHeader } from "@/components/page-header";
import { SettingsTabs } from "./tabs";

export default function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Settings"
        description="API keys, webhooks, do-not-contact list, company lists, data providers, usage, security and the audit log."
      />
      <SettingsTabs />
      <div className="mt-6">{children}</div>
    </>
  );
}
