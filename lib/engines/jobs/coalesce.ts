/**
 * Group commit for callers that each have one item: the first item is flushed at once; items
 * that arrive while a flush is in flight wait and go together in the next one (up to `max`).
 * Nothing waits on a timer, so a lone caller pays no latency, and under load each database
 * round trip and WAL flush is shared by everyone who arrived meanwhile. Items with different
 * keys are flushed separately. `flush` answers one result per item, in order (an Error result
 * rejects that item only); if it throws, every item of that flush is rejected.
 */
export function coalescer<I, O>(
  flush: (items: I[], key: string) => Promise<(O | Error)[]>,
  options: { max?: number; key?: (item: I) => string } = {},
): (item: I) => Promise<O> {
  const max = options.max ?? 100;
  const keyOf = options.key ?? (() => "");
  const queues = new Map<
    string,
    { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[]
  >();

  async function drain(key: string): Promise<void> {
    for (;;) {
      const waiting = queues.get(key) ?? [];
      const batch = waiting.splice(0, max);
      if (batch.length === 0) {
        queues.delete(key);
        return;
      }
      try {
        const results = await flush(
          batch.map((w) => w.item),
          key,
        );
        for (const [i, w] of batch.entries()) {
          const result = results[i];
          if (result instanceof Error) w.reject(result);
          else w.resolve(result as O);
        }
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      const key = keyOf(item);
      const waiting = queues.get(key);
      if (waiting) {
        waiting.push({ item, resolve, reject });
        return;
      }
      queues.set(key, [{ item, resolve, reject }]);
      void drain(key);
    });
}
