import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { env, resetEnvCache } from "@/lib/core/env";
import { generateWebhookSecret } from "@/lib/features/accounts/secrets";
import { postWebhook, signatureHeaders } from "./post";
import { assertWebhookUrl, isPrivateAddress } from "./ssrf";

let server: http.Server;
let url: string;
let received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      if (req.url === "/slow") return; // never answers
      res.statusCode = req.url === "/gone" ? 410 : 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function allowPrivate(value: "true" | "false", hosts = "") {
  process.env.WEBHOOK_ALLOW_PRIVATE = value;
  process.env.WEBHOOK_ALLOW_HOSTS = hosts;
  resetEnvCache();
}
afterEach(() => {
  received = [];
  allowPrivate("true");
});

describe("signing", () => {
  it("produces headers that standardwebhooks verifies with the secret", () => {
    const secret = generateWebhookSecret();
    const body = JSON.stringify({ status: "success", data: [] });
    const headers = signatureHeaders(secret, "msg_1", body, new Date());
    expect(headers["webhook-signature"]).toMatch(/^v1,/);
    expect(new Webhook(secret).verify(body, headers)).toEqual({ status: "success", data: [] });
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
  });

  it("signs exactly as the Standard Webhooks library does", () => {
    const secret = generateWebhookSecret();
    const at = new Date("2026-03-23T10:00:00.900Z");
    const body = '{"requestId":"req_1","name":"Zoë ✓"}';
    expect(signatureHeaders(secret, "msg_2", body, at)).toEqual({
      "webhook-id": "msg_2",
      "webhook-timestamp": "1774260000",
      "webhook-signature": new Webhook(secret).sign("msg_2", at, body),
    });
  });
});

