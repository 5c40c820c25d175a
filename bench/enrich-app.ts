/**
 * The app side of `npm run bench:enrich`: the /v1 contact route handlers behind a plain
 * node:http server, with the job workers inline on their thread (as `npm start` runs them)
 * unless WORKER=off, in a process of its own so the load generator does not share its event
 * loop. Next.js's own routing is not in the path. Prints `listening <port>` when ready.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { POST as details } from "@/app/v1/contact/details/route";
import { POST as enrich, GET as poll } from "@/app/v1/contact/enrich/route";
import { startInlineJobs } from "@/lib/engines/jobs/inline-workers";

const ROUTES: Record<string, (req: Request) => Promise<Response>> = {
  "POST /v1/contact/enrich": enrich,
  "GET /v1/contact/enrich": poll,
  "POST /v1/contact/details": details,
  "POST /v1/contact/bulk": bulk,
};

async function main() {
  const jobs = process.env.WORKER !== "off" ? await startInlineJobs() : undefined;
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (c: Buffer) => chunks.push(c));
    incoming.on("end", async () => {
      const url = new URL(incoming.url ?? "/", "http://bench");
      const handler = ROUTES[`${incoming.method} ${url.pathname}`];
      if (!handler) {
        outgoing.statusCode = 404;
        outgoing.end();
        return;
      }
      const headers = new Headers();
      for (const [k, v] of Object.entries(incoming.headers)) {
        if (typeof v === "string") headers.set(k, v);
      }
      const res = await handler(
        new Request(url, {
          method: incoming.method,
          headers,
          body: incoming.method === "GET" ? undefined : Buffer.concat(chunks),
        }),
      );
      outgoing.statusCode = res.status;
      res.headers.forEach((v, k) => {
        outgoing.setHeader(k, v);
      });
      outgoing.end(Buffer.from(await res.arrayBuffer()));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  console.log(`listening ${(server.address() as AddressInfo).port}`);
  process.on("SIGTERM", async () => {
    server.close();
    await jobs?.stop();
    process.exit(0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
