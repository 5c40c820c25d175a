import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "@/db/client";
import { emailOutbox, optOutAttempts } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import { RateLimited } from "@/lib/core/errors";
import { publicUrl } from "@/lib/core/public-url";
import { inText } from "@/lib/core/sql/array-params";
import { queueEmail } from "@/lib/engines/mail/mail-job";
import { emitEvents } from "@/lib/engines/webhooks/emit-event";
import { appendFeed } from "@/lib/features/changes/feed";
import {
  addressHash,
  clientHash,
  normaliseAddress,
  openClaim,
  sealClaim,
} from "@/lib/model/suppression/address";
import { suppressAddress } from "@/lib/model/suppression/suppress-address";

export const OptOutRequest = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: "Enter a valid e-mail address." })),
});
export type OptOutRequest = z.infer<typeof OptOutRequest>;

/** A confirmation link stays valid this long. */
export const LINK_TTL_MS = 7 * 24 * 3600_000;
const WINDOW_MS = 3600_000;
/** Per address per hour: enough for a lost e-mail, too few to flood someone's inbox. */
const PER_ADDRESS = 3;
/** Per client per hour: a person opts out a handful of addresses, not a list. */
const PER_CLIENT = 10;
const EMAIL_KIND = "privacy.opt-out";

/**
 * Sends a confirmation link to the address. Answers the same whether or not Leadwise holds the
 * address, so the form cannot be used to learn who is in the data. Only hashes of the address
 * and of the client are stored (for rate limiting); the link carries the rest, sealed.
 */
export async function requestOptOut(
  ctx: { db: Db; clock: Clock },
  input: OptOutRequest & { client: string },
): Promise<void> {
  const { email } = OptOutRequest.parse(input);
  const address = normaliseAddress(email);
  const now = ctx.clock.now();
  const hash = addressHash(address);
  const client = clientHash(input.client);
  await ctx.db.transaction(async (tx) => {
    // Serialises submissions for one address or client, so a burst cannot slip past the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${hash}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${client}))`);
    await tx
      .delete(optOutAttempts)
      .where(lt(optOutAttempts.createdAt, new Date(now.getTime() - 24 * WINDOW_MS)));
    const since = new Date(now.getTime() - WINDOW_MS);
    const [byAddress] = await tx
      .select({ n: count() })
      .from(optOutAttempts)
      .where(and(eq(optOutAttempts.addressHash, hash), gte(optOutAttempts.createdAt, since)));
    const [byClient] = await tx
      .select({ n: count() })
      .from(optOutAttempts)
      .where(and(eq(optOutAttempts.clientHash, client), gte(optOutAttempts.createdAt, since)));
    if ((byAddress?.n ?? 0) >= PER_ADDRESS || (byClient?.n ?? 0) >= PER_CLIENT) {
      throw new RateLimited(Math.ceil(WINDOW_MS / 1000));
    }
    await tx
      .insert(optOutAttempts)
      .values({ addressHash: hash, clientHash: client, createdAt: now });
    const token = sealClaim({
      address,
      requestedAt: now.getTime(),
      expiresAt: now.getTime() + LINK_TTL_MS,
    });
    const link = publicUrl(`/privacy/opt-out/confirm?token=${token}`);
    await queueEmail(tx, null, {
      to: [address],
      kind: EMAIL_KIND,
      subject: "Confirm your opt-out from Leadwise",
      text: `Someone (we hope you) asked Leadwise to stop holding and sharing contact data for this address.\n\nConfirm here: ${link}\n\nThe link works for 7 days. If you did not ask, ignore this e-mail: nothing changes.`,
      html: `<p>Someone (we hope you) asked Leadwise to stop holding and sharing contact data for this address.</p><p><a href="${link}">Confirm the opt-out</a></p><p>The link works for 7 days. If you did not ask, ignore this e-mail: nothing changes.</p>`,
    });
  });
}

export type ConfirmOutcome = { ok: true } | { ok: false; reason: "invalid" | "expired" };

/**
 * Confirms an opt-out from its e-mailed link: suppresses the address globally (every profile
 * holding it, now and in later imports) and forgets the confirmation e-mail, which held the
 * address in the clear. Confirming twice changes nothing.
 */
export async function confirmOptOut(
  ctx: { db: Db; clock: Clock },
  token: string,
): Promise<ConfirmOutcome> {
  const claim = openClaim(token);
  if (!claim) return { ok: false, reason: "invalid" };
  const now = ctx.clock.now();
  if (claim.expiresAt < now.getTime()) return { ok: false, reason: "expired" };
  await ctx.db.transaction(async (tx) => {
    const { profileIds } = await suppressAddress(tx, {
      address: claim.address,
      method: "email-link",
      requestedAt: new Date(claim.requestedAt),
      confirmedAt: now,
    });
    await tx
      .delete(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, EMAIL_KIND),
          sql`${emailOutbox.to} = array[${claim.address}]::text[]`,
        ),
      );
    await reportOptedOut(tx, profileIds, ctx.clock);
  });
  return { ok: true };
}

/**
 * `contact.opted_out` to each account that was delivered one of the newly suppressed profiles
 * (a campaign's lead or a list's item): it must stop contacting them too. The address itself
 * is not sent.
 */
async function reportOptedOut(tx: DbOrTx, profileIds: string[], clock: Clock): Promise<void> {
  if (profileIds.length === 0) return;
  const holders = await tx.execute<{ account_id: string; profile_id: string }>(sql`
    select account_id, profile_id from campaign_leads where profile_id ${inText(profileIds)}
    union
    select account_id, profile_id from list_items where profile_id ${inText(profileIds)}`);
  // And an `opted_out` entry in the change feed of each list and campaign holding them.
  const feeds = await tx.execute<{
    account_id: string;
    profile_id: string;
    list_id: string | null;
    campaign_id: string | null;
  }>(sql`
    select account_id, profile_id, null::text as list_id, campaign_id
      from campaign_leads where profile_id ${inText(profileIds)}
    union all
    select account_id, profile_id, list_id, null::text
      from list_items where profile_id ${inText(profileIds)}`);
  await appendFeed(
    tx,
    feeds.map((f) => ({
      accountId: f.account_id,
      subject: f.list_id ? { listId: f.list_id } : { campaignId: f.campaign_id ?? "" },
      kind: "opted_out" as const,
      profileId: f.profile_id,
    })),
    clock.now(),
  );
  await emitEvents(
    tx,
    holders.map((h) => ({
      accountId: h.account_id,
      type: "contact.opted_out" as const,
      data: { profileId: h.profile_id, channel: "email" as const },
    })),
    clock,
  );
}
