import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { enrichmentRequests } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import { inText, jsonRecords } from "@/lib/core/sql/array-params";
import type { ContactKind, Picked } from "@/lib/engines/providers/pick-contacts";
import { emitEvents } from "@/lib/engines/webhooks/emit-event";
import { type Claimed, deliverMany } from "@/lib/engines/webhooks/outbox";
import {
  decide,
  lockCounter,
  lockMembers,
  recordDebits,
} from "@/lib/features/allowances/debit-each";
import { listedAmong } from "@/lib/features/do-not-contact/dnc-match";
import { assembleProfile, type StoredProfile } from "@/lib/model/profiles/profile-rows";
import type { WithheldContact } from "@/lib/model/profiles/profile-schema";
import type { Built } from "./build";
import { deliveryBody } from "./delivery-body";
import { relaxedCommit } from "./slots";
import type { MissingContact, RequestRow, StoredResult } from "./stored-result";

/**
 * Takes the people on each request's account's do-not-contact list out of what it delivers
 * and pays for, read in the finishing transaction so an entry committed before it is honoured.
 */
async function withholdListed(
  tx: DbOrTx,
  requests: RequestRow[],
  built: Map<string, Built>,
): Promise<Map<string, WithheldContact[]>> {
  const out = new Map<string, WithheldContact[]>();
  for (const accountId of new Set(requests.map((r) => r.accountId))) {
    const own = requests.filter((r) => r.accountId === accountId);
    const ids = own.flatMap((r) => (built.get(r.id)?.profiles ?? []).map((p) => p.id));
    const listed = await listedAmong(tx, accountId, ids);
    if (listed.size === 0) continue;
    for (const r of own) {
      const b = built.get(r.id);
      if (!b) continue;
      const held = b.profiles.filter((p) => listed.has(p.id));
      if (held.length === 0) continue;
      b.profiles = b.profiles.filter((p) => !listed.has(p.id));
      for (const p of held) b.picked.delete(p.id);
      out.set(
        r.id,
        held.map((p) => ({
          profileId: p.id,
          reason: "do_not_contact" as const,
          entry: listed.get(p.id) ?? "",
        })),
      );
    }
  }
  return out;
}

/** The requests of `requests` this worker still holds, their rows locked. */
async function stillMine(
  tx: DbOrTx,
  requests: RequestRow[],
  workerId: string,
  relaxed: boolean,
): Promise<RequestRow[]> {
  const [, owned] = await Promise.all([
    relaxed ? tx.execute(relaxedCommit) : undefined,
    tx
      .select({ id: enrichmentRequests.id })
      .from(enrichmentRequests)
      .where(
        and(
          sql`${enrichmentRequests.id} ${inText(requests.map((r) => r.id))}`,
          eq(enrichmentRequests.status, "processing"),
          eq(enrichmentRequests.workerId, workerId),
        ),
      )
      .orderBy(enrichmentRequests.id)
      .for("update"),
  ]);
  const ownedIds = new Set(owned.map((o) => o.id));
  return requests.filter((r) => ownedIds.has(r.id));
}

interface Payment {
  /** `${requestId}\0${profileId}` → the contacts paid for. */
  paid: Map<string, Partial<Record<ContactKind, Picked>>>;
  missing: Map<string, MissingContact[]>;
  /** The debits' writes, left for the caller to send with its own. */
  debits: Promise<unknown>[];
}

/** What each counter is asked to pay, per account, in request order. */
function owedByCounter(tx: DbOrTx, mine: RequestRow[], built: Map<string, Built>, clock: Clock) {
  return [...new Set(mine.map((r) => r.accountId))].sort().flatMap((accountId) =>
    (["email", "mobile"] as const).flatMap((kind) => {
      const owed = mine
        .filter((r) => r.accountId === accountId)
        .flatMap((r) =>
          (built.get(r.id)?.profiles ?? []).flatMap((p) => {
            const picked = built.get(r.id)?.picked.get(p.id)?.[kind];
            return picked?.entries.length ? [{ request: r, profileId: p.id, picked }] : [];
          }),
        );
      return owed.length ? [{ ctx: { db: tx, accountId, clock }, kind, owed }] : [];
    }),
  );
}

/**
 * Pays for the picked contacts, each counter all or nothing per profile; a profile whose
 * contacts its counter cannot pay is listed in `missing`. Records each paid contact's source.
 */
