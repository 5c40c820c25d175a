import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { profiles } from "@/db/schema";
import { notSuppressed } from "@/lib/model/suppression/suppress";
import { type ArrayField, type FlagField, FOLDED_FIELDS, type ValueField } from "./fields";
import { type Clause, dayStart, type Plan } from "./plan";

const VALUE_COLUMNS: Record<ValueField, PgColumn> = {
  seniority: profiles.seniority,
  department: profiles.department,
  industry: profiles.industry,
  continent: profiles.continent,
  country: profiles.country,
  state: profiles.state,
  city: profiles.city,
  companySize: profiles.companySize,
  revenueBand: profiles.revenueBand,
  companyType: profiles.companyType,
  companyName: profiles.companyName,
  companyDomain: profiles.companyDomain,
};

const ARRAY_COLUMNS: Record<ArrayField, PgColumn> = {
  skills: profiles.skills,
  languages: profiles.languages,
  schools: profiles.schools,
  certifications: profiles.certifications,
};

const FLAG_COLUMNS: Record<FlagField, PgColumn> = {
  hasEmail: profiles.hasEmail,
  hasMobile: profiles.hasMobile,
  hasWorkEmail: profiles.hasWorkEmail,
};

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";

/** foldCase() of lib/model/targeting/fields.ts, in SQL: ASCII only, whatever the server's locale. */
function folded(column: PgColumn): SQL {
  return sql`translate(${column}, ${sql.raw(`'${UPPER}'`)}, ${sql.raw(`'${LOWER}'`)})`;
}

/** titleWords() of lib/model/targeting/words.ts, in SQL, with literal constants so an expression index can match it. */
export const TITLE_WORDS_SQL = sql`regexp_split_to_array(${folded(profiles.title)}, ${sql.raw(
  "'[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f]+'",
)})`;

function textArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`;
}

/** A tsquery literal that holds exactly these lexemes, AND-ed, without re-stemming them. */
function tsqueryOf(lexemes: readonly string[]): string {
  return lexemes.map((l) => `'${l.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`).join(" & ");
}

function clauseSql(c: Clause): SQL {
  switch (c.kind) {
    case "anyOf": {
      const parts = c.terms.map((t) => {
        const column = VALUE_COLUMNS[t.field];
        const lhs = FOLDED_FIELDS.has(t.field) ? folded(column) : sql`${column}`;
        return sql`${lhs} = any(${textArray(t.values)})`;
      });
      const any = sql`(${sql.join(parts, sql` or `)})`;
      // A missing value matches no term, so it is never excluded (NULL must not leak into NOT).
      return c.negate ? sql`not coalesce(${any}, false)` : any;
    }
    case "array": {
      const op = c.mode === "all" ? sql`@>` : sql`&&`;
      return sql`${ARRAY_COLUMNS[c.field]} ${op} ${textArray(c.values)}`;
    }
    case "words": {
      const parts = c.phrases.map((words) => sql`${TITLE_WORDS_SQL} @> ${textArray(words)}`);
      const any = sql`(${sql.join(parts, sql` or `)})`;
      return c.negate ? sql`not coalesce(${any}, false)` : sql`coalesce(${any}, false)`;
    }
    case "range": {
      const from = sql`${profiles.experienceYears} >= ${c.min}`;
      return c.max === null ? from : sql`(${from} and ${profiles.experienceYears} <= ${c.max})`;
    }
    case "lexemes":
      return sql`coalesce(${profiles.keywords} @@ ${tsqueryOf(c.lexemes)}::tsquery, false)`;
    case "flag":
      return sql`${FLAG_COLUMNS[c.field]}`;
    case "verifiedSince":
      return sql`${profiles.hasEmail} and ${profiles.emailVerifiedAt} >= ${dayStart(c.day).toISOString()}::timestamptz`;
  }
}

/**
 * The plan as a WHERE condition on `profiles` (search, campaign delivery, reference counts).
 * Suppressed profiles (opt-outs) match no plan, as they are absent from the audience index.
 */
export function planToSql(plan: Plan): SQL {
  return sql.join(
    [
      ...plan.clauses.map((c) => sql`(${clauseSql(c)})`),
      notSuppressed(profiles.id),
      visibleTo(plan.owner),
    ],
    sql` and `,
  );
}

/** The shared catalogue, and the given account's own imported profiles. */
export function visibleTo(accountId: string | undefined): SQL {
  return accountId === undefined
    ? sql`${profiles.ownerAccountId} is null`
    : sql`(${profiles.ownerAccountId} is null or ${profiles.ownerAccountId} = ${accountId})`;
}
