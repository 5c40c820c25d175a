import type { ReactNode } from "react";
import { AppNav } from "@/components/app-nav";
import { requireSession } from "@/lib/auth/server-session";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const session = await requireSession();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <AppNav email={session.email} />
      <main id="main" className="mx-auto max-w-7xl px-6 py-8">
        {children}
      </main>
    </>
  );
}
