import type { IncomingHttpHeaders, IncomingMessage, Server } from "node:http";
import { BlockList, isIP } from "node:net";

/*
 * Who a request comes from, decided once at the edge (scripts/web.ts, before Next.js or a
 * direct API handler sees it). X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host are
 * believed only from a trusted proxy (TRUSTED_PROXIES); from anyone else they are the client's
 * own say and are replaced. Afterwards `x-forwarded-for` holds exactly one address, the client's,
 * which every limit keyed by address reads (lib/edge/auth/client-address.ts).
 */

/** The headers a proxy writes about the request; only a trusted one's are kept. */
export const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
] as const;

export interface TrustedProxies {
  has(address: string): boolean;
}

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, as a dual-stack socket reports it) as IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * One X-Forwarded-For entry as an address, or undefined when it is none: surrounding spaces,
 * IPv6 brackets and a port (`[::1]:8080`, `203.0.113.9:1234`, which some proxies append) go.
 */
function entryAddress(entry: string): string | undefined {
  let value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  const plain = plainAddress(value);
  return isIP(plain) ? plain.toLowerCase() : undefined;
}

/** TRUSTED_PROXIES's entries (addresses and CIDRs, as lib/core/env.ts validated them) as a matcher. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return {
    has(address) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      // BlockList matches IPv4 rules against IPv4-mapped IPv6 addresses itself.
      return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
    },
  };
}

/**
 * The client's address. The socket's peer, unless that is a trusted proxy: then the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy (entries to its left are whatever the
 * client sent and prove nothing). A chain of trusted proxies is walked through; when an entry
 * is no address, or every entry is a trusted proxy, the last trusted hop seen is the answer.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trusted: TrustedProxies,
): string | undefined {
  const peer = socketAddress ? plainAddress(socketAddress).toLowerCase() : undefined;
  if (!peer || !trusted.has(peer)) return peer;
  const entries = (typeof forwardedFor === "string" ? [forwardedFor] : (forwardedFor ?? []))
    .join(",")
    .split(",");
  let hop = peer;
  for (let i = entries.length - 1; i >= 0; i--) {
    const raw = entries[i] as string;
    if (raw.trim() === "") continue;
    const address = entryAddress(raw);
    if (!address) return hop;
    if (!trusted.has(address)) return address;
    hop = address;
  }
  return hop;
}

/** The first value of a header a proxy may have sent as a list. */
function firstValue(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value[0] : value;
  return joined?.split(",")[0]?.trim() || undefined;
}

/**
 * Rewrites a request's forwarded headers in place to what can be believed: `x-forwarded-for`
 * becomes the one resolved client address and `x-forwarded-proto` the scheme the client used
 * (`https` only from a TLS socket or a trusted proxy that says so); `x-forwarded-host` and the
 * others stay only when a trusted proxy sent them.
 */
export function settleForwardedHeaders(
  headers: IncomingHttpHeaders,
  socket: { remoteAddress?: string; encrypted?: boolean },
  trusted: TrustedProxies,
): void {
  const fromProxy = socket.remoteAddress !== undefined && trusted.has(socket.remoteAddress);
  const client = resolveClientAddress(socket.remoteAddress, headers["x-forwarded-for"], trusted);
  const proxyProto = fromProxy
    ? firstValue(headers["x-forwarded-proto"])?.toLowerCase()
    : undefined;
  const proxyHost = fromProxy ? firstValue(headers["x-forwarded-host"]) : undefined;
  for (const name of FORWARDED_HEADERS) delete headers[name];
  if (client) headers["x-forwarded-for"] = client;
  headers["x-forwarded-proto"] = socket.encrypted || proxyProto === "https" ? "https" : "http";
  if (proxyHost) headers["x-forwarded-host"] = proxyHost;
}

/**
 * Puts the edge in front of a server: every request's forwarded headers are settled before any
 * of its other request listeners runs, a stopping server's 503 included.
 */
export function settleAtTheEdge(server: Server, trusted: TrustedProxies): void {
  server.prependListener("request", (req: IncomingMessage) =>
    settleForwardedHeaders(req.headers, req.socket as { encrypted?: boolean }, trusted),
  );
}
