import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import {
  plainAddress,
  resolveClientAddress,
  settleForwardedHeaders,
  trustedProxies,
} from "./forwarded";

/*
 * Who a request comes from: limits keyed by address hold only if a client cannot name its own
 * address, and a proxy's word counts only when the proxy is one the operator named.
 */

const none = trustedProxies([]);
const loopback = trustedProxies(["127.0.0.1"]);
const internal = trustedProxies(["10.0.0.0/8", "fd00::/8", "192.0.2.1"]);

describe("trusted proxies", () => {
  it("match addresses and CIDRs, IPv4 and IPv6, and IPv4 written as IPv6", () => {
    expect(internal.has("10.1.2.3")).toBe(true);
    expect(internal.has("11.0.0.1")).toBe(false);
    expect(internal.has("192.0.2.1")).toBe(true);
    expect(internal.has("192.0.2.2")).toBe(false);
    expect(internal.has("fd12:3456::1")).toBe(true);
    expect(internal.has("fe80::1")).toBe(false);
    expect(internal.has("::ffff:10.9.9.9")).toBe(true);
    expect(loopback.has("::ffff:127.0.0.1")).toBe(true);
    expect(loopback.has("127.0.0.2")).toBe(false);
    expect(loopback.has("not an address")).toBe(false);
    expect(none.has("127.0.0.1")).toBe(false);
  });

  it("an IPv4-mapped address reads as the IPv4 one", () => {
    expect(plainAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(plainAddress("::FFFF:203.0.113.9")).toBe("203.0.113.9");
    expect(plainAddress("2001:db8::1")).toBe("2001:db8::1");
  });
});

describe("the client address", () => {
  it("is the socket's when it is no trusted proxy, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", none)).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:127.0.0.1", "1.2.3.4, 5.6.7.8", none)).toBe("127.0.0.1");
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", loopback)).toBe("203.0.113.9");
    expect(resolveClientAddress("2001:DB8::7", undefined, none)).toBe("2001:db8::7");
  });

  it("behind a trusted proxy, is the entry it appended, not what the client wrote before it", () => {
    // The client forged "1.2.3.4"; the proxy appended the address it saw.
    expect(resolveClientAddress("127.0.0.1", "1.2.3.4, 198.51.100.7", loopback)).toBe(
      "198.51.100.7",
    );
    expect(resolveClientAddress("::ffff:127.0.0.1", ["1.2.3.4", "198.51.100.7"], loopback)).toBe(
      "198.51.100.7",
    );
    expect(resolveClientAddress("10.0.0.5", "2001:db8::42", internal)).toBe("2001:db8::42");
  });

  it("walks through a chain of trusted proxies to the first hop that is not one", () => {
    expect(resolveClientAddress("10.0.0.5", "6.6.6.6, 198.51.100.7, 10.0.0.9", internal)).toBe(
      "198.51.100.7",
    );
    expect(
      resolveClientAddress("10.0.0.5", "6.6.6.6, [2001:db8::9]:4711, fd00::3, 10.0.0.9", internal),
    ).toBe("2001:db8::9");
    expect(resolveClientAddress("10.0.0.5", "198.51.100.7:5555", internal)).toBe("198.51.100.7");
  });

  it("stops at the last trusted hop when an entry is no address or every entry is trusted", () => {
    expect(resolveClientAddress("10.0.0.5", "198.51.100.7, unknown, 10.0.0.9", internal)).toBe(
      "10.0.0.9",
    );
    expect(resolveClientAddress("10.0.0.5", "javascript:alert(1)", internal)).toBe("10.0.0.5");
    expect(resolveClientAddress("10.0.0.5", "10.0.0.7, 10.0.0.6", internal)).toBe("10.0.0.7");
    expect(resolveClientAddress("10.0.0.5", undefined, internal)).toBe("10.0.0.5");
    expect(resolveClientAddress("10.0.0.5", " , ", internal)).toBe("10.0.0.5");
  });
});

describe("the headers the edge leaves", () => {
  const forged = (): IncomingHttpHeaders => ({
    host: "evil.example",
    "x-forwarded-for": "1.2.3.4, 5.6.7.8",
    "x-forwarded-proto": "javascript",
    "x-forwarded-host": "evil.example",
    "x-forwarded-port": "1",
    "x-real-ip": "9.9.9.9",
    forwarded: "for=9.9.9.9;proto=https",
  });

  it("from a client: its address alone, the socket's scheme, no forwarded host", () => {
    const headers = forged();
    settleForwardedHeaders(headers, { remoteAddress: "203.0.113.9" }, loopback);
    expect(headers).toEqual({
      host: "evil.example",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-proto": "http",
    });
    const tls = forged();
    settleForwardedHeaders(tls, { remoteAddress: "203.0.113.9", encrypted: true }, none);
    expect(tls["x-forwarded-proto"]).toBe("https");
  });

  it("from a trusted proxy: the address it appended, its scheme and host", () => {
    const headers = {
      ...forged(),
      "x-forwarded-proto": "https",
      "x-forwarded-host": "leads.example.com",
    };
    settleForwardedHeaders(headers, { remoteAddress: "::ffff:127.0.0.1" }, loopback);
    expect(headers).toEqual({
      host: "evil.example",
      "x-forwarded-for": "5.6.7.8",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "leads.example.com",
    });
  });

  it("a trusted proxy's scheme is https or http, never anything else", () => {
    const headers = forged();
    settleForwardedHeaders(headers, { remoteAddress: "127.0.0.1" }, loopback);
    expect(headers["x-forwarded-proto"]).toBe("http");
  });
});
