import { and, desc, eq, ilike, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { profiles } from "@/db/schema";
import type { Ctx } from "@/lib/core/context";
import { decodeCursor, encodeCursor } from "@/lib/core/paging/cursor";
import { CursorParam } from "@/lib/core/paging/page";
import { inText } from "@/lib/core/sql/array-params";
import { bumpDataVersion } from "@/lib/core/sql/data-version";

export const OwnContactsQuery = z.strictObject({
  q: z
    .string()
    .max(200)
    .trim()
    .optional()
    .describe("Words of the name, e-mail, phone, title or company"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: CursorParam,
});
export type OwnContactsQuery = z.input<typeof OwnContactsQuery>;

/** One imported person as the contacts page lists them. */
export interface OwnContact {
  id: string;
  name: string;
  title: string | null;
  company: string | null;
  place: string | null;
  emails: string[];
  mobiles: string[];
}

export interface OwnContactsPage {
  data: OwnContact[];
  nextCursor: string | null;
}

/**
 * A person's contacts of one kind, in the order they were saved. Drizzle leaves a select's
 * columns unqualified, so the subquery names its tables itself.
 */
const contactValues = (kind: "email" | "mobile") =>
  sql<
    string[]
  >`coalesce((select array_agg(c.value order by c.id) from contacts c where c.profile_id = "profiles"."id" and c.kind = ${kind}), '{}')`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function beforeCursor(cursor?: string): number | undefined {
  if (!cursor) return undefined;
  return decodeCursor(cursor, (text) => {
    const match = /^o(\d{1,15})$/.exec(text);
    return match ? Number(match[1]) : undefined;
  });
}

/**
 * The account's own contacts (the people it imported), newest first, a page at a time;
 * `q` finds words of the name, an e-mail address or phone number, the title or the company.
 * Only the caller's: the catalogue and other accounts' imports are never listed.
 */
export async function listOwnContacts(
  ctx: Ctx,
  raw: OwnContactsQuery = {},
): Promise<OwnContactsPage> {
  const query = OwnContactsQuery.parse(raw);
  const before = beforeCursor(query.cursor);
  const needle = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const rows = await ctx.db
    .select({
      seq: profiles.seq,
      id: profiles.id,
      fn: profiles.fn,
      ln: profiles.ln,
      title: profiles.title,
      company: profiles.companyName,
      city: profiles.city,
      country: profiles.country,
      emails: contactValues("email"),
      mobiles: contactValues("mobile"),
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.ownerAccountId, ctx.accountId),
        before !== undefined ? lt(profiles.seq, before) : undefined,
        needle
          ? or(
              ilike(
                sql`coalesce(${profiles.fn}, '') || ' ' || coalesce(${profiles.ln}, '')`,
                needle,
              ),
              ilike(profiles.title, needle),
              ilike(profiles.companyName, needle),
              sql`exists (select 1 from contacts c where c.profile_id = "profiles"."id" and c.value ilike ${needle})`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(profiles.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map((r) => ({
      id: r.id,
      name: [r.fn, r.ln].filter(Boolean).join(" "),
      title: r.title,
      company: r.company,
      place: [r.city, r.country].filter(Boolean).join(", ") || null,
      emails: r.emails,
      mobiles: r.mobiles,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(`o${last.seq}`) : null,
  };
}

/**
 * Deletes some of the account's own contacts; answers how many. Ids that are not the caller's
 * own (the catalogue's, another account's, unknown) are left alone. Their contacts, list items
 * and delivered-lead records go with them; the audience index drops them at its next version.
 */
export async function deleteOwnContacts(ctx: Ctx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(profiles)
      .where(
        and(eq(profiles.ownerAccountId, ctx.accountId), sql`${profiles.id} ${inText([...ids])}`),
      )
      .returning({ id: profiles.id });
    if (deleted.length > 0) await bumpDataVersion(tx);
    return deleted.length;
  });
}
