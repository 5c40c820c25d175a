// Preloaded (node --import) into the long-running tools scripts/start.ts runs, such as `next
// build`, which know nothing of it: when start.ts dies, however it was killed, they are handed to
// another parent, and they exit instead of running on as orphans. (Not an IPC channel: with one,
// `next build` takes itself for a worker of another process and stops half-way.)
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(1);
}, 500).unref();
