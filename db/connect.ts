import postgres from "postgres";

/**
 * postgres.js on a connection URL, including libpq's form for a Unix socket,
 * `postgres://user:pw@localhost:5432/db?host=/socket/dir`, which postgres.js itself does not
 * read (it would send `host` to the server as a setting). The embedded server's URLs take this
 * form: a local socket spares every statement the loopback TCP stack. `pg` (pg-boss) reads
 * the same form natively.
 */
export function connect(
  url: string,
  options: postgres.Options<Record<string, never>> = {},
): postgres.Sql {
  const parsed = new URL(url);
  const socketDir = parsed.searchParams.get("host");
  if (!socketDir?.startsWith("/")) return postgres(url, options);
  parsed.searchParams.delete("host");
  const port = parsed.port || "5432";
  return postgres(parsed.toString(), { ...options, path: `${socketDir}/.s.PGSQL.${port}` });
}
