import type { Metadata } from "next";
import { RoleNotice } from "@/components/teams/role-notice";
import { ActionForm } from "@/components/ui/action-form";
import { EmptyNote } from "@/components/ui/empty-note";
import { RowAction } from "@/components/ui/row-action";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { moveProviderAction, removeProviderAction } from "@/lib/edge/actions/provider-actions";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { CONNECTORS } from "@/lib/engines/providers/connectors";
import { listProviders, providerFiguresToday } from "@/lib/engines/providers/settings";
import { AddProvider } from "./add-provider";
import { DraggableRows } from "./draggable-rows";
import { TestConnection } from "./test-connection";

export const metadata: Metadata = { title: "Data providers" };
export const dynamic = "force-dynamic";

const percent = (part: number, whole: number) =>
  whole === 0 ? "—" : `${Math.round((100 * part) / whole)} %`;

/** The breaker as the workers last recorded it (lib/engines/providers/breaker.ts), in words. */
function breakerText(openUntil: Date | null, now: Date): string {
  if (openUntil === null) return "Closed: asked";
  if (openUntil > now) return `Open: skipped until ${openUntil.toISOString().slice(11, 19)} UTC`;
  return "Half-open: the next call is a trial";
}

const COLUMNS = [
  "Order",
  "Provider",
  "Key",
  "Calls a day",
  "Timeout",
  "At once",
  "Asked",
  "Found",
  "Hit rate",
  "Errors",
  "Left today",
  "Breaker",
  "Connection",
];

type Provider = Awaited<ReturnType<typeof listProviders>>[number];
type Figures = Awaited<ReturnType<typeof providerFiguresToday>>;

/** One step up or down the account's order. */
function MoveButton({
  id,
  direction,
  label,
  disabled,
}: {
  id: string;
  direction: "up" | "down";
  label: string;
  disabled: boolean;
}) {
  return (
    <ActionForm action={moveProviderAction} fields={{ id, direction }}>
      <button
        type="submit"
        disabled={disabled}
        className="rounded px-2 text-sm text-brand-700 hover:underline disabled:text-slate-300"
      >
        {direction === "up" ? "↑" : "↓"}
        <span className="sr-only">
          Move {label} {direction}
        </span>
      </button>
    </ActionForm>
  );
}

/** One provider: its place, settings, today's figures, breaker, connection test and removal. */
function ProviderRow({
  p,
  index,
  last,
  figures,
  now,
}: {
  p: Provider;
  index: number;
  last: boolean;
  figures: Figures;
  now: Date;
}) {
  const f = figures.get(p.provider) ?? { asked: 0, found: 0, notFound: 0, errors: 0 };
  return (
    <Tr className="cursor-move" data-testid="provider-row" data-provider-id={p.id} draggable>
      <Td>
        <div className="flex items-center gap-1">
          <span className="w-5 tabular-nums">{index + 1}</span>
          <MoveButton id={p.id} direction="up" label={p.label} disabled={index === 0} />
          <MoveButton id={p.id} direction="down" label={p.label} disabled={last} />
        </div>
      </Td>
      <Td className="font-medium">{p.label}</Td>
      <Td className="font-mono text-xs">{p.keyHint}</Td>
      <Td>{p.dailyBudget ?? "no limit"}</Td>
      <Td>{p.timeoutMs} ms</Td>
      <Td>{p.concurrency}</Td>
      <Td className="tabular-nums">{f.asked}</Td>
      <Td className="tabular-nums">{f.found}</Td>
      <Td className="tabular-nums">{percent(f.found, f.found + f.notFound)}</Td>
      <Td className="tabular-nums">{f.errors}</Td>
      <Td className="tabular-nums">
        {p.dailyBudget === null ? "no limit" : Math.max(0, p.dailyBudget - f.asked)}
      </Td>
      <Td data-testid="provider-breaker">{breakerText(p.breakerOpenUntil, now)}</Td>
      <Td>
        <TestConnection id={p.id} label={p.label} />
      </Td>
      <Td className="text-right">
        <RowAction
          action={removeProviderAction}
          fields={{ id: p.id }}
          label="Remove"
          of={p.label}
        />
      </Td>
    </Tr>
  );
}

export default async function ProvidersPage() {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "admin")) {
    return <RoleNotice role={ctx.role} what="manage data providers" />;
  }
  const scope = { db: ctx.db, accountId: ctx.accountId };
  const [providers, operator, figures] = await Promise.all([
    listProviders(scope),
    listProviders({ db: ctx.db, accountId: null }),
    providerFiguresToday(ctx),
  ]);
  const now = ctx.clock.now();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        When Leadwise's own data has no profile, e-mail or mobile for someone, these providers are
        asked with your keys, in this order, each only for what is still missing, until one has it.
        You pay your allowances only for contacts delivered; a provider's not-found costs nothing.
        Nobody who opted out or is on your do-not-contact list is ever sent to a provider.
        {providers.length === 0 && operator.length > 0
          ? ` With no list of your own, the operator's (${operator.map((p) => p.label).join(", ")}) is used.`
          : ""}
      </p>
      <AddProvider
        providers={Object.values(CONNECTORS).map((c) => ({ id: c.id, label: c.label }))}
      />
      {providers.length === 0 ? (
        <EmptyNote>No providers of your own yet: add one above.</EmptyNote>
      ) : (
        <Table
          dense
          caption={
            <>
              Your providers, in the order they are asked (drag a row onto another, or use ↑ and ↓);
              figures for today (UTC). The breaker is as the job workers last recorded it: open
              after repeated failures or a rate limit, when the provider is skipped for a while.
            </>
          }
          body={(rows) => <DraggableRows ids={providers.map((p) => p.id)}>{rows}</DraggableRows>}
          head={
            <>
              {COLUMNS.map((h) => (
                <Th key={h}>{h}</Th>
              ))}
              <Th>
                <span className="sr-only">Remove</span>
              </Th>
            </>
          }
        >
          {providers.map((p, i) => (
            <ProviderRow
              key={p.id}
              p={p}
              index={i}
              last={i === providers.length - 1}
              figures={figures}
              now={now}
            />
          ))}
        </Table>
      )}
    </div>
  );
}
