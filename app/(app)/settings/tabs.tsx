"use client";

import { usePathname } from "next/navigation";
import Link from "@/components/ui/link";

/** The tabs the member's role may open (the layout filters SETTINGS_TABS). */
export function SettingsTabs({ tabs }: { tabs: { href: string; label: string }[] }) {
  const pathname = usePathname();
  return (
    // On a narrow screen the tabs wrap onto a second line: every one stays in sight, and the page
    // never scrolls sideways.
    <nav aria-label="Settings" className="flex flex-wrap gap-x-1 border-b border-slate-200">
      {tabs.map((t) => {
        const active = pathname === t.href || pathname.startsWith(`${t.href}/`);
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
