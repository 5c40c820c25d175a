import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { contacts, profiles } from "@/db/schema";
import { inText } from "@/lib/core/sql/array-params";

/*
 * How fresh each fact of a person is: when their employment and each of their contact points
 * was last verified or last seen in a source. Answered beside a profile, never inside it (the
 * interface spec's profile keys do not change).
 */

export const Freshness = z
  .strictObject({
    employment: z.strictObject({
      lastVerifiedAt: z
        .string()
        .describe("When the current employer and title were last seen in a source or verified"),
    }),
    email: z.array(
      z.strictObject({
        value: z.string(),
        lastVerifiedAt: z.string().describe("Last seen in a source or last verified"),
        verification: z
          .enum(["valid", "catch_all", "invalid", "unknown"])
          .nullable()
          .describe("The last verification's verdict; null when never verified"),
      }),
    ),
    mobile: z.array(
      z.strictObject({
        value: z.string(),
        lastVerifiedAt: z.string().describe("Last seen in a source"),
      }),
    ),
  })
  .describe("When each fact of the profile was last verified or last seen in a source");
export type Freshness = z.infer<typeof Freshness>;

/** The freshness of some people's facts, by id; contact points limited to `shown` values. */
export async function freshnessOf(
  db: DbOrTx,
  people: { id: string; email: string[]; mobile: string[] }[],
): Promise<Map<string, Freshness>> {
  const out = new Map<string, Freshness>();
  if (people.length === 0) return out;
  const ids = people.map((p) => p.id);
  const [rows, points] = await Promise.all([
    db
      .select({ id: profiles.id, at: profiles.employmentVerifiedAt })
      .from(profiles)
      .where(sql`${profiles.id} ${inText(ids)}`),
    db
      .select({
        profileId: contacts.profileId,
        kind: contacts.kind,
        value: contacts.value,
        at: contacts.lastVerifiedAt,
        verification: contacts.verification,
      })
      .from(contacts)
      .where(sql`${contacts.profileId} ${inText(ids)}`),
  ]);
  const employment = new Map(rows.map((r) => [r.id, r.at]));
  for (const p of people) {
    const at = employment.get(p.id);
    if (!at) continue;
    const mine = points.filter((c) => c.profileId === p.id);
    out.set(p.id, {
      employment: { lastVerifiedAt: at.toISOString() },
      email: p.email.flatMap((value) => {
        const c = mine.find((m) => m.kind === "email" && m.value === value);
        return c
          ? [{ value, lastVerifiedAt: c.at.toISOString(), verification: c.verification }]
          : [];
      }),
      mobile: p.mobile.flatMap((value) => {
        const c = mine.find((m) => m.kind === "mobile" && m.value === value);
        return c ? [{ value, lastVerifiedAt: c.at.toISOString() }] : [];
      }),
    });
  }
  return out;
}
