import type { ReactNode } from "react";
import { PageHeader } from "@/components/page-header";
import { sessionPermissions } from "@/lib/edge/auth/session-ctx";
import { SETTINGS_TABS } from "./tab-list";
import { SettingsTabs } from "./tabs";

export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const may = await sessionPermissions();
  const tabs = SETTINGS_TABS.filter((t) => may(t.need)).map(({ href, label }) => ({
    href,
    label,
  }));
  return (
    <>
      <PageHeader
        title="Settings"
        description="API keys, webhooks, do-not-contact list, company lists, data providers, usage, security and the audit log."
      />
      <SettingsTabs tabs={tabs} />
      <div className="mt-6">{children}</div>
    </>
  );
}
