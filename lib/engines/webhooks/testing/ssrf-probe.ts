/**
 * For ssrf.test.ts, run inside a network namespace with only loopback up: points the webhook
 * code at internal addresses and reports what it refused and what reached the catch-all
 * receiver listening on every local address. A broken guard can reach nothing beyond this
 * namespace. Only 127.0.0.1:<redirector> is an allowed target (WEBHOOK_ALLOW_HOSTS, set here).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { postWebhook } from "../post";
import { assertWebhookUrl } from "../ssrf";

const listen = (server: http.Server, host: string) =>
  new Promise<number>((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );

const hits: string[] = [];
const catchAll = http.createServer((req, res) => {
  hits.push(`${req.socket.localAddress} ${req.url}`);
  res.end("internal secret");
});
const port = await listen(catchAll, "::");
const redirector = http.createServer((req, res) => {
  const to =
    req.url === "/v6"
      ? `http://[::1]:${port}/via-redirect`
      : `http://127.0.0.1:${port}/via-redirect`;
  res.writeHead(302, { location: to });
  res.end();
});
const redirectorPort = await listen(redirector, "127.0.0.1");
process.env.WEBHOOK_ALLOW_HOSTS = `127.0.0.1:${redirectorPort}`;

const loopbackResolver = (address: string, family: number) => async () => [{ address, family }];
const probes: { target: string; resolve?: ReturnType<typeof loopbackResolver> }[] = [
  { target: `http://127.0.0.1:${port}/` },
  { target: `http://[::1]:${port}/` },
  { target: `http://169.254.169.254:${port}/latest/meta-data/` },
  { target: `http://0.0.0.0:${port}/` },
  { target: `http://[::]:${port}/` },
  { target: `http://localhost:${port}/` },
  { target: `http://[::ffff:127.0.0.1]:${port}/` },
  { target: `http://2130706433:${port}/` },
  { target: `http://0177.0.0.1:${port}/` },
  { target: `http://127.1:${port}/` },
  { target: `http://127.0.0.2:${port}/` },
  {
    target: `http://loopback.attacker.example:${port}/`,
    resolve: loopbackResolver("127.0.0.1", 4),
  },
  { target: `http://v6.attacker.example:${port}/`, resolve: loopbackResolver("::1", 6) },
];

const results = [];
for (const { target, resolve } of probes) {
  let refusedAtSubmission = false;
  try {
    assertWebhookUrl(target);
  } catch {
    refusedAtSubmission = true;
  }
  const outcome = await postWebhook(target, "{}", {}, 2000, resolve);
  results.push({ target, refusedAtSubmission, ...outcome });
}
const redirects = [];
for (const path of ["/v4", "/v6"]) {
  const target = `http://127.0.0.1:${redirectorPort}${path}`;
  redirects.push({ target, ...(await postWebhook(target, "{}", {}, 2000)) });
}
await new Promise((r) => setTimeout(r, 200));
process.stdout.write(`${JSON.stringify({ results, redirects, hits })}\n`);
catchAll.closeAllConnections();
catchAll.close();
redirector.closeAllConnections();
redirector.close();
