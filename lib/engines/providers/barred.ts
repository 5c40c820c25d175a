import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { inText } from "@/lib/core/sql/array-params";
import { addressHash, normaliseAddress } from "@/lib/model/suppression/address";

/** Addresses and domains nobody may be sent or delivered. */
export interface Barred {
  addresses: Set<string>;
  domains: Set<string>;
}

/** Addresses, of those given, that nobody may be sent or delivered: suppressed, or listed. */
export async function barredAddresses(
  db: DbOrTx,
  accountId: string,
  addresses: string[],
  domains: string[],
): Promise<Barred> {
  const normal = [...new Set(addresses.map(normaliseAddress))];
  const allDomains = [
    ...new Set([...domains, ...normal.map((a) => a.split("@")[1] ?? "")].filter(Boolean)),
  ];
  if (normal.length === 0 && allDomains.length === 0) {
    return { addresses: new Set(), domains: new Set() };
  }
  const hashes = new Map(normal.map((a) => [addressHash(a), a]));
  const [suppressed, listed] = await Promise.all([
    normal.length
      ? db.execute<{ h: string }>(
          sql`select address_hash as h from email_suppressions where address_hash ${inText([...hashes.keys()])}`,
        )
      : Promise.resolve([]),
    db.execute<{ kind: string; value: string }>(sql`
      select kind, value from do_not_contact where account_id = ${accountId}
        and ((kind = 'email' and value ${inText(normal.length ? normal : [""])})
          or (kind = 'domain' and value ${inText(allDomains.length ? allDomains : [""])}))`),
  ]);
  return {
    addresses: new Set([
      ...suppressed.flatMap((r) => hashes.get(r.h) ?? []),
      ...listed.filter((l) => l.kind === "email").map((l) => l.value),
    ]),
    domains: new Set(listed.filter((l) => l.kind === "domain").map((l) => l.value)),
  };
}

export const isBarred = (barred: Barred, address: string) => {
  const a = normaliseAddress(address);
  return barred.addresses.has(a) || barred.domains.has(a.split("@")[1] ?? "");
};
