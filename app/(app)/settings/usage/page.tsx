import type { Metadata } from "next";
import { LocalTime } from "@/components/ui/local-time";
import { UsageBar } from "@/components/ui/usage-bar";
import { listLedger } from "@/lib/allowances/ledger";
import { getUsage } from "@/lib/allowances/usage";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import { onReplica } from "@/lib/sql/replica";

export const metadata: Metadata = { title: "Usage" };
export const dynamic = "force-dynamic";

const n = (x: number) => x.toLocaleString("en-US");
const LABELS = {
  search: "Search",
  api: "API (enrichment)",
  email: "E-mail addresses",
  mobile: "Mobile numbers",
};

export default async function UsagePage() {
  const ctx = await requireSessionCtx();
  const [usage, ledger] = await Promise.all([
    onReplica(ctx.db, (db) => getUsage({ ...ctx, db })),
    onReplica(ctx.db, (db) => listLedger({ ...ctx, db }, 50)),
  ]);
  const resetsAt = usage.api.resetsAt;
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold">Today</h2>
        <p className="mt-1 text-sm text-slate-600">
          Daily allowances reset at {resetsAt.slice(0, 16).replace("T", " ")} UTC (00:00 UTC).
          Credits never reset.
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {/* Every counter, in the order getUsage gives them. */}
          {(Object.keys(usage) as (keyof typeof usage)[]).map((c) => {
            const u = usage[c];
            return (
              <li key={c} data-testid={`usage-${c}`}>
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{LABELS[c]}</span>
                  <span className="tabular-nums text-slate-600">
                    {n(u.used)} of {n(u.limit)} used · {n(u.remaining)} left
                  </span>
                </div>
                <UsageBar label={LABELS[c]} used={u.used} limit={u.limit} thick />
                <p className="mt-1 text-xs text-slate-600">{n(u.credits)} credits</p>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold">Credit ledger</h2>
        {ledger.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No credit changes yet.</p>
        ) : (
          <div className="relative mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  {["When", "Counter", "Change", "Balance", "Why"].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-4 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ledger.map((row) => (
                  <tr key={row.id} className="border-t border-slate-100">
                    <td className="py-2 pr-4 whitespace-nowrap text-slate-600">
                      <LocalTime iso={row.createdAt.toISOString()} />
                    </td>
                    <td className="py-2 pr-4">{row.counter}</td>
                    <td
                      className={`py-2 pr-4 tabular-nums ${row.delta < 0 ? "text-red-700" : "text-green-800"}`}
                    >
                      {row.delta > 0 ? `+${n(row.delta)}` : n(row.delta)}
                    </td>
                    <td className="py-2 pr-4 tabular-nums">{n(row.balanceAfter)}</td>
                    <td className="py-2 pr-4">{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
