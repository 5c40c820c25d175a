"use client";

import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { type ReactNode, useState } from "react";
import Link from "@/components/ui/link";
import { useHydrated } from "@/components/ui/ready-fieldset";

const LINKS = [
  { href: "/campaigns", label: "Campaigns" },
  { href: "/enrich", label: "Enrich a file" },
  { href: "/lists", label: "Lists" },
  { href: "/requests", label: "Requests" },
  { href: "/outbox", label: "Outbox" },
  { href: "/settings", label: "Settings" },
];

/**
 * `workspace`: the open workspace's name, or the switcher between the user's workspaces;
 * `hidden`: the links to pages the member's role cannot use (the layout decides, `allows`).
 */
export function AppNav({
  email,
  workspace,
  hidden = [],
}: {
  email: string;
  workspace?: ReactNode;
  hidden?: string[];
}) {
  const pathname = usePathname();
  // Below md the links and the account sit behind a menu button, so a phone's first screen
  // shows the page and not ~370 px of navigation.
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const shown = open ? "flex" : "hidden md:flex";
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 md:px-6">
        <Link href="/campaigns" className="text-lg font-bold tracking-tight text-brand-700">
          Leadwise
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="main-menu"
          disabled={!hydrated}
          onClick={() => setOpen((o) => !o)}
          className="ml-auto rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 md:hidden"
        >
          Menu
        </button>
        <div
          id="main-menu"
          className={`${shown} w-full flex-col gap-3 md:w-auto md:flex-1 md:flex-row md:items-center md:gap-6`}
        >
          <nav aria-label="Main" className="flex flex-1 flex-col gap-1 md:flex-row md:flex-wrap">
            {LINKS.filter((link) => !hidden.includes(link.href)).map((link) => {
              const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
              return (
                <Link
                  key={link.href}
                  href={link.href}
                  aria-current={active ? "page" : undefined}
                  onClick={() => setOpen(false)}
                  className={`rounded-md px-3 py-2 text-sm font-medium ${active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
                >
                  {link.label}
                </Link>
              );
            })}
          </nav>
          <div className="flex min-w-0 flex-wrap items-center gap-3 text-sm">
            {workspace}
            <span className="min-w-0 break-all text-slate-600" data-testid="signed-in-as">
              {email}
            </span>
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => signOut({ callbackUrl: "/sign-in" })}
              className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50"
            >
              Sign out
            </button>
          </div>
        </div>
      </div>
    </header>
  );
}
