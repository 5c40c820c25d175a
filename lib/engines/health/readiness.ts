import { markReady } from "./event-loop";

/**
 * What this process must have done before a load balancer sends it traffic, besides reaching
 * its database: building the audience index, say, so that the first Live Estimate routed to a
 * fresh node does not wait for it. Registered by instrumentation.ts inside Next.js's compiled
 * server and read by /healthz; kept on globalThis, which every copy of this module shares.
 */
const holder = globalThis as unknown as { __leadwiseReadiness?: Map<string, boolean> };

function tasks(): Map<string, boolean> {
  holder.__leadwiseReadiness ??= new Map();
  return holder.__leadwiseReadiness;
}

/** The node is not ready until `task` resolves (a task that fails is retried by its owner). */
export function readyAfter(name: string, task: Promise<unknown>): void {
  tasks().set(name, false);
  task.then(
    () => {
      tasks().set(name, true);
      // The event-loop delay is told when the node becomes ready (its windows split there).
      if (pendingReadiness().length === 0) markReady();
    },
    () => {},
  );
}

/** The names of the tasks not done yet. */
export function pendingReadiness(): string[] {
  return [...tasks()].filter(([, done]) => !done).map(([name]) => name);
}
