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