describe("postWebhook", () => {
  it("posts the body as JSON with the given headers", async () => {
    allowPrivate("true");
    const out = await postWebhook(`${url}/ok`, '{"a":1}', { "webhook-id": "msg_x" }, 5000);
    expect(out).toMatchObject({ statusCode: 204, error: null, blocked: false });
    expect(received[0]?.body).toBe('{"a":1}');
    expect(received[0]?.headers["content-type"]).toBe("application/json");
    expect(received[0]?.headers["webhook-id"]).toBe("msg_x");
  });

  it("keeps its connections to a receiver open between bursts of deliveries", async () => {
    let opened = 0;
    const count = () => opened++;
    server.on("connection", count);
    try {
      const burst = () =>
        Promise.all(Array.from({ length: 40 }, () => postWebhook(`${url}/ok`, "{}", {}, 5000)));
      expect((await burst()).every((o) => o.statusCode === 204)).toBe(true);
      const afterFirst = opened;
      expect(afterFirst).toBeGreaterThan(0);
      // Every socket of the first burst is idle again: the second needs no new connection.
      expect((await burst()).every((o) => o.statusCode === 204)).toBe(true);
      expect(opened).toBe(afterFirst);
    } finally {
      server.off("connection", count);
    }
  });

  it("sends again on a new connection when a kept-alive one is dropped as it is reused", async () => {
    // A receiver that closes each connection when a second request arrives on it, as one whose
    // idle timeout fires just as the socket is picked from the pool does.
    const perSocket = new WeakMap<object, number>();
    const dropping = http.createServer((req, res) => {
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      if (n > 1) {
        req.socket.destroy();
        return;
      }
      req.resume();
      req.on("end", () => {
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((r) => dropping.listen(0, "127.0.0.1", r));
    const target = `http://127.0.0.1:${(dropping.address() as AddressInfo).port}/`;
    try {
      expect((await postWebhook(target, "{}", {}, 5000)).statusCode).toBe(204);
      const again = await postWebhook(target, "{}", {}, 5000);
      expect(again).toMatchObject({ statusCode: 204, error: null });
    } finally {
      dropping.closeAllConnections();
      dropping.close();
    }
  });

  it("reports the status code, including 410", async () => {
    const out = await postWebhook(`${url}/gone`, "{}", {}, 5000);
    expect(out.statusCode).toBe(410);
  });

  it("times out", async () => {
    const out = await postWebhook(`${url}/slow`, "{}", {}, 200);
    expect(out.statusCode).toBeNull();
    expect(out.error).toMatch(/timed out/);
    expect(out.durationMs).toBeGreaterThanOrEqual(190);
  });

  it("reports connection errors without throwing", async () => {
    const out = await postWebhook("http://127.0.0.1:1/", "{}", {}, 2000);
    expect(out.statusCode).toBeNull();
    expect(out.error).toBeTruthy();
  });

  it("refuses private targets after DNS resolution when private targets are not allowed", async () => {
    allowPrivate("false");
    const literal = await postWebhook(`${url}/ok`, "{}", {}, 2000);
    expect(literal).toMatchObject({ statusCode: null, blocked: true });
    const port = (server.address() as AddressInfo).port;
    // "localhost" is a name: it is refused by what it resolves to.
    const named = await postWebhook(`http://localhost:${port}/ok`, "{}", {}, 2000);
    expect(named).toMatchObject({ statusCode: null, blocked: true });
    expect(named.error).toMatch(/not a public address/);
    expect(received).toHaveLength(0);
  });
});

describe("the SSRF guard", () => {
  it("knows private, loopback, link-local and mapped addresses", () => {
    for (const ip of [
      "10.1.2.3",
      "127.0.0.1",
      "169.254.169.254",
      "172.20.0.1",
      "192.168.1.1",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111"]) {
      expect(isPrivateAddress(ip), ip).toBe(false);
    }
  });

  it("refuses bad webhook URLs at submission", () => {
    allowPrivate("false");
    for (const bad of [
      "ftp://example.com/x",
      "http://127.0.0.1/x",
      "http://[::1]/x",
      "http://localhost:3000/x",
      "http://intranet/x",
      "http://169.254.169.254/latest",
      "not a url",
    ]) {
      // A refusal is a sentence a person reads, not "url: points to…".
      expect(() => assertWebhookUrl(bad, "url"), bad).toThrow(/^The address [a-z].*\.$/);
    }
    expect(assertWebhookUrl("https://hooks.example.com/x").host).toBe("hooks.example.com");
    expect(assertWebhookUrl("http://93.184.216.34/x").protocol).toBe("http:");
    allowPrivate("true");
    expect(assertWebhookUrl("http://127.0.0.1:9/x").port).toBe("9");
  });
});

describe("private targets", () => {
  let other: http.Server;
  let otherPort: number;
  let otherHits = 0;
  beforeAll(async () => {
    other = http.createServer((_req, res) => {
      otherHits++;
      res.end();
    });
    await new Promise<void>((r) => other.listen(0, "127.0.0.1", r));
    otherPort = (other.address() as AddressInfo).port;
  });
  afterAll(() => {
    other.closeAllConnections();
    other.close();
  });
  afterEach(() => {
    otherHits = 0;
  });
  const port = () => (server.address() as AddressInfo).port;

  it("are refused when nothing is configured, embedded database or not", async () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    delete process.env.WEBHOOK_ALLOW_HOSTS;
    const databaseUrl = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    resetEnvCache();
    try {
      expect(env().embedded).toBe(true);
      expect(() => assertWebhookUrl(`${url}/ok`)).toThrow(/WEBHOOK_ALLOW_HOSTS/);
      const out = await postWebhook(`${url}/ok`, "{}", {}, 2000);
      expect(out).toMatchObject({ statusCode: null, blocked: true });
      expect(received).toHaveLength(0);
    } finally {
      if (databaseUrl !== undefined) process.env.DATABASE_URL = databaseUrl;
      resetEnvCache();
    }
  });

  it("are allowed exactly as WEBHOOK_ALLOW_HOSTS lists them", async () => {
    allowPrivate("false", `127.0.0.1:${port()}`);
    expect(assertWebhookUrl(`${url}/ok`).port).toBe(String(port()));
    expect((await postWebhook(`${url}/ok`, "{}", {}, 2000)).statusCode).toBe(204);
    // Another port of the same host, and the same port under another loopback address.
    expect(() => assertWebhookUrl(`http://127.0.0.1:${otherPort}/x`)).toThrow();
    const elsewhere = await postWebhook(`http://127.0.0.1:${otherPort}/x`, "{}", {}, 2000);
    expect(elsewhere).toMatchObject({ statusCode: null, blocked: true });
    expect(() => assertWebhookUrl(`http://[::1]:${port()}/x`)).toThrow();
    expect(otherHits).toBe(0);

    allowPrivate("false", "127.0.0.1");
    expect((await postWebhook(`http://127.0.0.1:${otherPort}/x`, "{}", {}, 2000)).statusCode).toBe(
      200,
    );
  });

  it("refuses a malformed WEBHOOK_ALLOW_HOSTS at start", () => {
    allowPrivate("false", "127.0.0.1:80/path");
    expect(() => env()).toThrow(/WEBHOOK_ALLOW_HOSTS/);
  });

  it("cannot be reached through a redirect from an allowed target", async () => {
    const redirecting = http.createServer((_req, res) => {
      res.writeHead(307, { location: `http://127.0.0.1:${otherPort}/internal` });
      res.end();
    });
    await new Promise<void>((r) => redirecting.listen(0, "127.0.0.1", r));
    const redirectPort = (redirecting.address() as AddressInfo).port;
    try {
      allowPrivate("false", `127.0.0.1:${redirectPort}`);
      const out = await postWebhook(`http://127.0.0.1:${redirectPort}/hook`, "{}", {}, 2000);
      expect(out.statusCode).toBe(307);
      await new Promise((r) => setTimeout(r, 100));
      expect(otherHits).toBe(0);
    } finally {
      redirecting.closeAllConnections();
      redirecting.close();
    }
  });

  it("cannot be reached by a public-looking name that resolves to loopback (DNS rebinding)", async () => {
    allowPrivate("false");
    const target = `http://hooks.rebind.example:${port()}/ok`;
    // At submission the name looks public; at delivery it resolves to loopback.
    expect(assertWebhookUrl(target).hostname).toBe("hooks.rebind.example");
    const resolutions: string[] = [];
    const rebinding = async (hostname: string) => {
      resolutions.push(hostname);
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const out = await postWebhook(target, "{}", {}, 2000, rebinding);
    expect(resolutions).toEqual(["hooks.rebind.example"]);
    expect(out).toMatchObject({ statusCode: null, blocked: true });
    expect(out.error).toMatch(/127\.0\.0\.1, which is not a public address/);
    // One private address among several is enough to refuse the name.
    const mixed = async () => [
      { address: "::1", family: 6 },
      { address: "127.0.0.1", family: 4 },
    ];
    expect(await postWebhook(target, "{}", {}, 2000, mixed)).toMatchObject({ blocked: true });
    expect(received).toHaveLength(0);
  });
});
