import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type InlineJobs, startInlineJobs } from "./inline-workers";

const entry = path.join(import.meta.dirname, "testing/flaky-thread.mjs");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let running: InlineJobs | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

interface Events {
  starts: number[];
  exits: number[];
}

/** Points the stand-in thread at a fresh log and mode; returns how to read its starts and exits. */
async function flaky(mode: string): Promise<() => Promise<Events>> {
  const log = path.join(await mkdtemp(path.join(os.tmpdir(), "inline-jobs-")), "events");
  process.env.FLAKY_THREAD_LOG = log;
  process.env.FLAKY_THREAD_MODE = mode;
  return async () => {
    const lines = (await readFile(log, "utf8").catch(() => "")).split("\n");
    const times = (kind: string) =>
      lines.filter((l) => l.startsWith(`${kind} `)).map((l) => Number(l.split(" ")[1]));
    return { starts: times("start"), exits: times("exit") };
  };
}

async function until(check: () => Promise<boolean>, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await sleep(25);
  }
}

describe("the inline job workers' thread", () => {
  it("is started again after it dies, and stops for good when asked", async () => {
    const events = await flaky("crash-once");
    running = await startInlineJobs({ entry });
    await until(async () => (await events()).starts.length === 2);
    const { starts, exits } = await events();
    expect(exits).toHaveLength(1);
    // A second after the death, not at once.
    expect((starts[1] as number) - (exits[0] as number)).toBeGreaterThanOrEqual(1_000);
    await running.stop();
    running = undefined;
    await sleep(2_000); // well past when a restart would have come
    expect((await events()).starts).toHaveLength(2);
  });

  it("keeps coming back from a thread that keeps dying, waiting twice as long each time", async () => {
    const events = await flaky("crash-always");
    running = await startInlineJobs({ entry });
    await until(async () => (await events()).starts.length >= 3);
    const { starts, exits } = await events();
    const waits = starts.slice(1).map((start, i) => start - (exits[i] as number));
    expect(waits[0]).toBeGreaterThanOrEqual(1_000);
    expect(waits[0]).toBeLessThan(1_900);
    expect(waits[1]).toBeGreaterThanOrEqual(2_000);
  });

  it("stops between a death and the restart without starting it again", async () => {
    const events = await flaky("crash-once");
    const jobs = await startInlineJobs({ entry });
    await until(async () => (await events()).exits.length === 1);
    await sleep(300); // the thread is gone (not merely going) and its restart a second away
    await jobs.stop();
    await sleep(2_000); // well past when a restart would have come
    expect((await events()).starts).toHaveLength(1);
  });

  it("fails to start, rather than retrying, when the thread dies before it is up", async () => {
    const events = await flaky("fail-at-start");
    await expect(startInlineJobs({ entry })).rejects.toThrow(/exited \(4\) at start/);
    await sleep(2_000); // well past when a restart would have come
    expect((await events()).starts).toHaveLength(1);
  });
});
