/**
 * "1 duplicate", "3 duplicates": a count with its noun agreeing. `many` defaults to `one` + "s";
 * `one` may carry a verb ("entry was" / "entries were").
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
