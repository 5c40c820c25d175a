import { redirect } from "next/navigation";
import { sessionPermissions } from "@/lib/edge/auth/session-ctx";
import { SETTINGS_TABS } from "./tab-list";

/** The first tab the member's role may open. */
export default async function SettingsPage() {
  const may = await sessionPermissions();
  redirect(SETTINGS_TABS.find((t) => may(t.need))?.href ?? "/settings/security");
}