async function pay(
  tx: DbOrTx,
  mine: RequestRow[],
  built: Map<string, Built>,
  clock: Clock,
): Promise<Payment> {
  const owedBy = owedByCounter(tx, mine, built, clock);
  // The counters' rows are locked together, in the order every debit takes them: each
  // counter's workspace rows, then its requesting members' own rows.
  const locks = await Promise.all(
    owedBy.map(async ({ ctx, kind, owed }) => {
      const lock = await lockCounter(ctx, kind);
      const members = owed.map((o) => o.request.actingUserId);
      if (members.some(Boolean)) await lockMembers(ctx, lock, members);
      return lock;
    }),
  );
  const payment: Payment = { paid: new Map(), missing: new Map(), debits: [] };
  for (const [g, { ctx, kind, owed }] of owedBy.entries()) {
    const lock = locks[g];
    if (!lock) continue;
    const demands = owed.map((o) => ({
      n: o.picked.entries.length,
      ref: o.request.id,
      member: o.request.actingUserId,
    }));
    const outcomes = decide(lock, demands);
    payment.debits.push(
      recordDebits(
        ctx,
        lock,
        demands.filter((_, i) => outcomes[i] === null),
        `${kind === "email" ? "e-mail addresses" : "mobile numbers"} delivered`,
      ),
    );
    for (const [i, o] of owed.entries()) {
      const refused = outcomes[i];
      if (refused) {
        const list = payment.missing.get(o.request.id) ?? [];
        list.push({ profileId: o.profileId, field: kind, reason: refused.reason });
        payment.missing.set(o.request.id, list);
        continue;
      }
      const key = `${o.request.id}\u0000${o.profileId}`;
      payment.paid.set(key, { ...payment.paid.get(key), [kind]: o.picked });
      const provenance = built.get(o.request.id)?.provenance;
      if (provenance && o.picked.source) {
        provenance[o.profileId] = { ...provenance[o.profileId], [kind]: o.picked.source };
      }
    }
  }
  return payment;
}

/** Each request's stored result: its profiles with the contacts paid for attached. */
function resultsOf(
  mine: RequestRow[],
  built: Map<string, Built>,
  { paid, missing }: Payment,
  withheld: Map<string, WithheldContact[]>,
): { request: RequestRow; result: StoredResult }[] {
  return mine.map((request) => {
    const b = built.get(request.id);
    const data = (b?.profiles ?? []).map((p) => {
      const { email: _e, mobile: _m, organization, ...rest } = p;
      const contacts = paid.get(`${request.id}\u0000${p.id}`);
      return assembleProfile(rest as StoredProfile, organization, {
        email: contacts?.email?.entries,
        mobile: contacts?.mobile?.entries,
      });
    });
    const result: StoredResult = {
      data,
      missing: missing.get(request.id) ?? [],
      notFound: b?.notFound ?? [],
      ...(withheld.has(request.id) ? { withheld: withheld.get(request.id) } : {}),
      provenance: b?.provenance ?? {},
      sourcedAt: b?.sourcedAt ?? {},
    };
    return { request, result };
  });
}

/** Marks the requests succeeded with their results. */
function storeResults(
  tx: DbOrTx,
  results: { request: RequestRow; result: StoredResult }[],
  clock: Clock,
) {
  return (
    tx
      .update(enrichmentRequests)
      .set({
        status: "success",
        result: sql`v.result`,
        completedAt: clock.now(),
        workerId: null,
        leaseUntil: null,
      })
      .from(
        jsonRecords(
          results.map(({ request, result }) => ({ id: request.id, result })),
          "id text, result json",
        ),
      )
      // The ids again as an array: the planner cannot see how many rows json_to_recordset
      // gives, and without them it hash-joins against the whole table.
      .where(
        sql`${enrichmentRequests.id} = v.id and ${enrichmentRequests.id} ${inText(
          results.map(({ request }) => request.id),
        )}`,
      )
  );
}

/**
 * Pays for and attaches the contacts, stores the results and writes the webhook deliveries
 * (claimed for this worker's first attempt, into `claimed`), in one transaction that first
 * checks this worker still holds each request: a request taken over by another worker is left
 * alone, so it is never paid for twice. A profile whose contacts its counter cannot pay is
 * delivered without them and listed in `missing`. Returns the requests finished.
 */
export async function finish(
  db: Db,
  requests: RequestRow[],
  built: Map<string, Built>,
  workerId: string,
  clock: Clock,
  claimed: Claimed[],
): Promise<RequestRow[]> {
  // A run whose webhooks this worker sends right after keeps the durable commit: a webhook
  // must not go out for a result the database could still lose.
  const sendsWebhooks = requests.some((r) => r.webhookUrl);
  return db.transaction(async (tx) => {
    const mine = await stillMine(tx, requests, workerId, !sendsWebhooks);
    if (mine.length === 0) return [];
    const withheld = await withholdListed(tx, mine, built);
    const payment = await pay(tx, mine, built, clock);
    const results = resultsOf(mine, built, payment, withheld);
    // Every write in one round trip.
    await Promise.all([
      ...payment.debits,
      storeResults(tx, results, clock),
      // A request finishes once, so no earlier delivery of it can have been refused with 410.
      deliverMany(
        tx,
        results.flatMap(({ request, result }) =>
          request.webhookUrl
            ? [
                {
                  accountId: request.accountId,
                  url: request.webhookUrl,
                  body: deliveryBody(request, result),
                  bodyRebuilt: true,
                  refs: { requestId: request.id },
                },
              ]
            : [],
        ),
        clock,
        { firstForRefs: true, claimFor: workerId, claimed },
      ),
      emitEvents(
        tx,
        results.map(({ request, result }) => ({
          accountId: request.accountId,
          type: "enrichment.completed" as const,
          data: {
            requestId: request.id,
            kind: request.kind,
            status: "success" as const,
            found: result.data.length,
          },
        })),
        clock,
      ),
    ]);
    return mine;
  });
}
