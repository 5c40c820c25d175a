import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { autoFailoverPackages, hasAutoFailover } from "./cluster-ha";

/*
 * The engines `npm run cluster` runs on, as an operator would: Debian's PostgreSQL server
 * binaries and HAProxy, installed with apt-get when missing (as .ci/run installs PostgreSQL);
 * with `ha`, pg_auto_failover for that PostgreSQL as well (scripts/cluster-ha.ts).
 */

/** The newest Debian PostgreSQL's bin folder, or undefined. */
function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(`${root}/${v}/bin/initdb`))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? `${root}/${newest}/bin` : undefined;
}

function haproxyBin(): string | undefined {
  return ["/usr/sbin/haproxy", "/usr/bin/haproxy"].find((p) => existsSync(p));
}

/** Installs what is missing (as root), or says which command to run. */
export function ensureEngines(options: { ha?: boolean } = {}): { pgBin: string; haproxy: string } {
  install([...(postgresBin() ? [] : ["postgresql"]), ...(haproxyBin() ? [] : ["haproxy"])]);
  const pgBin = postgresBin();
  const haproxy = haproxyBin();
  if (!pgBin || !haproxy) throw new Error("PostgreSQL or HAProxy is still missing after apt-get");
  if (options.ha && !hasAutoFailover(pgBin)) {
    // The packages built for the PostgreSQL major the cluster runs (bookworm: 15).
    install(autoFailoverPackages(path.basename(path.dirname(pgBin))));
    if (!hasAutoFailover(pgBin)) throw new Error("pg_auto_failover is still missing after apt-get");
  }
  return { pgBin, haproxy };
}

function install(missing: string[]): void {
  if (missing.length > 0) {
    if (process.getuid?.() !== 0) {
      throw new Error(
        `npm run cluster needs Debian's ${missing.join(" and ")}: run  sudo apt-get install -y ${missing.join(" ")}`,
      );
    }
    console.log(`Installing ${missing.join(" and ")} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    const installed = spawnSync("apt-get", ["install", "-y", ...missing], {
      stdio: "inherit",
      env,
    });
    if (installed.status !== 0) throw new Error(`apt-get install ${missing.join(" ")} failed`);
  }
}

/**
 * The user PostgreSQL runs as: it refuses to run as root, so root runs it as Debian's
 * `postgres` user (which the package creates); anyone else runs it as themselves.
 */
export function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/**
 * How long HAProxy keeps a client's idle keep-alive connection open. A client that sends its
 * next request as HAProxy closes the connection gets a reset, not an answer: with 5 s, most
 * likely the one network error of the failover test's first CI run (its pooled connections sit
 * idle for up to 5–7 s around a fault; docs/operations.md). Long enough that a client pooling
 * connections rarely reaches it, as long as `timeout client`.
 */
export const CLIENT_IDLE_SECONDS = 60;
/** What clients are told of it (Keep-Alive: timeout=…): less, so they close first. */
export const CLIENT_IDLE_HINT_SECONDS = 55;

export interface HaproxyNode {
  name: string;
  port: number;
}

/**
 * HAProxy in front of the web nodes: round robin over those whose readiness (/healthz) says
 * 200, checked every second (three failures take a node out, two successes bring it back); a
 * connection that fails is retried, on another node (`option redispatch`), so a node killed
 * outright costs the clients nothing HAProxy can see before it answers.
 */
export async function writeHaproxyConfig(
  file: string,
  options: { port: number; host: string; nodes: HaproxyNode[]; extra?: string },
): Promise<void> {
  // While no web node is up, HAProxy answers as the nodes do when they cannot serve: a
  // problem+json 503 with Retry-After, not its own HTML page.
  const unavailable = path.join(path.dirname(file), "haproxy-503.http");
  const body = JSON.stringify({
    type: "https://leadwise.dev/problems/service-unavailable",
    title: "Service Unavailable",
    status: 503,
    detail: "No node can serve this request for a moment; retry shortly.",
    message: "No node can serve this request for a moment; retry shortly.",
    code: "service_unavailable",
  });
  await writeFile(
    unavailable,
    [
      "HTTP/1.1 503 Service Unavailable",
      "content-type: application/problem+json",
      "retry-after: 2",
      "cache-control: no-store",
      `content-length: ${Buffer.byteLength(body)}`,
      "connection: close",
      "",
      body,
    ].join("\r\n"),
  );
  const servers = options.nodes
    .map((n) => `  server ${n.name} 127.0.0.1:${n.port} check`)
    .join("\n");
  await writeFile(
    file,
    `# Generated by npm run cluster (scripts/cluster.ts) from its node list; rewritten on each start.
global
  maxconn 4096
  # To the cluster's output: only what went wrong (dontlog-normal below).
  log stdout format raw local0

defaults
  mode http
  log global
  option dontlog-normal
  timeout connect 1s
  timeout client ${CLIENT_IDLE_SECONDS}s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive ${CLIENT_IDLE_SECONDS}s
  retries 3
  retry-on conn-failure
  option redispatch 1

frontend leadwise
  bind ${options.host}:${options.port}
  option httplog
  # Readiness polls answer 503 while the nodes start: not worth a line each.
  http-request set-log-level silent if { path /healthz }
  # Keep-Alive is hop by hop: the nodes' own hint (65 s, for this balancer) would tell clients
  # to reuse a connection HAProxy closes after CLIENT_IDLE_SECONDS. A client that takes the
  # hint closes an idle connection before HAProxy does, instead of racing its close.
  http-response set-header Keep-Alive timeout=${CLIENT_IDLE_HINT_SECONDS}
  default_backend web
  # The web nodes send API answers uncompressed (scripts/web.ts): the balancer compresses them
  # for clients that accept it, off the nodes' event loops. Pages come compressed already.
  compression algo gzip
  compression type application/json application/problem+json text/csv

backend web
  balance roundrobin
  errorfile 503 ${unavailable}
  # The nodes trust this proxy's forwarded headers (TRUSTED_PROXIES): it appends the client's
  # address to X-Forwarded-For and states the scheme and host itself, replacing the client's.
  option forwardfor
  http-request set-header X-Forwarded-Proto http
  http-request del-header X-Forwarded-Host
  option httpchk
  http-check send meth GET uri /healthz
  http-check expect status 200
  # A check may take up to 2 s: on a loaded machine /healthz (which queries the database) can
  # be slow, and a node taken out for a slow answer is an outage when it is the only one. A
  # node killed outright refuses connections, which redispatch routes around at once anyway.
  timeout check 2s
  default-server inter 1s fastinter 500ms downinter 1s fall 3 rise 2
${servers}
${options.extra ?? ""}`,
  );
}
