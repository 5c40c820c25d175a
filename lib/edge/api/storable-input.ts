import { InvalidRequest } from "@/lib/core/errors";

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes("\u0000") || UNPAIRED_SURROGATE.test(text);

/** How deep a request's JSON (a /v1 body, a server action's arguments) may nest. */
export const MAX_DEPTH = 64;

/** A value's members to walk: an object's entries, an array's items, a form's fields. */
function membersOf(value: object): [string, unknown][] {
  if (value instanceof FormData) return [...value.entries()].map(([k, v]) => [k, v]);
  if (value instanceof Blob || value instanceof Date) return [];
  return Object.entries(value);
}

/**
 * Refuses (400) what would otherwise fail later as a 500: text PostgreSQL cannot store
 * (U+0000, unpaired UTF-16 surrogates) and nesting deep enough to exhaust the stack of the
 * code that walks it. Iterative, so any depth JSON.parse accepts is safe to inspect.
 */
export function assertStorable(root: unknown): void {
  const stack: [unknown, string, number][] = [[root, "", 0]];
  const refuse = (at: string, message: string) => {
    throw new InvalidRequest(`${at || "(root)"}: ${message}.`, [{ path: at || "(root)", message }]);
  };
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop() as [unknown, string, number];
    if (typeof value === "string") {
      if (unstorable(value)) refuse(path, "contains a NUL character or an unpaired surrogate");
      continue;
    }
    if (!value || typeof value !== "object") continue;
    if (depth >= MAX_DEPTH) refuse(path, `is nested more than ${MAX_DEPTH} levels deep`);
    for (const [k, v] of membersOf(value)) {
      const at = path ? `${path}.${k}` : k;
      if (unstorable(k)) refuse(at, "contains a NUL character or an unpaired surrogate");
      stack.push([v, at, depth + 1]);
    }
  }
}
