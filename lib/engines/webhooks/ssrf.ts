import dns from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { env } from "@/lib/core/env";
import { InvalidRequest } from "@/lib/core/errors";

/**
 * docs/decisions.md "Webhook targets": https, or http, to a public address. Private, loopback,
 * link-local and other non-public ranges are refused after DNS resolution, embedded or not,
 * unless the operator allows them (WEBHOOK_ALLOW_PRIVATE, WEBHOOK_ALLOW_HOSTS). The address that was checked is the one connected to (see
 * `guardedLookup`), so a name that re-resolves to an internal address between the check and
 * the connection (DNS rebinding) cannot slip through.
 */

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  // IPv4-compatible and NAT64 forms can reach an internal IPv4 address. (IPv4-mapped ones,
  // ::ffff:a.b.c.d, are matched by the IPv4 rules above: BlockList maps them.)
  ["::", 96],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(net, prefix, "ipv6");
}

export class BlockedTarget extends Error {}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

function hostOf(url: URL): string {
  // URL keeps IPv6 literals in brackets.
  return url.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
}

/**
 * Whether this URL may reach a private address: only when the operator said so, for every
 * target (WEBHOOK_ALLOW_PRIVATE) or for this host and port (WEBHOOK_ALLOW_HOSTS).
 */
export function privateTargetAllowed(url: URL): boolean {
  const { WEBHOOK_ALLOW_PRIVATE, WEBHOOK_ALLOW_HOSTS } = env();
  if (WEBHOOK_ALLOW_PRIVATE) return true;
  const host = hostOf(url);
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  return WEBHOOK_ALLOW_HOSTS.some(
    (a) => a.host === host && (a.port === undefined || a.port === port),
  );
}

const REFUSED_HINT =
  "Webhooks may only target public addresses; an operator can allow a private host for local testing with WEBHOOK_ALLOW_HOSTS.";

/**
 * Checks a webhook URL given to the API: http(s), and not a literal private address or a
 * local name. Names are resolved and checked again at every delivery.
 */
export function assertWebhookUrl(raw: string, field = "webhookUrl"): URL {
  // Refusals are read by people (the wizard shows them as they are): each is a sentence about
  // "the address", and the field's name travels in `errors[].path`.
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidRequest("The address is not a valid URL.", [
      { path: field, message: "Invalid URL" },
    ]);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    const message = "must be an http or https URL.";
    throw new InvalidRequest(`The address ${message}`, [{ path: field, message }]);
  }
  const refuse = (message: string) => {
    throw new InvalidRequest(
      `The address ${message}`,
      [{ path: field, message }],
      "webhook-target",
    );
  };
  if (privateTargetAllowed(url)) return url;
  const host = hostOf(url).toLowerCase();
  if (isIP(host) && isPrivateAddress(host)) {
    refuse(`points to a private, loopback or link-local address. ${REFUSED_HINT}`);
  }
  if (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".local") ||
    !host.includes(".")
  ) {
    refuse(`must name a public host. ${REFUSED_HINT}`);
  }
  return url;
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request to `url`: resolves the name, refuses it when any of its addresses
 * is not public (unless allowed for this URL), and hands the socket exactly the addresses it
 * checked, so a name that re-resolves elsewhere after the check (DNS rebinding) gains nothing.
 */
export function guardedLookup(url: URL, resolve: Resolve = systemResolve) {
  const allowed = privateTargetAllowed(url);
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: LookupCallback,
  ): void => {
    resolve(hostname).then(
      (addresses) => {
        if (!allowed) {
          const bad = addresses.find((a) => isPrivateAddress(a.address));
          if (bad) {
            return callback(
              new BlockedTarget(
                `${hostname} resolves to ${bad.address}, which is not a public address`,
              ),
              [],
            );
          }
        }
        if (options.all) return callback(null, addresses);
        const first = addresses[0];
        if (!first) return callback(new BlockedTarget(`${hostname} has no address`), []);
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    );
  };
}

/** For a URL whose host is an IP literal (no lookup happens): refuse private ones. */
export function assertLiteralTarget(url: URL): void {
  const host = hostOf(url);
  if (isIP(host) && !privateTargetAllowed(url) && isPrivateAddress(host)) {
    throw new BlockedTarget(`${host} is not a public address`);
  }
}
