import { InvalidRequest } from "@/lib/core/errors";

const tooLarge = (max: number) =>
  new InvalidRequest(`The file is larger than ${max / 2 ** 20} MB.`);

/** A file upload's body, refused as soon as it grows past the limit rather than after holding it all. */
export async function readLimited(req: Request, max: number): Promise<Uint8Array> {
  if (Number(req.headers.get("content-length") ?? 0) > max) throw tooLarge(max);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body?.getReader();
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
