"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const TABS = [
  { href: "/settings/api-keys", label: "API keys" },
  { href: "/settings/webhooks", label: "Webhooks" },
  { href: "/settings/do-not-contact", label: "Do-not-contact" },
  { href: "/settings/company-lists", label: "Company lists" },
  { href: "/settings/contacts", label: "Own contacts" },
  { href: "/settings/providers", label: "Data providers" },
  { href: "/settings/crm", label: "CRM" },
  { href: "/settings/usage", label: "Usage" },
  { href: "/settings/security", label: "Security" },
];

export function SettingsTabs() {
  const pathname = usePathname();
  return (
    // On a narrow screen the tabs wrap onto a second line: every one stays in sight, and the page
    // never scrolls sideways.
    <nav aria-label="Settings" className="flex flex-wrap gap-x-1 border-b border-slate-200">
      {TABS.map((t) => {
        const active = pathname === t.href;
        return (
          <Link
            key={t.href}
            href={t.href}
            aria-current={active ? "page" : undefined}
            className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium ${active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {t.label}
          </Link>
        );
      })}
    </nav>
  );
}
