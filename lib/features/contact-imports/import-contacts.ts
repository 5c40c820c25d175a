import { createHash } from "node:crypto";
import { setImmediate } from "node:timers/promises";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { contacts, profiles } from "@/db/schema";
import type { Ctx } from "@/lib/core/context";
import { readCsvUpload } from "@/lib/core/csv/read-csv-upload";
import { acceptUnreadable } from "@/lib/core/csv/unreadable-rows";
import { InvalidRequest } from "@/lib/core/errors";
import { inText, jsonRecords } from "@/lib/core/sql/array-params";
import { bumpDataVersion } from "@/lib/core/sql/data-version";
import { factsOf, reportContactChanges } from "@/lib/features/changes/contact-changes";
import { keywordsText } from "@/lib/model/profiles/keywords";
import { domainOf, profileToRow } from "@/lib/model/profiles/profile-rows";
import { type Profile, Profile as ProfileSchema } from "@/lib/model/profiles/profile-schema";
import { suppressSaved } from "@/lib/model/suppression/suppress";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactImportQuery,
  type ContactImportReport,
  type ContactMapping,
  e164,
  FIELD_LABELS,
  MAX_CELL_LENGTH,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  MAX_REPORTED_REJECTS,
  type RejectedRow,
  suggestMapping,
} from "./schema";

/**
 * Rows per insert statement. Building one (each row mapped, then one JSON.stringify of ~770
 * bytes a row) is its synchronous part: 30–120 µs a row on a loaded 2-core EPYC, so 250 rows
 * hold the event loop under 50 ms even there (docs/benchmarks.md), for 40 statements per 10,000.
 */
const CHUNK = 250;
/** Rows read between two turns of the event loop, so a large file never holds it long. */
const ROWS_PER_TURN = 500;

const Email = ProfileSchema.shape.email.unwrap().element.shape.value;

/**
 * The id of an imported person: the same account importing the same e-mail address (else
 * phone number) again updates that person instead of adding a second one, and no two accounts
 * can ever name the same row.
 */
function ownId(accountId: string, key: string): string {
  return `own-${createHash("sha256").update(`${accountId}\u0000${key}`).digest("hex").slice(0, 32)}`;
}

/** The mapping asked for, or the one suggested from the header; refused when it cannot work. */
function mappingFor(header: string[], query: ContactImportQuery): ContactMapping {
  const asked = Object.fromEntries(
    CONTACT_FIELDS.flatMap((f) => (query[f] ? [[f, query[f]]] : [])),
  ) as ContactMapping;
  const mapping = Object.keys(asked).length > 0 ? asked : suggestMapping(header);
  const missing = Object.entries(mapping).filter(([, column]) => !header.includes(column));
  if (missing.length > 0) {
    throw new InvalidRequest(
      `The file has no column named ${missing.map(([, c]) => `“${c}”`).join(", ")}. Its columns are ${header.map((h) => `“${h}”`).join(", ")}.`,
      missing.map(([f, c]) => ({ path: f, message: `No column named “${c}”.` })),
    );
  }
  if (!mapping.email && !mapping.mobile) {
    throw new InvalidRequest(
      "Choose the column that holds the e-mail address or the phone number: every contact needs one of them.",
    );
  }
  return mapping;
}

type Cells = Partial<Record<ContactField, string>>;

/** The person a row describes, or why the row cannot be imported. */
function personOf(cells: Cells, accountId: string): { profile: Profile } | { reason: string } {
  for (const field of CONTACT_FIELDS) {
    const v = cells[field];
    if (v === undefined) continue;
    if (v.length > MAX_CELL_LENGTH) {
      return { reason: `${FIELD_LABELS[field]} is longer than ${MAX_CELL_LENGTH} characters.` };
    }
    // A leading + is how a phone number starts; anywhere else it, =, - or @ would make a
    // spreadsheet run the cell as a formula when the contact is exported again.
    if (field !== "mobile" && /^[=+\-@]/.test(v)) {
      return { reason: `${FIELD_LABELS[field]} starts like a spreadsheet formula (${v[0]}).` };
    }
  }
  const email = cells.email ? cells.email.toLowerCase() : undefined;
  if (email && !Email.safeParse(email).success) {
    return { reason: `“${cells.email}” is not an e-mail address.` };
  }
  const mobile = cells.mobile ? e164(cells.mobile) : undefined;
  if (cells.mobile && !mobile) {
    return {
      reason: `“${cells.mobile}” is not a phone number with its country code (such as +49 157 78314241).`,
    };
  }
  if (!email && !mobile) return { reason: "No e-mail address and no phone number." };
  const profile: Profile = {
    id: ownId(accountId, email ? `e:${email}` : `m:${mobile}`),
    ...(cells.fn ? { fn: cells.fn } : {}),
    ...(cells.ln ? { ln: cells.ln } : {}),
    ...(cells.fn || cells.ln ? { name: [cells.fn, cells.ln].filter(Boolean).join(" ") } : {}),
    ...(cells.title ? { title: cells.title } : {}),
    ...(cells.country ? { country: cells.country } : {}),
    ...(cells.state ? { state: cells.state } : {}),
    ...(cells.city ? { city: cells.city } : {}),
    ...(cells.industry ? { industry: cells.industry } : {}),
    ...(cells.department ? { department: cells.department } : {}),
    // The company is the person's current position, not a shared organization: the catalogue's
    // organizations are every account's, an imported company is its importer's alone.
    ...(cells.organization && cells.title
      ? {
          experience: [
            { current: true, title: cells.title, organization: { name: cells.organization } },
          ],
        }
      : {}),
    ...(email ? { email: [{ type: "work", value: email }] } : {}),
    ...(mobile ? { mobile: [{ type: "mobile", value: mobile }] } : {}),
  };
  return { profile };
}

