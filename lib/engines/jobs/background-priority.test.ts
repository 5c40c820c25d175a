import { readFile } from "node:fs/promises";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "@/db/client";
import { createTestDb } from "@/db/testing/test-db";
import { lowerBackendPriority } from "./background-priority";

/** A thread's nice value as the kernel has it: /proc/<pid>/task/<tid>/stat's 19th field. */
async function niceOf(pid: number, tid = pid): Promise<number> {
  const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

const linux = process.platform === "linux";

describe.runIf(linux)("job workers' priority", () => {
  it("lowers the job thread only: the thread that serves requests keeps its priority", async () => {
    const main = await niceOf(process.pid);
    // A thread that lowers itself by 3, then says its id and stays until told to go.
    const thread = new Worker(
      `
      const { parentPort } = require("node:worker_threads");
      const { readlinkSync } = require("node:fs");
      const os = require("node:os");
      os.setPriority(0, Math.min(19, os.getPriority(0) + 3));
      parentPort.postMessage(Number(readlinkSync("/proc/thread-self").split("/").at(-1)));
      parentPort.once("message", () => process.exit(0));
      `,
      { eval: true },
    );
    const tid = await new Promise<number>((resolve) => thread.once("message", resolve));
    try {
      expect(tid).not.toBe(process.pid);
      expect(await niceOf(process.pid, tid)).toBe(Math.min(19, main + 3));
      expect(await niceOf(process.pid)).toBe(main);
      expect(os.getPriority(0)).toBe(main);
    } finally {
      thread.postMessage("go");
      await new Promise((resolve) => thread.once("exit", resolve));
    }
  });

  it("lowers its own pool's backends on this host once each, and no other session's", async () => {
    const { url } = await createTestDb();
    const jobs = createDb(url, { max: 1, applicationName: "leadwise-priority-test" });
    const web = createDb(url, { max: 1, applicationName: "leadwise-priority-web" });
    try {
      const pidOf = async (db: typeof jobs.db) =>
        (await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`))[0]?.pid as number;
      const jobPid = await pidOf(jobs.db);
      const webPid = await pidOf(web.db);
      const [jobBefore, webBefore] = [os.getPriority(jobPid), os.getPriority(webPid)];
      const done = new Set<number>();
      expect(await lowerBackendPriority(jobs.db, 4, done)).toBe(1);
      expect(os.getPriority(jobPid)).toBe(Math.min(19, jobBefore + 4));
      expect(os.getPriority(webPid)).toBe(webBefore);
      // Each backend once: its nice value is not lowered again at the next pass.
      expect(await lowerBackendPriority(jobs.db, 4, done)).toBe(0);
      expect(os.getPriority(jobPid)).toBe(Math.min(19, jobBefore + 4));
      const autogroup = await readFile(`/proc/${jobPid}/autogroup`, "utf8").catch(() => null);
      if (autogroup !== null) expect(autogroup).toMatch(/ nice 4\n?$/);
    } finally {
      await jobs.close();
      await web.close();
    }
  });
});
