import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** The process id of the PostgreSQL server whose data folder is `dataDir/postgres`. */
export async function postmasterPid(dataDir: string): Promise<string | undefined> {
  // postmaster.pid's first line is the server's process id.
  return (await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0];
}

/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const TICKS = 100;

async function ticksOf(
  pid: string,
): Promise<{ comm: string; ticks: number; ppid: string } | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  if (!stat) return undefined;
  const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { comm, ticks: Number(fields[11]) + Number(fields[12]), ppid: fields[1] ?? "" };
}

/**
 * CPU seconds used so far by the app (the given processes and their descendants: npm start's
 * web server runs as its child), the bench's PostgreSQL server (every PostgreSQL process when
 * no postmaster is given) and this process (the load generator, with anything it serves itself),
 * read from /proc at phase boundaries only, so measuring costs nothing during a phase. Processes
 * that exit mid-phase are not counted. Resolution: a clock tick (10 ms).
 */
export async function cpuSeconds(appPids: number[], postmaster?: string) {
  let postgres = 0;
  const stats = new Map<string, { comm: string; ticks: number; ppid: string }>();
  for (const pid of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await ticksOf(pid);
    // The bench's own server and its backends: other PostgreSQL servers on a shared machine
    // are not this bench's cost.
    if (stat?.comm === "postgres") {
      if (!postmaster || pid === postmaster || stat.ppid === postmaster) postgres += stat.ticks;
    } else if (stat) stats.set(pid, stat);
  }
  const own = new Set(appPids.map(String));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!own.has(pid) && own.has(stat.ppid)) {
        own.add(pid);
        grew = true;
      }
    }
  }
  let app = 0;
  for (const pid of own) app += stats.get(pid)?.ticks ?? 0;
  const { user, system } = process.cpuUsage();
  return { app: app / TICKS, postgres: postgres / TICKS, loadGenerator: (user + system) / 1e6 };
}

/** The load averages (1, 5, 15 min), to two decimals. */
export const loadAverage = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

/**
 * The `machine` block every benchmark writes into its results: the machine is shared, so other
 * work shows up in every figure, and the load before and after says how much.
 */
export function machineFacts(loadAtStart: number[]) {
  return {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: loadAverage(),
  };
}

/**
 * A thread's or process's time on a CPU and waiting for one (run queue), ms, from Linux's
 * schedstat (`/proc/<pid>/schedstat`, `/proc/<pid>/task/<tid>/schedstat`); zeros when absent.
 */
export async function schedMs(file: string): Promise<{ runMs: number; waitMs: number }> {
  const text = await readFile(file, "utf8").catch(() => "");
  const [run, wait] = text.split(" ").map(Number);
  return { runMs: (run ?? 0) / 1e6, waitMs: (wait ?? 0) / 1e6 };
}

/** A thread's nice value, from `/proc/<pid>/task/<tid>/stat` (Linux: per thread). */
export async function threadNice(pid: number, tid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, "utf8").catch(() => undefined);
  return stat ? Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]) : undefined;
}
