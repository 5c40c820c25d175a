import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/*
 * `npm run cluster -- --ha`: the cluster's database under pg_auto_failover (Debian's
 * `postgresql-N-auto-failover` and `pg-auto-failover-cli`), a monitor and two data nodes, one
 * primary and one synchronous standby. pg_autoctl (its keeper) runs each node's PostgreSQL; the
 * monitor health-checks the nodes and promotes the standby when the primary stops answering.
 * Clients reach the current primary through HAProxy, which asks each node whether it is in
 * recovery (see databaseFrontends): pg-boss's driver, node-postgres, takes one host only, so a
 * multi-host connection string would leave the job queue on the old primary.
 */

/** The monitor's failure detection, tightened from pg_auto_failover's defaults (20 s + 30 s). */
export const MONITOR_SETTINGS: Record<string, string> = {
  // How often and how patiently the monitor connects to each node.
  "pgautofailover.health_check_period": "1000",
  "pgautofailover.health_check_timeout": "1000",
  "pgautofailover.health_check_max_retries": "1",
  "pgautofailover.health_check_retry_delay": "500",
  // A primary whose keeper has not reported for this long, and whose checks fail, is failed.
  "pgautofailover.node_considered_unhealthy_timeout": "4000",
  // How long the new primary waits, writes held, for an old primary that cannot be reached to
  // have demoted itself (its keeper does after timeout.network_partition_timeout, below).
  "pgautofailover.primary_demote_timeout": "6000",
};

/** The keepers' side of it: a primary cut off from monitor and standby demotes itself in 5 s. */
export const KEEPER_SETTINGS: Record<string, string> = {
  "timeout.network_partition_timeout": "5",
};

export const PG_AUTOCTL = "/usr/bin/pg_autoctl";

/** Debian's packages for pg_auto_failover on PostgreSQL `major`. */
export function autoFailoverPackages(major: string): string[] {
  return [`postgresql-${major}-auto-failover`, "pg-auto-failover-cli"];
}

/** Whether pg_auto_failover is installed for the PostgreSQL in `pgBin`. */
export function hasAutoFailover(pgBin: string): boolean {
  return existsSync(PG_AUTOCTL) && existsSync(path.join(pgBin, "..", "lib", "pgautofailover.so"));
}

/**
 * pg_autoctl keeps its configuration and state under XDG folders: the cluster's own, so two
 * clusters (a test's and a developer's) never share them.
 */
export function autoctlEnv(haDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    XDG_CONFIG_HOME: path.join(haDir, "autoctl", "config"),
    XDG_DATA_HOME: path.join(haDir, "autoctl", "share"),
    XDG_RUNTIME_DIR: path.join(haDir, "autoctl", "run"),
  };
}

/** Runs `pg_autoctl args` to completion (as `user`); throws with its output on failure. */
export function autoctl(
  args: string[],
  env: NodeJS.ProcessEnv,
  user: { uid: number; gid: number } | undefined,
): string {
  const result = spawnSync(PG_AUTOCTL, args, { encoding: "utf8", env, ...user });
  if (result.status !== 0) {
    throw new Error(
      `pg_autoctl ${args.slice(0, 2).join(" ")} failed:\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

/** A PostgreSQL StartupMessage (protocol 3.0) as hex, for HAProxy's tcp-check. */
function startupMessage(user: string, database: string): string {
  const body = Buffer.concat([
    Buffer.from([0, 3, 0, 0]),
    Buffer.from(`user\0${user}\0database\0${database}\0application_name\0haproxy-check\0\0`),
  ]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length + 4);
  return Buffer.concat([length, body]).toString("hex");
}

/** A simple-protocol Query message as hex. */
function queryMessage(text: string): string {
  const body = Buffer.from(`${text}\0`);
  const head = Buffer.alloc(5);
  head.write("Q");
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]).toString("hex");
}

/** The DataRow of a one-column, one-character answer (`t` or `f`), as hex. */
function oneCharRow(value: "t" | "f"): string {
  // 'D', length 11, one column, of length 1, the character.
  return `440000000b000100000001${value === "t" ? "74" : "66"}`;
}

/**
 * HAProxy's TCP front ends for the database: `primary` on one port sends connections to the
 * node that answers `select pg_is_in_recovery()` with false, `standby` on another to a node
 * that answers true (trust authentication on loopback, as the nodes are set up). Checked every
 * 500 ms; a node that fails two checks is taken out and its sessions cut
 * (`on-marked-down shutdown-sessions`), so no client keeps a connection to a demoted or
 * unreachable primary: postgres.js and pg-boss's pool then connect again, and land on the new one.
 */
export function databaseFrontends(options: {
  host: string;
  primaryPort: number;
  standbyPort: number;
  database: string;
  nodes: { name: string; port: number }[];
}): string {
  const section = (name: string, port: number, inRecovery: "t" | "f") => `
listen ${name}
  mode tcp
  bind ${options.host}:${port}
  # Logged (to the cluster's output) only when a session ends abnormally: dontlog-normal.
  option tcplog
  # Pooled connections stay open while idle: no idle timeout of HAProxy's cuts them.
  timeout client 24h
  timeout server 24h
  option tcp-check
  tcp-check connect
  tcp-check send-binary ${startupMessage("postgres", options.database)}
  # AuthenticationOk
  tcp-check expect binary 5200000008
  tcp-check send-binary ${queryMessage("select pg_is_in_recovery()")}
  tcp-check expect binary ${oneCharRow(inRecovery)}
  # Terminate
  tcp-check send-binary 5800000004
  timeout check 1s
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
${options.nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check`).join("\n")}
`;
  return (
    section("db_primary", options.primaryPort, "f") +
    section("db_standby", options.standbyPort, "t")
  );
}
