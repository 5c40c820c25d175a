import { createSocket } from "node:dgram";
import { createServer, type Server } from "node:net";

/*
 * A local DNS server (MX and A records from a table) and scripted SMTP servers for the
 * verification tests, on loopback addresses (127.0.0.x) inside the tests' network namespace.
 */

export interface Zone {
  mx?: [number, string][];
  a?: string[];
}

function encodeName(name: string): Buffer {
  const parts = name.replace(/\.$/, "").split(".").filter(Boolean);
  return Buffer.concat([
    ...parts.map((p) => Buffer.concat([Buffer.from([p.length]), Buffer.from(p, "ascii")])),
    Buffer.from([0]),
  ]);
}

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  for (;;) {
    const len = msg[at] ?? 0;
    if (len === 0) return { name: labels.join(".").toLowerCase(), end: at + 1 };
    labels.push(msg.subarray(at + 1, at + 1 + len).toString("ascii"));
    at += 1 + len;
  }
}

/** Answers MX and A queries for `zones`; a name not in it is NXDOMAIN. */
export async function startDns(
  zones: Record<string, Zone>,
): Promise<{ server: string; close: () => Promise<void> }> {
  const socket = createSocket("udp4");
  socket.on("message", (msg, rinfo) => {
    const { name, end } = readName(msg, 12);
    const qtype = msg.readUInt16BE(end);
    const question = msg.subarray(12, end + 4);
    const zone = zones[name];
    const answers: Buffer[] = [];
    const record = (type: number, rdata: Buffer) => {
      const head = Buffer.alloc(12);
      head.writeUInt16BE(0xc00c, 0);
      head.writeUInt16BE(type, 2);
      head.writeUInt16BE(1, 4);
      head.writeUInt32BE(60, 6);
      head.writeUInt16BE(rdata.length, 10);
      answers.push(Buffer.concat([head, rdata]));
    };
    if (zone && qtype === 15) {
      for (const [pref, host] of zone.mx ?? []) {
        const p = Buffer.alloc(2);
        p.writeUInt16BE(pref);
        record(15, Buffer.concat([p, encodeName(host)]));
      }
    }
    if (zone && qtype === 1) {
      for (const ip of zone.a ?? []) record(1, Buffer.from(ip.split(".").map(Number)));
    }
    const header = Buffer.alloc(12);
    header.writeUInt16BE(msg.readUInt16BE(0), 0);
    header.writeUInt16BE(zone ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, question, ...answers]), rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

export type SmtpBehaviour =
  | { kind: "mailboxes"; mailboxes: string[] }
  | { kind: "catch_all" }
  | { kind: "greylist"; times: number; mailboxes: string[] }
  | { kind: "hang" };

/** An SMTP server on `host`:`port` that answers the probe as `behaviour` says; counts RCPTs. */
export async function startSmtp(
  host: string,
  port: number,
  behaviour: SmtpBehaviour,
): Promise<{ rcpts: string[]; connections: number[]; close: () => Promise<void> }> {
  const rcpts: string[] = [];
  const connections: number[] = [];
  let greylisted = 0;
  const server: Server = createServer((socket) => {
    connections.push(Date.now());
    socket.on("error", () => {});
    if (behaviour.kind === "hang") return;
    socket.setEncoding("utf8");
    socket.write(`220 ${host} ESMTP test\r\n`);
    let buffer = "";
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let nl = buffer.indexOf("\r\n");
      while (nl >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        nl = buffer.indexOf("\r\n");
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write(`250-${host}\r\n250 PIPELINING\r\n`);
        else if (verb === "MAIL") socket.write("250 2.1.0 Ok\r\n");
        else if (verb === "QUIT") socket.end("221 2.0.0 Bye\r\n");
        else if (verb === "RCPT") {
          const to = (/<([^>]*)>/.exec(line)?.[1] ?? "").toLowerCase();
          rcpts.push(to);
          if (behaviour.kind === "catch_all") socket.write("250 2.1.5 Ok\r\n");
          else if (behaviour.kind === "greylist" && greylisted < behaviour.times) {
            greylisted += 1;
            socket.write("451 4.7.1 Greylisted, try again later\r\n");
          } else if ("mailboxes" in behaviour && behaviour.mailboxes.includes(to)) {
            socket.write("250 2.1.5 Ok\r\n");
          } else socket.write("550 5.1.1 No such user\r\n");
        } else socket.write("502 5.5.2 Command not recognized\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    rcpts,
    connections,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        setTimeout(resolve, 200);
      }),
  };
}
