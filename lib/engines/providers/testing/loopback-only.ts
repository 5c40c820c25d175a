import os from "node:os";

/** Global setup of vitest.netns.config.ts: no test runs where a non-loopback interface exists. */
export default function loopbackOnly() {
  const others = Object.entries(os.networkInterfaces()).filter(([, addresses]) =>
    (addresses ?? []).some((a) => !a.internal),
  );
  if (others.length > 0) {
    throw new Error(
      `these tests call the addresses they are given and run only in a loopback-only network namespace (found ${others.map(([name]) => name).join(", ")}); run them through lib/engines/providers/netns.test.ts`,
    );
  }
}
