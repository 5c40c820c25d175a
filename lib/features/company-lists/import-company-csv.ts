import { sql } from "drizzle-orm";
import type { Ctx } from "@/lib/core/context";
import { readCsvUpload } from "@/lib/core/csv/read-csv-upload";
import type { UnreadableReport } from "@/lib/core/csv/schema";
import { acceptUnreadable } from "@/lib/core/csv/unreadable-rows";
import { InvalidRequest } from "@/lib/core/errors";
import { arrayParam } from "@/lib/core/sql/array-params";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { DncDomain } from "@/lib/features/do-not-contact/schema";
import { getCompanyList } from "./company-lists";
import { nameKeySql } from "./company-match";
import {
  type CompanyListUploadQuery,
  type CompanyListUploadReport,
  MAX_COMPANY_LIST_BYTES,
  MAX_COMPANY_LIST_ROWS,
} from "./schema";

const DOMAIN_HEADERS = new Set(["domain", "website", "url", "company domain", "company website"]);
const NAME_HEADERS = new Set([
  "name",
  "company",
  "company name",
  "account",
  "account name",
  "organization",
  "organisation",
]);

interface Row {
  row: number;
  /** As given (normalised when it is a valid domain). */
  domain: string | null;
  /** The domain matched on: null when none was given or it is not a domain. */
  validDomain: string | null;
  name: string | null;
  problem: string | null;
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first). */
const FORMULA = /^[=+\-@\t\r]/;

function refuse(message: string): never {
  throw new InvalidRequest(message);
}

/**
 * The file as rows of the list, with the rows that cannot be read (readCsv), or an error naming
 * what is wrong with it (nothing is stored). Unreadable rows refuse the file unless
 * `acceptPartial` (UnreadableRows).
 */
export async function readCompanyCsv(
  bytes: Uint8Array,
  acceptPartial?: boolean,
): Promise<{ rows: Row[] } & Pick<UnreadableReport, "unreadable" | "unreadableCount">> {
  // Size, encoding and binary refused as every CSV upload is; parsed in slices between turns.
  const reading = await readCsvUpload(bytes, MAX_COMPANY_LIST_BYTES);
  const rows = reading.rows.map((r) => r.fields);
  if (rows.length === 0) refuse("The file holds no rows.");
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const domainAt = header.findIndex((h) => DOMAIN_HEADERS.has(h));
  const nameAt = header.findIndex((h) => NAME_HEADERS.has(h));
  const hasHeader = domainAt >= 0 || nameAt >= 0;
  if (!hasHeader && rows.some((r) => r.length > 1)) {
    refuse(
      'No "domain" or "name" column: name the columns in the first row (domain, name), or upload a single column of domains or company names.',
    );
  }
  const data = hasHeader ? rows.slice(1) : rows;
  const lines = (hasHeader ? reading.rows.slice(1) : reading.rows).map((r) => r.row);
  if (data.length === 0) refuse("The file holds no companies, only a header.");
  if (data.length > MAX_COMPANY_LIST_ROWS) {
    refuse(
      `The file has ${data.length.toLocaleString("en")} rows; the limit is ${MAX_COMPANY_LIST_ROWS.toLocaleString("en")}.`,
    );
  }
  const unreadable = acceptUnreadable(reading, data.length, acceptPartial);
  const read = data.map((cells, i): Row => {
    const row = lines[i] ?? i + 1;
    let domainText: string;
    let nameText: string;
    if (hasHeader) {
      domainText = domainAt >= 0 ? (cells[domainAt] ?? "") : "";
      nameText = nameAt >= 0 ? (cells[nameAt] ?? "") : "";
    } else {
      const only = cells[0] ?? "";
      const looksLikeDomain = !/\s/.test(only.trim()) && DncDomain.safeParse(only).success;
      domainText = looksLikeDomain ? only : "";
      nameText = looksLikeDomain ? "" : only;
    }
    for (const cell of [domainText, nameText]) {
      if (FORMULA.test(cell) || FORMULA.test(cell.trim())) {
        refuse(
          `Row ${row} holds "${cell.trim().slice(0, 40)}", which a spreadsheet would run as a formula. Remove the leading ${JSON.stringify(cell.trim()[0] ?? cell[0])} and upload again.`,
        );
      }
    }
    const name = nameText.trim().slice(0, 300) || null;
    const given = domainText.trim();
    if (!given) {
      return { row, domain: null, validDomain: null, name, problem: name ? null : "empty row" };
    }
    const parsed = DncDomain.safeParse(given);
    if (parsed.success) {
      return { row, domain: parsed.data, validDomain: parsed.data, name, problem: null };
    }
    // A broken domain is reported; the row may still match by its name.
    return {
      row,
      domain: given.slice(0, 300),
      validDomain: null,
      name,
      problem: name ? null : "not a valid domain (e.g. acme.io)",
    };
  });
  return { rows: read, ...unreadable };
}

/**
 * Saves an uploaded CSV of companies as a new list of the account and reports how it matched:
 * each row by its domain first, then by its normalised name. A file that cannot be read is
 * refused whole and stores nothing, as is one with unreadable rows unless `acceptPartial`.
 */
export async function importCompanyList(
  ctx: Ctx,
  { name, acceptPartial }: CompanyListUploadQuery,
  bytes: Uint8Array,
): Promise<CompanyListUploadReport> {
  const { rows, unreadable, unreadableCount } = await readCompanyCsv(bytes, acceptPartial);
  const id = await ctx.db.transaction(async (tx) => {
    const [list] = await tx.execute<{ id: string }>(sql`
      insert into company_lists (account_id, name, rows, matched)
      values (${ctx.accountId}, ${name}, ${rows.length}, 0) returning id`);
    const listId = list?.id as string;
    // Organization name keys are computed once per upload; only rows that miss by domain use them.
    await tx.execute(sql`
      with t as (
        select r, d, vd, n, p, ${nameKeySql(sql`n`)} as k
        from unnest(${arrayParam(
          rows.map((r) => String(r.row)),
          "int",
        )}, ${arrayParam(
          rows.map((r) => r.domain),
          "text",
        )}, ${arrayParam(
          rows.map((r) => r.validDomain),
          "text",
        )}, ${arrayParam(
          rows.map((r) => r.name),
          "text",
        )}, ${arrayParam(
          rows.map((r) => r.problem),
          "text",
        )}) as u(r, d, vd, n, p)
      ),
      org_keys as materialized (
        select distinct ${nameKeySql(sql`o.name`)} as k from organizations o
        where exists (select 1 from t where t.k is not null)
      ),
      matched as (
        select t.*, case
          when t.vd is not null and exists (select 1 from organizations o where o.domain = t.vd) then 'domain'
          when t.k is not null and t.k in (select k from org_keys) then 'name'
        end as by
        from t
      )
      insert into company_list_entries
        (list_id, row, domain, name, match_domain, match_name, matched_by, problem)
      select ${listId}, r, d, n,
        case when by = 'name' then null else vd end,
        case when by = 'name' or vd is null then k end,
        by, p
      from matched`);
    await tx.execute(sql`
      update company_lists set matched = (
        select count(*) from company_list_entries where list_id = ${listId} and matched_by is not null)
      where id = ${listId}`);
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: "company_list.imported",
        target: { type: "company_list", id: listId },
        summary: { name, rows: rows.length, unreadable: unreadableCount },
      },
    );
    return listId;
  });
  return { ...(await getCompanyList(ctx, id)), unreadable, unreadableCount };
}
