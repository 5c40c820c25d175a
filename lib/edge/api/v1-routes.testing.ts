import { readdir } from "node:fs/promises";
import path from "node:path";

/*
 * The route handlers under app/v1, found on disk, for tests that must cover every route (the
 * fuzz test, the OpenAPI document's tests): a route added later is covered without a list to
 * keep up to date.
 */

export type Handler = (
  req: Request,
  ctx?: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export interface V1Route {
  /** The file, relative to the repository. */
  file: string;
  /** The URL path as the folders spell it: /v1/campaigns/[id]/launch. */
  path: string;
  /** The same with OpenAPI's parameters: /v1/campaigns/{id}/launch. */
  template: string;
  /** The dynamic segments' names, in order. */
  params: string[];
  methods: [string, Handler][];
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Every route.ts under app/v1 with the methods it exports, sorted by path. */
export async function loadV1Routes(): Promise<V1Route[]> {
  const root = path.resolve("app");
  const files = (await readdir(path.join(root, "v1"), { recursive: true }))
    .filter((f) => path.basename(f) === "route.ts")
    .map((f) => path.join(root, "v1", f))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const mod = (await import(file)) as Record<string, unknown>;
      const urlPath = `/${path.relative(root, path.dirname(file))}`;
      return {
        file: path.relative(process.cwd(), file),
        path: urlPath,
        template: urlPath.replaceAll(/\[(\w+)\]/g, "{$1}"),
        params: [...urlPath.matchAll(/\[(\w+)\]/g)].map((m) => m[1] ?? ""),
        methods: METHODS.flatMap((m) =>
          typeof mod[m] === "function" ? [[m, mod[m] as Handler] as [string, Handler]] : [],
        ),
      };
    }),
  );
}
