/**
 * Calls `stop` once what started this process through npm (`npm start`, `npm run worker`, …;
 * npm itself, as the scripts exec node in its shell's place) is gone: killed, say, with no
 * signal passed on. A process manager watching npm's pid would otherwise start a second copy
 * beside this orphan, its port and data still held. Polled twice a second without holding the
 * process open: portable, where PR_SET_PDEATHSIG is not.
 *
 * Run without npm (`nohup node --import tsx scripts/start.ts &`), a process outliving its shell
 * is what was asked for, and nothing is watched.
 */
export function stopWhenParentGone(stop: () => void): void {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  // Started by init itself (a container's first process): no parent to outlive.
  if (parent <= 1) return;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 500).unref();
}
