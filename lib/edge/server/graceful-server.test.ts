import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  answerStarting,
  createGracefulServer,
  type GracefulServer,
  KEEP_ALIVE_MS,
  LIVENESS_PATH,
  unavailable,
} from "./graceful-server";
import { answerMethodNotAllowed } from "./route-methods";

/*
 * Raw sockets rather than an HTTP client: the test must hold one keep-alive connection idle
 * across the stop and send on it afterwards, which client pools hide.
 */

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Sends one request on the socket and reads one response (by its content-length). */
function send(
  socket: net.Socket,
  method: string,
  path: string,
  body = "",
  headers = "",
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    let data = "";
    const onData = (chunk: Buffer) => {
      data += chunk.toString();
      const end = data.indexOf("\r\n\r\n");
      if (end < 0) return;
      const [statusLine = "", ...lines] = data.slice(0, end).split("\r\n");
      const headers = Object.fromEntries(
        lines.map((l) => [
          l.slice(0, l.indexOf(":")).toLowerCase(),
          l.slice(l.indexOf(":") + 1).trim(),
        ]),
      );
      const length = Number(headers["content-length"] ?? 0);
      const rest = data.slice(end + 4);
      if (rest.length < length) return;
      socket.off("data", onData);
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.slice(0, length) });
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("close", () => reject(new Error(`connection closed before an answer: ${data}`)));
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: test\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
}

const closed = (socket: net.Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed || socket.readyState === "closed") resolve();
    else socket.once("close", () => resolve());
  });

let server: GracefulServer | undefined;
afterEach(async () => {
  await server?.drain(0);
  server = undefined;
});

async function serve(handle: Parameters<typeof createGracefulServer>[0]) {
  server = createGracefulServer(handle);
  await server.listen(0, "127.0.0.1");
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { graceful: server, port: address.port };
}

describe("keep-alive", () => {
  it("keeps an idle connection open past Node's 5 s, so a client's next request is answered, not reset", async () => {
    const { port } = await serve((_req, res) => {
      res.writeHead(200, { "content-length": "2" }).end("ok");
    });
    const idle = await connect(port);
    const first = await send(idle, "GET", "/first");
    expect(first.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    await new Promise((r) => setTimeout(r, 5_500));
    expect((await send(idle, "GET", "/after-idle")).status).toBe(200);
    idle.destroy();
  }, 15_000);
});

describe("graceful stop", () => {
  it("answers what is in flight, 503s new requests on open connections, refuses new connections", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const { graceful, port } = await serve(async (req, res) => {
      if (req.url === "/slow") await held;
      res.writeHead(202, { "content-type": "text/plain", "content-length": "8" }).end("accepted");
    });

    const idle = await connect(port);
    expect((await send(idle, "GET", "/warm")).status).toBe(202);
    const busy = await connect(port);
    const slow = send(busy, "POST", "/slow", "{}");
    await expect.poll(() => graceful.inFlight()).toBe(1);

    const drained = graceful.drain(5_000);
    const late = await send(idle, "POST", "/work", "{}");
    expect(late.status).toBe(503);
    expect(late.headers["content-type"]).toBe("application/problem+json");
    expect(late.headers.connection).toBe("close");
    expect(late.headers["retry-after"]).toBe("1");
    expect(JSON.parse(late.body)).toMatchObject({ status: 503, code: "shutting_down" });
    await closed(idle);
    await expect(connect(port)).rejects.toMatchObject({ code: "ECONNREFUSED" });

    release();
    const answered = await slow;
    expect(answered.status).toBe(202);
    expect(answered.body).toBe("accepted");
    expect(answered.headers.connection).toBe("close");
    expect(await drained).toBe(0);
    await closed(busy);
  });

  it("answers 503 rather than resets a request sent on an idle connection just after the stop", async () => {
    const { graceful, port } = await serve((_req, res) => {
      res.writeHead(200, { "content-length": "2" }).end("ok");
    });
    const idle = await connect(port);
    expect((await send(idle, "GET", "/warm")).status).toBe(200);
    const drained = graceful.drain(5_000);
    await new Promise((r) => setTimeout(r, 200));
    const late = await send(idle, "POST", "/work", "{}");
    expect(late.status).toBe(503);
    expect(late.headers.connection).toBe("close");
    await closed(idle);
    expect(await drained).toBe(0);
  });

  it("closes a connection whose response had started before the stop, once it is done", async () => {
    let finish: () => void = () => {};
    const { graceful, port } = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain", "content-length": "4" });
      res.write("do");
      finish = () => res.end("ne");
    });
    const socket = await connect(port);
    const reply = send(socket, "GET", "/stream");
    await expect.poll(() => graceful.inFlight()).toBe(1);
    const drained = graceful.drain(5_000);
    finish();
    expect((await reply).body).toBe("done");
    expect(await drained).toBe(0);
    await closed(socket);
  });

  it("cuts what is still running after the bound, and says how much", async () => {
    const { graceful, port } = await serve(() => new Promise(() => {}));
    const socket = await connect(port);
    void send(socket, "GET", "/forever").catch(() => {});
    await expect.poll(() => graceful.inFlight()).toBe(1);
    const t0 = performance.now();
    expect(await graceful.drain(300)).toBe(1);
    expect(performance.now() - t0).toBeLessThan(2_000);
    await closed(socket);
  });
});

