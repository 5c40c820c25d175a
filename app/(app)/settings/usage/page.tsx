import type { Metadata } from "next";
import { LocalTime } from "@/components/ui/local-time";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { UsageBar } from "@/components/ui/usage-bar";
import { onReplica } from "@/lib/core/sql/replica";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listLedger } from "@/lib/features/allowances/ledger";
import { getUsage } from "@/lib/features/allowances/usage";

export const metadata: Metadata = { title: "Usage" };
export const dynamic = "force-dynamic";

const n = (x: number) => x.toLocaleString("en-US");
const LABELS = {
  search: "Search",
  api: "API (enrichment)",
  email: "E-mail addresses",
  mobile: "Mobile numbers",
};

type Usage = Awaited<ReturnType<typeof getUsage>>;
type LedgerRow = Awaited<ReturnType<typeof listLedger>>[number];

/** Each daily allowance: used, left, and the credits beside it; when they reset. */
function TodaySection({ usage }: { usage: Usage }) {
  const resetsAt = usage.api.resetsAt;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold">Today</h2>
      <p className="mt-1 text-sm text-slate-600">
        Daily allowances reset every day at 00:00 UTC, next on <LocalTime iso={resetsAt} />. Credits
        never reset.
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
  );
}

/** The latest credit changes, each with the balance after it and why. */
function LedgerSection({ ledger }: { ledger: LedgerRow[] }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold">Credit ledger</h2>
      {ledger.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No credit changes yet.</p>
      ) : (
        <div className="mt-2">
          <Table
            inset
            head={["When", "Counter", "Change", "Balance", "Why"].map((h) => <Th key={h}>{h}</Th>)}
          >
            {ledger.map((row) => (
              <Tr key={row.id}>
                <Td className="whitespace-nowrap text-slate-600">
                  <LocalTime iso={row.createdAt.toISOString()} />
                </Td>
                <Td>{row.counter}</Td>
                <Td className={`tabular-nums ${row.delta < 0 ? "text-red-700" : "text-green-800"}`}>
                  {row.delta > 0 ? `+${n(row.delta)}` : n(row.delta)}
                </Td>
                <Td className="tabular-nums">{n(row.balanceAfter)}</Td>
                <Td>{row.reason}</Td>
              </Tr>
            ))}
          </Table>
        </div>
      )}
    </section>
  );
}

export default async function UsagePage() {
  const ctx = await requireSessionCtx();
  const [usage, ledger] = await Promise.all([
    onReplica(ctx.db, (db) => getUsage({ ...ctx, db })),
    onReplica(ctx.db, (db) => listLedger({ ...ctx, db }, 50)),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <TodaySection usage={usage} />
      <LedgerSection ledger={ledger} />
    </div>
  );
}
