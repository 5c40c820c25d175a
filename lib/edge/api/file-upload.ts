import type { z } from "zod";
import { InvalidRequest, PayloadTooLarge } from "@/lib/core/errors";
import { ruleOf, zodErrors } from "./problem";

/**
 * A file upload's bytes, as the body itself (text/csv and the like) or as the `file` field of a
 * multipart form, with the form's other fields. Refused (413) as soon as the body passes `max`
 * (the multipart envelope counted), never held whole beyond it.
 */
export async function readUpload(
  req: Request,
  max: number,
): Promise<{ bytes: Uint8Array; fields: Record<string, string> }> {
  const limit = max + 64 * 1024;
  if (Number(req.headers.get("content-length") ?? 0) > limit) throw new PayloadTooLarge(max);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw new PayloadTooLarge(max);
      }
      chunks.push(value);
    }
  }
  const body = Buffer.concat(chunks);
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    if (body.byteLength > max) throw new PayloadTooLarge(max);
    return { bytes: body, fields: {} };
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new InvalidRequest("The multipart body cannot be read.");
  }
  const fields: Record<string, string> = {};
  let file: Uint8Array | undefined;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else if (name === "file") file = new Uint8Array(await value.arrayBuffer());
  }
  if (!file) {
    throw new InvalidRequest("The form has no `file` field.", [
      { path: "file", message: "missing" },
    ]);
  }
  if (file.byteLength > max) throw new PayloadTooLarge(max);
  return { bytes: file, fields };
}

/** Form fields parsed by their schema, else a 400 naming each invalid field. */
export function parsedFields<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const errors = zodErrors(result.error);
  throw new InvalidRequest(
    `Invalid form fields: ${errors.map((e) => `${e.path}: ${e.message}`).join("; ")}`,
    errors,
    ruleOf(result.error),
  );
}
