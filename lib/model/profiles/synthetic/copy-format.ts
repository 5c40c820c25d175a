import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

const SPECIAL = /[\\\t\n\r]/;

/** Text as one COPY value: backslashes, tabs and line breaks escaped. */
export function escapeText(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (ch) => ESCAPES[ch] ?? ch) : text;
}

function arrayLiteral(items: readonly unknown[]): string {
  return `{${items.map((item) => `"${String(item).replace(/[\\"]/g, (ch) => `\\${ch}`)}"`).join(",")}}`;
}

/** One value in PostgreSQL's COPY text format (arrays as text[] literals, objects as JSON). */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return escapeText(arrayLiteral(value));
  // JSON text holds no raw tabs or line breaks; only its backslashes need doubling.
  if (typeof value === "object") return JSON.stringify(value).replaceAll("\\", "\\\\");
  return escapeText(String(value));
}

/**
 * The columns of `table` to COPY, by property name and column name, leaving out those the
 * database fills (serials, generated columns, defaults listed in `skip`).
 */
export function copyColumns(table: PgTable, skip: string[] = []) {
  return Object.entries(getTableColumns(table))
    .filter(([key, column]) => !skip.includes(key) && !column.generated)
    .map(([key, column]) => ({ key, name: column.name }));
}

/** A row as one COPY line, its values in the order of `columns`. */
export function copyLine(columns: { key: string }[], row: Record<string, unknown>): string {
  return `${columns.map((c) => copyValue(row[c.key])).join("\t")}\n`;
}
