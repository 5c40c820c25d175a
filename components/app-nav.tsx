"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";

const LINKS = [
  { href: "/campaigns", label: "Campaigns" },
  { href: "/lists", label: "Lists" },
  { href: "/requests", label: "Requests" },
  { href: "/outbox", label: "Outbox" },
  { href: "/settings", label: "Settings" },
];

export function AppNav({ email }: { email: string }) {
  const pathname = usePathname();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-6 px-6 py-3">
        <Link href="/campaigns" className="text-lg font-bold tracking-tight text-brand-700">
          Leadwise
        </Link>
        <nav aria-label="Main" className="flex flex-1 flex-wrap gap-1">
          {LINKS.map((link) => {
            const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
            return (
              <Link
                key={link.href}
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={`rounded-md px-3 py-2 text-sm font-medium ${active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {link.label}
              </Link>
            );
          })}
        </nav>
        <div className="flex items-center gap-3 text-sm">
          <span className="text-slate-600" data-testid="signed-in-as">
            {email}
          </span>
          <button
            type="button"
            onClick={() => signOut({ callbackUrl: "/sign-in" })}
            className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50"
          >
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}
