import { randomBytes } from "node:crypto";
import { Resolver } from "node:dns/promises";
import { connect, isIP, type Socket } from "node:net";
import { z } from "zod";
import {
  domainOfAddress,
  isDisposable,
  isRole,
  isWebmail,
} from "@/lib/model/profiles/email-domains";

/*
 * E-mail verification (docs/verification.md): syntax, then the domain's mail servers (MX, or
 * the domain itself when it has none, RFC 5321 §5.1), then an SMTP conversation that stops
 * before any message is sent: `RCPT TO` the address, and `RCPT TO` a random address at the same
 * domain to tell a real mailbox from a domain that accepts everything (catch-all). A temporary
 * refusal (greylisting: 450/451/452) is retried after a delay; a server that does not answer
 * in time gives `unknown`, never a guess. Large webmail hosts mask probing (they accept every
 * RCPT or block probes), so they are not probed: `unknown`, with the `webmail` flag.
 */

export type VerificationStatus = "valid" | "catch_all" | "invalid" | "unknown";

export interface Verification {
  status: VerificationStatus;
  disposable: boolean;
  role: boolean;
  webmail: boolean;
}

export interface VerifyOptions {
  /** DNS servers to ask ("127.0.0.1:5353"); the system's when absent. */
  dnsServers?: string[];
  /** The SMTP port probed (25). */
  smtpPort?: number;
  /** Per step (connect, each reply), ms. */
  timeoutMs?: number;
  /** Attempts after a temporary refusal, and the wait before each. */
  greylistRetries?: number;
  greylistDelayMs?: number;
  /** The least time between two probes of one domain, ms (mail servers throttle probers). */
  perDomainIntervalMs?: number;
  /** Our name in EHLO. */
  heloName?: string;
}

const DEFAULTS = {
  smtpPort: 25,
  timeoutMs: 10_000,
  greylistRetries: 2,
  greylistDelayMs: 60_000,
  perDomainIntervalMs: 1_000,
  heloName: "verify.leadwise.invalid",
};

/** The next time each domain may be probed (this process). */
const nextProbe = new Map<string, number>();

async function domainTurn(domain: string, intervalMs: number): Promise<void> {
  const now = Date.now();
  const at = Math.max(now, nextProbe.get(domain) ?? 0);
  nextProbe.set(domain, at + intervalMs);
  if (at > now) await new Promise((r) => setTimeout(r, at - now));
}

/** The hosts that receive mail for the domain, best first; [] when it has none; null on failure. */
async function mailHosts(domain: string, resolver: Resolver): Promise<string[] | null> {
  try {
    const mx = await resolver.resolveMx(domain);
    // A null MX ("." , RFC 7505) says the domain takes no mail.
    const hosts = mx.sort((a, b) => a.priority - b.priority).map((m) => m.exchange);
    return hosts.filter((h) => h !== "" && h !== ".");
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "ENOTFOUND") return [];
    if (code !== "ENODATA") return null;
  }
  const own = await addressesOf(domain, resolver);
  return own === null ? null : own.length > 0 ? [domain] : [];
}

/** The IPv4 addresses of a host through the same resolver; [] when it has none; null on failure. */
async function addressesOf(host: string, resolver: Resolver): Promise<string[] | null> {
  if (isIP(host)) return [host];
  try {
    return await resolver.resolve4(host);
  } catch (err) {
    const code = (err as { code?: string }).code;
    return code === "ENOTFOUND" || code === "ENODATA" ? [] : null;
  }
}

