import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailType } from "@/lib/model/profiles/email-domains";
import { startDns, startSmtp } from "./testing/mail-servers";
import { verifyAddress } from "./verify";

/*
 * Verification against a local DNS server and local SMTP servers (accepting, catch-all,
 * greylisting, hanging), on loopback inside the tests' network namespace.
 */

const PORT = 2525;
let dns: Awaited<ReturnType<typeof startDns>>;
let servers: Awaited<ReturnType<typeof startSmtp>>[] = [];
let greylist: Awaited<ReturnType<typeof startSmtp>>;
let accepting: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  dns = await startDns({
    "acme.io": { mx: [[10, "mx.acme.io"]] },
    "mx.acme.io": { a: ["127.0.0.2"] },
    "catchall.io": { mx: [[10, "mx.catchall.io"]] },
    "mx.catchall.io": { a: ["127.0.0.3"] },
    "grey.io": { mx: [[10, "mx.grey.io"]] },
    "mx.grey.io": { a: ["127.0.0.4"] },
    "forever.io": { mx: [[10, "mx.forever.io"]] },
    "mx.forever.io": { a: ["127.0.0.6"] },
    "hang.io": { mx: [[10, "mx.hang.io"]] },
    "mx.hang.io": { a: ["127.0.0.5"] },
    // No MX: mail goes to the domain's own address (RFC 5321 §5.1).
    "bare.io": { a: ["127.0.0.2"] },
    "nomail.io": {},
  });
  accepting = await startSmtp("127.0.0.2", PORT, {
    kind: "mailboxes",
    mailboxes: ["jane@acme.io", "info@acme.io", "joe@bare.io"],
  });
  greylist = await startSmtp("127.0.0.4", PORT, {
    kind: "greylist",
    times: 2,
    mailboxes: ["g@grey.io"],
  });
  servers = [
    accepting,
    await startSmtp("127.0.0.3", PORT, { kind: "catch_all" }),
    greylist,
    await startSmtp("127.0.0.5", PORT, { kind: "hang" }),
    await startSmtp("127.0.0.6", PORT, { kind: "greylist", times: 1_000, mailboxes: [] }),
  ];
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await dns.close();
});

const options = () => ({
  dnsServers: [dns.server],
  smtpPort: PORT,
  timeoutMs: 400,
  greylistRetries: 2,
  greylistDelayMs: 150,
  perDomainIntervalMs: 0,
});

describe("verifyAddress", () => {
  it("an existing mailbox is valid; one that does not exist is invalid", async () => {
    expect(await verifyAddress("jane@acme.io", options())).toEqual({
      status: "valid",
      disposable: false,
      role: false,
      webmail: false,
    });
    expect((await verifyAddress("ghost@acme.io", options())).status).toBe("invalid");
    // The probe stopped at RCPT: the random address was tried only for the accepted one.
    expect(accepting.rcpts.filter((r) => r === "jane@acme.io" || r === "ghost@acme.io")).toEqual([
      "jane@acme.io",
      "ghost@acme.io",
    ]);
  });

  it("a domain that accepts every address is catch_all", async () => {
    expect((await verifyAddress("anyone@catchall.io", options())).status).toBe("catch_all");
  });

  it("a greylisting server is asked again, then gives its final answer", async () => {
    const started = Date.now();
    expect((await verifyAddress("g@grey.io", options())).status).toBe("valid");
    expect(greylist.connections.length).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    // Greylisted on every attempt: unknown, not a guess.
    expect((await verifyAddress("f@forever.io", options())).status).toBe("unknown");
  });

  it("a server that never answers is unknown within the timeout", async () => {
    const started = Date.now();
    expect((await verifyAddress("x@hang.io", options())).status).toBe("unknown");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("bad syntax, a domain that does not exist or takes no mail are invalid; no MX falls back to A", async () => {
    expect((await verifyAddress("not an address", options())).status).toBe("invalid");
    expect((await verifyAddress("a@nowhere.io", options())).status).toBe("invalid");
    expect((await verifyAddress("a@nomail.io", options())).status).toBe("invalid");
    expect((await verifyAddress("joe@bare.io", options())).status).toBe("valid");
  });

  it("flags role, disposable and webmail addresses; webmail hosts are not probed", async () => {
    expect(await verifyAddress("info@acme.io", options())).toMatchObject({
      status: "valid",
      role: true,
    });
    expect(await verifyAddress("jane.doe@gmail.com", options())).toEqual({
      status: "unknown",
      disposable: false,
      role: false,
      webmail: true,
    });
    expect((await verifyAddress("x@mailinator.com", options())).disposable).toBe(true);
    expect(emailType("jane.doe@gmail.com")).toBe("personal");
    expect(emailType("jane@acme.io")).toBe("professional");
  });

  it("keeps to the per-domain interval between probes", async () => {
    const from = accepting.connections.length;
    await Promise.all(
      [1, 2, 3].map(() =>
        verifyAddress("jane@acme.io", { ...options(), perDomainIntervalMs: 500 }),
      ),
    );
    const times = accepting.connections.slice(from);
    expect(times).toHaveLength(3);
    // Turns 500 ms apart: the third probe connects at least 1,000 ms after the first one's turn.
    // The first connection may itself land late on a busy machine (its turn came, its socket
    // had to wait), which shortens the gap the server sees; 200 ms of that is allowed for.
    // Without the interval the three connect within a few milliseconds.
    expect((times[2] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(800);
  });
});