/** What a browser relies on in every answer (issue #22), whoever sends it. */
function expectSecurityHeaders(reply: Reply, what: string) {
  expect(reply.headers["content-security-policy"], what).toBe(
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  );
  expect(reply.headers["x-frame-options"], what).toBe("DENY");
  expect(reply.headers["x-content-type-options"], what).toBe("nosniff");
  expect(reply.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(reply.headers["permissions-policy"], what).toContain("camera=()");
  expect(reply.headers["cross-origin-opener-policy"], what).toBe("same-origin");
}

describe("the server's own answers, sent before Next.js sees the request", () => {
  it("carry the security headers: starting, database unavailable, 405, liveness, shutting down", async () => {
    const { graceful, port } = await serve((req, res) => {
      if (req.url === "/starting" || req.url === LIVENESS_PATH) return answerStarting(req, res);
      if (req.url === "/v1/usage") return answerMethodNotAllowed(req, res, ["GET", "HEAD"]);
      unavailable(res, "database_unavailable", "down", { retryAfterSeconds: 2 });
    });
    const socket = await connect(port);
    const starting = await send(socket, "GET", "/starting");
    expect(starting.status).toBe(503);
    expectSecurityHeaders(starting, "starting");
    expect(starting.headers["strict-transport-security"]).toBeUndefined();
    const live = await send(socket, "GET", LIVENESS_PATH);
    expect(live.status).toBe(200);
    expectSecurityHeaders(live, "liveness");
    const notAllowed = await send(socket, "DELETE", "/v1/usage");
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.headers.allow).toBe("GET, HEAD");
    expectSecurityHeaders(notAllowed, "405");
    const down = await send(socket, "GET", "/campaigns");
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toMatchObject({ code: "database_unavailable" });
    expectSecurityHeaders(down, "database unavailable");

    void graceful.drain(5_000);
    const stopping = await send(socket, "GET", "/campaigns");
    expect(stopping.status).toBe(503);
    expect(JSON.parse(stopping.body)).toMatchObject({ code: "shutting_down" });
    expectSecurityHeaders(stopping, "shutting down");
    await closed(socket);
  });

  it("adds HSTS when a TLS-terminating proxy says the client came over https", async () => {
    const { port } = await serve((req, res) => answerStarting(req, res));
    const socket = await connect(port);
    const reply = await send(socket, "GET", "/", "", "X-Forwarded-Proto: https\r\n");
    expect(reply.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
    socket.destroy();
  });
});