interface Person {
  profile: Profile;
  organization?: string;
  website?: string;
}

/**
 * Imports the account's own contacts from a CSV (readCsv: UTF-8, UTF-16 or Windows-1252, a
 * header row): each column read as the field the mapping gives it (suggested from the header
 * names when none is given). A file with rows that cannot be read (broken quoting, ragged rows,
 * bytes that are not text) saves nothing unless `acceptPartial` says to import the others
 * (UnreadableRows). Rows that cannot be imported are reported by their row number and the rest
 * saved; a file that cannot be read, or a mapping that names no e-mail or phone column, changes
 * nothing. The people belong to
 * the account alone (`profiles.owner_account_id`): they join its Live Estimate, search and
 * campaigns, and no other account's. Importing the same person again (same e-mail, else phone)
 * updates them, so an import repeated after a failure adds no one twice.
 */
export async function importContacts(
  ctx: Ctx,
  bytes: Uint8Array,
  query: ContactImportQuery = {},
): Promise<ContactImportReport> {
  const reading = await readCsvUpload(bytes, MAX_IMPORT_BYTES);
  const [head, ...data] = reading.rows;
  if (!head) throw new InvalidRequest("The file holds no rows.");
  if (data.length > MAX_IMPORT_ROWS) {
    throw new InvalidRequest(
      `The file has ${data.length.toLocaleString("en")} rows; the limit is ${MAX_IMPORT_ROWS.toLocaleString("en")}.`,
    );
  }
  const header = head.fields.map((h) => h.trim());
  const mapping = mappingFor(header, query);
  // A body that is one part of a larger file: its rows are numbered as in the whole file.
  const shift = (query.firstRow ?? 2) - 2 - (head.row - 1);
  const { unreadable, unreadableCount } = acceptUnreadable(
    reading,
    data.length,
    query.acceptPartial,
  );
  const columns = Object.entries(mapping).map(
    ([field, column]) => [field as ContactField, header.indexOf(column)] as const,
  );

  const rejected: RejectedRow[] = [];
  let rejectedCount = 0;
  const reject = (row: number, reason: string) => {
    rejectedCount++;
    if (rejected.length < MAX_REPORTED_REJECTS) rejected.push({ row, reason });
  };
  const people = new Map<string, Person & { row: number }>();
  for (const [i, r] of data.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await setImmediate();
    const row = r.row + shift;
    const cells: Cells = {};
    for (const [field, at] of columns) {
      const v = r.fields[at]?.trim();
      if (v) cells[field] = v;
    }
    const found = personOf(cells, ctx.accountId);
    if ("reason" in found) {
      reject(row, found.reason);
      continue;
    }
    const earlier = people.get(found.profile.id);
    if (earlier) {
      reject(row, `The same person as row ${earlier.row} (same e-mail address or phone number).`);
      continue;
    }
    people.set(found.profile.id, {
      row,
      profile: found.profile,
      organization: cells.organization,
      website: cells.website,
    });
  }

  const imported = await saveOwned(ctx, [...people.values()]);
  return {
    mapping,
    rows: data.length,
    imported,
    rejected,
    rejectedCount,
    unreadable: unreadable.map((u) => ({ ...u, line: u.line + shift })),
    unreadableCount,
  };
}

/** How many people the account has imported (its own contacts). */
export async function countOwnContacts(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(eq(profiles.ownerAccountId, ctx.accountId));
  return row?.n ?? 0;
}

