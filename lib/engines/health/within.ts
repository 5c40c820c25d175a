/**
 * The promise's result, or `late` when it has not come within `ms`: how a health check tells a
 * slow database from a reachable one without hanging itself.
 *
 * The timer is given one more turn of the event loop before it calls the answer late: after the
 * loop was held (a start-up's module loading, a long synchronous step), timers run before the
 * answer already waiting on the socket is read, and a held loop would be taken for an
 * unreachable database.
 */
export async function within<T, L>(promise: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([
    promise,
    new Promise<L>((resolve) => {
      timer = setTimeout(() => setImmediate(() => resolve(late)), Math.max(0, ms));
    }),
  ]);
  clearTimeout(timer);
  return result;
}
