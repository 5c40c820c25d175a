import { existsSync } from "node:fs";

const SETPRIV = ["/usr/bin/setpriv", "/bin/setpriv"].find((p) => existsSync(p));

/**
 * The command that runs `command` so that it receives `signal` when the process that spawned it
 * dies, however it dies (kill -9 included), with no delay of its own: util-linux's `setpriv`
 * sets the parent-death signal (PR_SET_PDEATHSIG) and then execs the command in its own place,
 * so the pid spawned is the command's and signals sent to it reach the command itself. The
 * setting survives the exec (for anything but a set-user-ID binary) and is applied after
 * spawn's switch of user, which would clear it. Where `setpriv` is missing (not Linux), the
 * command runs as given: our Node.js processes watch their parent themselves as well.
 */
export function tiedToParent(
  signal: "SIGINT" | "SIGTERM" | "SIGKILL",
  command: string,
  args: string[],
): [string, string[]] {
  return SETPRIV ? [SETPRIV, ["--pdeathsig", signal, "--", command, ...args]] : [command, args];
}
