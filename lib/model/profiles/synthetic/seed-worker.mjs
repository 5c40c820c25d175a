// Worker threads do not inherit the TypeScript loader of the thread that starts them (tsx, or
// vitest's): register tsx here, then run the worker proper.
import { register } from "tsx/esm/api";

register();
await import("./seed-worker.ts");
