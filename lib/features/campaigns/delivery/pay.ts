import type { Counter } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { AllowanceExceeded, MemberLimitReached } from "@/lib/core/errors";
import {
  type Debit,
  lockCounter,
  lockMembers,
  recordDebits,
  refusal,
} from "@/lib/features/allowances/debit-each";
import type { Profile } from "@/lib/model/profiles/profile-schema";

const PAID: Counter[] = ["api", "email", "mobile"];

interface Paying {
  id: string;
  name: string;
  delivery: { email: boolean; mobile: boolean };
  /** Who launched it: its leads count against their own daily caps too. */
  actingUserId?: string | null;
}

/**
 * Pays for a run's leads, in order, through the batch debit path enrichment uses
 * (lib/features/allowances/debit-each.ts): the counters' rows are locked once for the transaction, each
 * lead costs `api` 1 plus `email`/`mobile` per contact delivered, all or nothing, and the first
 * lead that cannot pay ends the run (`exhausted` says why). One ledger row per counter and lead.
 */
export async function payForLeads(
  ctx: TxCtx,
  campaign: Paying,
  profiles: Profile[],
): Promise<{ leads: Profile[]; exhausted?: AllowanceExceeded | MemberLimitReached }> {
  const costs = profiles.map(
    (p): Record<Counter, number> => ({
      search: 0,
      api: 1,
      email: campaign.delivery.email ? (p.email?.length ?? 0) : 0,
      mobile: campaign.delivery.mobile ? (p.mobile?.length ?? 0) : 0,
    }),
  );
  // Locked together, in the order every debit takes them.
  const counters = PAID.filter((c) => costs.some((cost) => cost[c] > 0));
  const locks = await Promise.all(counters.map((c) => lockCounter(ctx, c)));
  // Then the launcher's own rows, after every counter's (the order every debit takes them).
  const member = campaign.actingUserId ?? null;
  if (member) for (const lock of locks) await lockMembers(ctx, lock, [member]);
  const debits = locks.map((): Debit[] => []);
  const spent = locks.map(() => 0);
  const leads: Profile[] = [];
  let exhausted: AllowanceExceeded | MemberLimitReached | undefined;
  for (const [i, profile] of profiles.entries()) {
    const cost = costs[i];
    if (!cost) continue;
    const refusals = locks.flatMap((lock, c) => {
      const n = cost[lock.counter];
      const paid = spent[c] ?? 0;
      const refused =
        n > 0 &&
        refusal({ ...lock, balance: lock.balance - paid, used: lock.used + paid }, n, member, paid);
      return refused ? [refused] : [];
    });
    // The workspace's refusals first; the launcher's own cap when the workspace could pay.
    exhausted =
      AllowanceExceeded.combine(
        refusals.filter((r): r is AllowanceExceeded => r instanceof AllowanceExceeded),
      ) ?? refusals.find((r): r is MemberLimitReached => r instanceof MemberLimitReached);
    if (exhausted) break;
    for (const [c, lock] of locks.entries()) {
      const n = cost[lock.counter];
      if (n === 0) continue;
      spent[c] = (spent[c] ?? 0) + n;
      debits[c]?.push({ n, ref: `campaign:${campaign.id}:${profile.id}`, member });
    }
    leads.push(profile);
  }
  await Promise.all(
    locks.map((lock, c) =>
      recordDebits(ctx, lock, debits[c] ?? [], `campaign lead: ${campaign.name}`),
    ),
  );
  return { leads, exhausted };
}