/** A line-oriented SMTP client for the probe: each `reply()` is one complete (multi-line) reply. */
function smtpSession(host: string, port: number, timeoutMs: number) {
  let socket: Socket | undefined;
  let buffer = "";
  const waiting: ((code: number) => void)[] = [];
  const replies: number[] = [];
  let failed: Error | undefined;
  const deliver = () => {
    for (;;) {
      const lines = buffer.split("\r\n");
      const last = lines.findIndex((l) => /^\d{3} /.test(l) || /^\d{3}$/.test(l));
      if (last < 0) return;
      const code = Number(lines[last]?.slice(0, 3));
      buffer = lines.slice(last + 1).join("\r\n");
      const next = waiting.shift();
      if (next) next(code);
      else replies.push(code);
    }
  };
  const reply = () =>
    new Promise<number>((resolve, reject) => {
      if (failed) return reject(failed);
      const ready = replies.shift();
      if (ready !== undefined) return resolve(ready);
      const timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
      waiting.push((code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const s = connect({ host, port, timeout: timeoutMs });
      socket = s;
      s.setEncoding("utf8");
      s.once("connect", () => resolve());
      s.once("timeout", () => {
        failed = new Error("timeout");
        s.destroy();
        reject(failed);
      });
      s.on("error", (err) => {
        failed = err;
        reject(err);
      });
      s.on("data", (chunk: string) => {
        buffer += chunk;
        deliver();
      });
    });
  const send = async (line: string) => {
    socket?.write(`${line}\r\n`);
    return reply();
  };
  const close = () => {
    socket?.end("QUIT\r\n");
    socket?.destroy();
  };
  return { open, reply, send, close };
}

type Probe = "accepted" | "rejected" | "temporary" | "failed";

const classifyRcpt = (code: number): Probe =>
  code >= 200 && code < 300
    ? "accepted"
    : code === 450 || code === 451 || code === 452 || code === 421
      ? "temporary"
      : code >= 500
        ? "rejected"
        : "failed";

/** One SMTP conversation: the address's RCPT, then a random address's (catch-all). */
async function probe(
  host: string,
  address: string,
  o: typeof DEFAULTS,
): Promise<{ address: Probe; random: Probe }> {
  const session = smtpSession(host, o.smtpPort, o.timeoutMs);
  try {
    await session.open();
    if ((await session.reply()) !== 220) return { address: "failed", random: "failed" };
    let hello = await session.send(`EHLO ${o.heloName}`);
    if (hello >= 500) hello = await session.send(`HELO ${o.heloName}`);
    if (hello !== 250) return { address: "failed", random: "failed" };
    const from = await session.send("MAIL FROM:<>");
    if (from !== 250) return { address: classifyRcpt(from), random: "failed" };
    const target = classifyRcpt(await session.send(`RCPT TO:<${address}>`));
    if (target !== "accepted") return { address: target, random: "failed" };
    const random = `${randomBytes(9).toString("hex")}@${domainOfAddress(address)}`;
    return { address: target, random: classifyRcpt(await session.send(`RCPT TO:<${random}>`)) };
  } catch {
    return { address: "failed", random: "failed" };
  } finally {
    session.close();
  }
}

export async function verifyAddress(
  address: string,
  options: VerifyOptions = {},
): Promise<Verification> {
  const given = Object.entries(options).filter(([, v]) => v !== undefined);
  const o: typeof DEFAULTS = { ...DEFAULTS, ...Object.fromEntries(given) };
  const flags = {
    disposable: isDisposable(address),
    role: isRole(address),
    webmail: isWebmail(address),
  };
  // The syntax a profile's e-mail entry must have (z.email(), lib/model/profiles/profile-schema.ts);
  // not imported from there, since lib/model/profiles reads this folder's domain lists.
  if (!z.email().safeParse(address).success) return { status: "invalid", ...flags };
  if (flags.webmail) return { status: "unknown", ...flags };
  const resolver = new Resolver({ timeout: o.timeoutMs, tries: 2 });
  if (options.dnsServers) resolver.setServers(options.dnsServers);
  const domain = domainOfAddress(address);
  const hosts = await mailHosts(domain, resolver);
  if (hosts === null) return { status: "unknown", ...flags };
  if (hosts.length === 0) return { status: "invalid", ...flags };
  for (let attempt = 0; attempt <= o.greylistRetries; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, o.greylistDelayMs));
    await domainTurn(domain, o.perDomainIntervalMs);
    // The best host that answers; the next ones only when it cannot be reached.
    let result: Awaited<ReturnType<typeof probe>> = { address: "failed", random: "failed" };
    for (const host of hosts) {
      for (const ip of (await addressesOf(host, resolver)) ?? []) {
        result = await probe(ip, address, o);
        if (result.address !== "failed") break;
      }
      if (result.address !== "failed") break;
    }
    if (result.address === "rejected") return { status: "invalid", ...flags };
    if (result.address === "accepted") {
      return { status: result.random === "accepted" ? "catch_all" : "valid", ...flags };
    }
    if (result.address === "failed") return { status: "unknown", ...flags };
  }
  // Still refused for now after every retry.
  return { status: "unknown", ...flags };
}