/**
 * The columns an import writes, read from the schema so a new column cannot be forgotten: each
 * with its SQL type for `json_to_recordset`. `keywords` arrives as text and becomes a tsvector
 * in the statement (lib/model/profiles/keywords.ts); `seq`, `updated_at`,
 * `employment_verified_at` and `email_verified_at` are the database's (now: the import saw the
 * person).
 */
const WRITTEN = Object.entries(getTableColumns(profiles))
  .filter(
    ([key]) =>
      key !== "seq" &&
      key !== "updatedAt" &&
      key !== "employmentVerifiedAt" &&
      key !== "emailVerifiedAt",
  )
  .map(([key, column]) => ({
    key,
    name: column.name,
    type: key === "keywords" ? "text" : column.getSQLType(),
  }));
const WRITTEN_NAMES = WRITTEN.map((c) => `"${c.name}"`).join(", ");
const RECORD_COLUMNS = WRITTEN.map((c) => `"${c.name}" ${c.type}`).join(", ");
const SELECTED = WRITTEN.map((c) =>
  c.key === "keywords" ? `to_tsvector('english', v."${c.name}")` : `v."${c.name}"`,
).join(", ");
const UPDATED = WRITTEN.filter((c) => c.key !== "id")
  .map((c) => `"${c.name}" = excluded."${c.name}"`)
  .join(", ");

/** A person's `profiles` row keyed by column name, as `json_to_recordset` reads it. */
function ownedRecord(accountId: string, { profile, organization, website }: Person) {
  const row: Record<string, unknown> = {
    ...profileToRow(profile),
    companyName: organization ?? null,
    companyDomain:
      domainOf(website && !/^https?:\/\//i.test(website) ? `https://${website}` : website) ?? null,
    ownerAccountId: accountId,
    keywords: keywordsText(profile),
  };
  return Object.fromEntries(WRITTEN.map((c) => [c.name, row[c.key] ?? null]));
}

/**
 * Saves the account's people with their contacts in one transaction; answers how many. Each
 * chunk is one statement whose rows travel as one JSON parameter: drizzle's multi-row insert
 * built its SQL at ~0.3 ms of CPU per row in one synchronous call (docs/benchmarks.md).
 */
async function saveOwned(ctx: Ctx, people: Person[]): Promise<number> {
  if (people.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    let saved = 0;
    for (let i = 0; i < people.length; i += CHUNK) {
      const chunk = people.slice(i, i + CHUNK);
      // The watched facts before: a person already imported may change (contact.changed).
      const before = await factsOf(
        tx,
        chunk.map((p) => p.profile.id),
      );
      // Never over another account's row (ids are derived from the account, so this only
      // guards against the impossible), nor over the shared catalogue.
      const written = await tx.execute<{ id: string }>(sql`
        insert into ${profiles} (${sql.raw(WRITTEN_NAMES)})
        select ${sql.raw(SELECTED)}
        from ${jsonRecords(
          chunk.map((p) => ownedRecord(ctx.accountId, p)),
          RECORD_COLUMNS,
        )}
        on conflict (id) do update set ${sql.raw(UPDATED)}, updated_at = now(),
          employment_verified_at = now(), email_verified_at = now()
        where ${profiles.ownerAccountId} = ${ctx.accountId}
        returning id`);
      const ids = written.map((w) => w.id);
      if (ids.length === 0) continue;
      const mine = new Set(ids);
      const kept = chunk.filter((p) => mine.has(p.profile.id));
      await tx.execute(sql`delete from ${contacts} where ${contacts.profileId} ${inText(ids)}`);
      const contactRows = kept.flatMap(({ profile }) => [
        ...(profile.email ?? []).map((e) => ({
          profile_id: profile.id,
          kind: "email",
          type: e.type,
          value: e.value,
        })),
        ...(profile.mobile ?? []).map((m) => ({
          profile_id: profile.id,
          kind: "mobile",
          type: m.type,
          value: m.value,
        })),
      ]);
      if (contactRows.length > 0) {
        await tx.execute(sql`
          insert into ${contacts} (profile_id, kind, type, value)
          select profile_id, kind, type, value
          from ${jsonRecords(contactRows, "profile_id text, kind text, type text, value text")}
          on conflict do nothing`);
      }
      await suppressSaved(
        tx,
        kept.map(({ profile }) => ({
          id: profile.id,
          emails: (profile.email ?? []).map((e) => e.value),
        })),
      );
      await reportContactChanges(tx, before, await factsOf(tx, ids), ctx.clock);
      saved += ids.length;
    }
    // Every node's audience index rebuilds from the new data version (lib/engines/audience).
    await bumpDataVersion(tx);
    return saved;
  });
}
