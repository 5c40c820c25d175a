import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  nestsDeeperThan,
  readBoundedBody,
  undecodableActionBody,
  withReadBody,
} from "./bounded-body";

describe("the nesting of a body", () => {
  const deep = (n: number) => Buffer.from(`${"[".repeat(n)}${"]".repeat(n)}`);

  it("counts arrays and objects, up to the limit and no further", () => {
    expect(nestsDeeperThan(deep(64), 64)).toBe(false);
    expect(nestsDeeperThan(deep(65), 64)).toBe(true);
    expect(nestsDeeperThan(Buffer.from(`${'{"a":'.repeat(65)}1${"}".repeat(65)}`), 64)).toBe(true);
    expect(nestsDeeperThan(deep(50_000), 64)).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    const text = JSON.stringify([`${"[".repeat(500)} a "quoted" \\ one`, { b: "{{{{" }]);
    expect(nestsDeeperThan(Buffer.from(text), 3)).toBe(false);
  });

  it("sees sibling structures as one level each", () => {
    expect(nestsDeeperThan(Buffer.from(JSON.stringify(Array(1000).fill([[1]]))), 3)).toBe(false);
  });
});

describe("reading a bounded body off a request", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const read = await readBoundedBody(req, 1000, 8);
      if ("refused" in read) {
        res.writeHead(read.refused, { connection: "close" });
        return res.end();
      }
      // What Next.js would read: the replayed request's own stream.
      const replay = withReadBody(req, read.body);
      const chunks: Buffer[] = [];
      for await (const chunk of replay) chunks.push(chunk as Buffer);
      res.writeHead(200, {
        "x-method": replay.method ?? "",
        "x-type": replay.headers["content-type"] ?? "",
      });
      res.end(Buffer.concat(chunks));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("hands the whole body on, with the request's method and headers", async () => {
    const res = await fetch(base, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: '["a",{"b":[1]}]',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-method")).toBe("POST");
    expect(res.headers.get("x-type")).toBe("text/plain");
    expect(await res.text()).toBe('["a",{"b":[1]}]');
  });

  it("refuses a body over the limit with 413, whether it says its length or streams", async () => {
    expect((await fetch(base, { method: "POST", body: "x".repeat(5000) })).status).toBe(413);
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode("y".repeat(300)));
        controller.close();
      },
    });
    const streamed = await fetch(base, {
      method: "POST",
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("refuses a body nested deeper than the limit with 400", async () => {
    const res = await fetch(base, { method: "POST", body: `${"[".repeat(9)}${"]".repeat(9)}` });
    expect(res.status).toBe(400);
  });
});

describe("a server action's body", () => {
  const req = (headers: Record<string, string>) => ({ headers }) as unknown as http.IncomingMessage;
  const action = { "next-action": "a1b2", "content-type": "text/plain;charset=UTF-8" };
  const multipart = async (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const encoded = new Response(form);
    const headers = { ...action, "content-type": encoded.headers.get("content-type") ?? "" };
    return undecodableActionBody(req(headers), Buffer.from(await encoded.arrayBuffer()));
  };

  it("must be JSON when sent as text", async () => {
    expect(await undecodableActionBody(req(action), Buffer.from('["x",{"a":1}]'))).toBe(false);
    expect(await undecodableActionBody(req(action), Buffer.from("\u0000"))).toBe(true);
    expect(await undecodableActionBody(req(action), Buffer.from('["x"'))).toBe(true);
  });

  it("refers only to chunks it sends", async () => {
    const text = (body: string) => undecodableActionBody(req(action), Buffer.from(body));
    expect(await text('["$@3"]')).toBe(true);
    expect(await text('[{"a":["$Q1a"]}]')).toBe(true);
    expect(await text('["$1"]')).toBe(true);
    // A bigint, a date, an escaped dollar, form data: no chunk needed.
    expect(await text('["$n12","$D2026-11-28T00:00:00.000Z","$$1","$K1","$undefined"]')).toBe(
      false,
    );
    expect(await multipart({ "0": '["$@1","$Qa"]', "1": '"x"', "10": "[]" })).toBe(false);
    expect(await multipart({ "0": '["$@1","$Qa"]', "1": '"x"' })).toBe(true);
  });

  it("as multipart, has JSON in its numbered fields; other fields are plain form values", async () => {
    expect(await multipart({ "0": '["$K1"]', "1_id": "c_1", "1_name": "not json" })).toBe(false);
    expect(await multipart({ "0": "not json", "1_id": "c_1" })).toBe(true);
    expect(await multipart({ "0": "[]", "2": "{" })).toBe(true);
    const broken = { ...action, "content-type": "multipart/form-data; boundary=x" };
    expect(await undecodableActionBody(req(broken), Buffer.from("garbage"))).toBe(true);
  });

  it("is no concern of a POST that is not an action", async () => {
    const plain = req({ "content-type": "text/plain" });
    expect(await undecodableActionBody(plain, Buffer.from("hi"))).toBe(false);
  });
});
