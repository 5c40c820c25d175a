import { Readable } from "node:stream";
import busboy from "busboy";
import type { z } from "zod";
import { InvalidRequest, PayloadTooLarge } from "@/lib/core/errors";
import { INPUT_PARSE, ruleOf, zodErrors } from "./problem";

/** An upload as it arrives: the file's bytes, then the form's other fields. */
export interface StreamedUpload {
  /**
   * The file's bytes as they arrive: the body itself (text/csv and the like) or the `file` field
   * of a multipart form. Past `max` bytes it throws PayloadTooLarge (413); a form without a
   * `file` field, or one that cannot be read, throws InvalidRequest (400).
   */
  file: AsyncIterable<Uint8Array>;
  /** The form's other fields (none for a plain body), once the whole body is read. */
  fields(): Promise<Record<string, string>>;
}

/**
 * A file upload read as it arrives (busboy for a multipart form), never held whole: the caller
 * takes the file's bytes at its own pace and the body is read no faster. A declared length past
 * `max` (the multipart envelope allowed for) is refused before anything is read.
 */
export function streamUpload(req: Request, max: number): StreamedUpload {
  if (Number(req.headers.get("content-length") ?? 0) > max + 64 * 1024) {
    throw new PayloadTooLarge(max);
  }
  const type = req.headers.get("content-type") ?? "";
  const body = req.body;
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    return {
      file: (async function* () {
        if (!body) return;
        let size = 0;
        // An early stop (a refusal) leaves the rest of the body to the server to drop, so the
        // answer still reaches the client.
        const stream = body as unknown as import("node:stream/web").ReadableStream<Uint8Array>;
        for await (const chunk of stream.values({ preventCancel: true })) {
          size += chunk.byteLength;
          if (size > max) throw new PayloadTooLarge(max);
          yield chunk;
        }
      })(),
      fields: async () => ({}),
    };
  }
  return multipart(body, type, max);
}

function multipart(body: ReadableStream<Uint8Array> | null, type: string, max: number) {
  const unreadable = () => new InvalidRequest("The multipart body cannot be read.");
  let form: ReturnType<typeof busboy>;
  try {
    form = busboy({
      headers: { "content-type": type },
      limits: { fileSize: max, files: 1, fields: 100, fieldSize: 64 * 1024 },
    });
  } catch {
    throw unreadable();
  }
  const fields: Record<string, string> = {};
  let onFile!: (file: Readable | undefined) => void;
  let onFailure!: (error: Error) => void;
  const file = new Promise<Readable | undefined>((resolve, reject) => {
    onFile = resolve;
    onFailure = reject;
  });
  let onDone!: () => void;
  let onDoneFailure!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    onDone = resolve;
    onDoneFailure = reject;
  });
  // Whoever does not wait for one of these hears of the failure from the other.
  file.catch(() => {});
  done.catch(() => {});
  const fail = (error: Error) => {
    onFailure(error);
    onDoneFailure(error);
  };
  form.on("field", (name, value) => {
    fields[name] = value;
  });
  form.on("file", (name, stream) => {
    if (name !== "file") {
      stream.resume();
      return;
    }
    stream.on("limit", () => stream.destroy(new PayloadTooLarge(max)));
    onFile(stream);
  });
  form.on("close", () => {
    onFile(undefined);
    onDone();
  });
  form.on("error", () => fail(unreadable()));
  if (body) {
    const source = Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>);
    source.on("error", () => fail(unreadable()));
    source.pipe(form);
  } else {
    form.end();
  }
  return {
    file: (async function* () {
      const stream = await file;
      if (!stream) {
        throw new InvalidRequest("The form has no `file` field.", [
          { path: "file", message: "missing" },
        ]);
      }
      for await (const chunk of stream) yield chunk as Uint8Array;
    })(),
    fields: async () => {
      await done;
      return fields;
    },
  };
}

/** Form fields parsed by their schema, else a 400 naming each invalid field. */
export function parsedFields<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw, INPUT_PARSE);
  if (result.success) return result.data;
  const errors = zodErrors(result.error);
  throw new InvalidRequest(
    `Invalid form fields: ${errors.map((e) => `${e.path}: ${e.message}`).join("; ")}`,
    errors,
    ruleOf(result.error),
  );
}

/**
 * An upload's options, once its body is read: a multipart form's fields over the query string,
 * parsed by `schema`, else the query already parsed (a plain body's options are its query).
 */
export function uploadOptions<S extends z.ZodType>(
  upload: StreamedUpload,
  req: Request,
  schema: S,
  query: z.output<S>,
): () => Promise<z.output<S>> {
  return async () => {
    const fields = await upload.fields();
    if (Object.keys(fields).length === 0) return query;
    return parsedFields(schema, {
      ...Object.fromEntries(new URL(req.url).searchParams),
      ...fields,
    });
  };
}
