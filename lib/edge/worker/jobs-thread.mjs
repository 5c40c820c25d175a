// Worker threads do not inherit the TypeScript loader of the thread that starts them (tsx, or
// Next.js's compiled server): register tsx here, then run the thread proper.
import { register } from "tsx/esm/api";

register();
await import("./jobs-thread.ts");
