import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalTime } from "@/components/ui/local-time";
import { env } from "@/lib/core/env";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listOutbox } from "@/lib/engines/mail/send-email";

export const metadata: Metadata = { title: "Outbox" };
export const dynamic = "force-dynamic";

const STATUS_STYLE = {
  outbox: "bg-slate-100 text-slate-700",
  sent: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
} as const;

export default async function OutboxPage() {
  const ctx = await requireSessionCtx();
  const messages = await listOutbox(ctx.db, ctx.accountId);
  const smtp = Boolean(env().SMTP_URL);
  return (
    <>
      <PageHeader
        title="Outbox"
        description={
          smtp
            ? "E-mails sent by your campaigns through the configured SMTP server."
            : "No SMTP server is configured (SMTP_URL), so the e-mails your campaigns send are kept here."
        }
      />
      {messages.length === 0 ? (
        <EmptyState title="No e-mails yet">
          Campaign launches, lead digests and allowance warnings will appear here.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-lg border border-slate-200 bg-white">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-3 px-4 py-3">
                  <span
                    className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[m.status]}`}
                  >
                    {m.status}
                  </span>
                  <span className="font-medium">{m.subject}</span>
                  <span className="text-sm text-slate-600">to {m.to.join(", ")}</span>
                  <time
                    className="ml-auto text-xs text-slate-500"
                    dateTime={m.createdAt.toISOString()}
                  >
                    <LocalTime iso={m.createdAt.toISOString()} />
                  </time>
                </summary>
                <div className="border-t border-slate-200 p-4">
                  {m.error && (
                    <p className="mb-3 text-sm text-red-700" role="alert">
                      {m.error}
                    </p>
                  )}
                  <iframe
                    title={`E-mail: ${m.subject}`}
                    sandbox=""
                    srcDoc={m.html}
                    className="h-96 w-full rounded border border-slate-200 bg-white"
                  />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
