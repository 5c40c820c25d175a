import { type SQL, sql } from "drizzle-orm";

/*
 * Lists passed as one array parameter instead of one parameter per element. The statement's
 * text then no longer depends on how many elements there are, so the driver prepares it once
 * per connection instead of once per list length, and PostgreSQL plans it once.
 */

/** `= any($1::text[])`: membership in a list of text values. */
export function inText(values: readonly string[]): SQL {
  return sql`= any(${sql.param(values)}::text[])`;
}

/**
 * A typed array parameter, e.g. for `unnest(...)`. Sent as text[] and cast by the server: the
 * driver infers an array's type from its first element, which fails for booleans and nulls.
 */
export function arrayParam(
  values: readonly (string | number | boolean | null)[],
  type: "text" | "int" | "bigint" | "bool" | "timestamptz",
): SQL {
  const text = values.map((v) => (v === null ? null : String(v)));
  return type === "text"
    ? sql`${sql.param(text)}::text[]`
    : sql`${sql.param(text)}::text[]::${sql.raw(type)}[]`;
}

/**
 * Rows as one JSON parameter, read back as `v(<columns>)` by `json_to_recordset`: for rows
 * that carry documents or long texts (results, webhook bodies). In a text[] parameter the
 * driver escapes every quote of every element with regular expressions (~85 µs for a 4.6 KB
 * profile here) and the server parses the array literal back; here JSON.stringify escapes
 * natively, a nested document needs no escaping at all, and the server reads it in one pass.
 * `columns` is SQL, e.g. `id text, result jsonb`.
 */
export function jsonRecords(rows: readonly Record<string, unknown>[], columns: string): SQL {
  // Cast through text: a parameter the server types as json is JSON-encoded again by postgres.js.
  return sql`json_to_recordset(${sql.param(JSON.stringify(rows))}::text::json) as v(${sql.raw(columns)})`;
}
