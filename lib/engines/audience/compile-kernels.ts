import { readFile } from "node:fs/promises";
import path from "node:path";
import wabtInit from "wabt";

/** kernels.wat compiled to WebAssembly bytes (with wabt, a dev dependency: build and test only). */
export async function compileKernels(): Promise<Uint8Array> {
  const source = path.join(process.cwd(), "lib/engines/audience/kernels.wat");
  const wabt = await wabtInit();
  const parsed = wabt.parseWat("kernels.wat", await readFile(source, "utf8"));
  try {
    parsed.validate();
    return parsed.toBinary({}).buffer;
  } finally {
    parsed.destroy();
  }
}
