import type { Need } from "@/lib/features/accounts/permissions";

/** Settings' tabs, each with the permission a member needs to see it (docs/teams.md). */
export const SETTINGS_TABS: { href: string; label: string; need: Need }[] = [
  { href: "/settings/api-keys", label: "API keys", need: "keys" },
  { href: "/settings/members", label: "Members", need: "admin" },
  { href: "/settings/webhooks", label: "Webhooks", need: "admin" },
  { href: "/settings/do-not-contact", label: "Do-not-contact", need: "suppressions" },
  { href: "/settings/company-lists", label: "Company lists", need: "lists:read" },
  { href: "/settings/contacts", label: "Own contacts", need: "lists:write" },
  { href: "/settings/providers", label: "Data providers", need: "admin" },
  { href: "/settings/crm", label: "CRM", need: "lists:read" },
  { href: "/settings/usage", label: "Usage", need: "usage:read" },
  { href: "/settings/security", label: "Security", need: "self" },
  { href: "/settings/audit-log", label: "Audit log", need: "admin" },
];
