import { describe, expect, it } from "vitest";
import { eventLoopDelay, markReady, startEventLoopMonitor } from "./event-loop";

/** Holds the event loop for `ms`, as a long synchronous computation would. */
function block(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: nothing else runs on this thread meanwhile
  }
}

describe("event-loop delay", () => {
  it("reports a stall of the event loop in the open window and since start", async () => {
    startEventLoopMonitor();
    await new Promise((resolve) => setTimeout(resolve, 50));
    block(150);
    // The monitor's timer runs after the stall and records how late it came.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const delay = eventLoopDelay();
    const open = delay.windows.at(-1);
    expect(open?.maxMs).toBeGreaterThanOrEqual(120);
    expect(delay.sinceStart.maxMs).toBeGreaterThanOrEqual(120);
    expect(Date.parse(open?.from ?? "")).toBeLessThanOrEqual(Date.now());
  });

  it("splits its windows where the node became ready: a start-up stall is not counted after", async () => {
    startEventLoopMonitor();
    block(150);
    await new Promise((resolve) => setTimeout(resolve, 20));
    markReady();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const delay = eventLoopDelay();
    const [closedAtReady, open] = delay.windows.slice(-2);
    expect(closedAtReady?.maxMs).toBeGreaterThanOrEqual(120);
    expect(Date.parse(closedAtReady?.to ?? "")).toBeLessThanOrEqual(Date.parse(open?.from ?? ""));
    expect(open?.maxMs).toBeLessThan(100);
    expect(delay.sinceReady?.maxMs).toBeLessThan(100);
    expect(delay.sinceStart.maxMs).toBeGreaterThanOrEqual(120);
    // A second call (another task done later) changes nothing.
    markReady();
    expect(eventLoopDelay().windows.length).toBe(delay.windows.length);
  });
});
