/**
 * What a server process must stop on its way out, besides its HTTP server: the job workers.
 * Registered by instrumentation.ts inside Next.js's compiled server and run by scripts/web.ts,
 * which load two copies of this module: the hooks live on globalThis, which they share.
 */
const holder = globalThis as unknown as {
  __leadwiseShutdown?: Map<string, () => Promise<void>>;
};

export function onShutdown(name: string, stop: () => Promise<void>): void {
  holder.__leadwiseShutdown ??= new Map();
  holder.__leadwiseShutdown.set(name, stop);
}

/** Runs every hook at once; resolves with the names of those not done within `timeoutMs`. */
export async function runShutdownHooks(
  timeoutMs: number,
  log: (message: string, err?: unknown) => void,
): Promise<string[]> {
  const hooks = [...(holder.__leadwiseShutdown ?? new Map<string, () => Promise<void>>())];
  holder.__leadwiseShutdown = undefined;
  const pending = new Set(hooks.map(([name]) => name));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(
      hooks.map(([name, stop]) =>
        stop().then(
          () => pending.delete(name),
          (err) => {
            pending.delete(name);
            log(`could not stop ${name}`, err);
          },
        ),
      ),
    ),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  return [...pending];
}
