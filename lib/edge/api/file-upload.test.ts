import { describe, expect, it } from "vitest";
import { InvalidRequest, PayloadTooLarge } from "@/lib/core/errors";
import { FileJobQuery } from "@/lib/features/enrichment/file-job-schema";
import { streamUpload, uploadOptions } from "./file-upload";

/** A request whose body arrives in pieces of `size` bytes, with no declared length. */
async function streamed(body: BodyInit, size: number, type?: string): Promise<Request> {
  // A form's bytes and its boundary from one serialisation.
  const whole = new Request("http://x", { method: "POST", body });
  const contentType = type ?? whole.headers.get("content-type") ?? "text/csv";
  const bytes = new Uint8Array(await whole.arrayBuffer());
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
  return new Request("http://test/v1/enrichment-jobs?email=false", {
    method: "POST",
    headers: { "content-type": contentType.startsWith("text/plain") ? "text/csv" : contentType },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

async function read(file: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const chunk of file) parts.push(chunk);
  return Buffer.concat(parts).toString();
}

describe("an upload read as it arrives", () => {
  it("hands over a multipart file and the fields sent after it", async () => {
    const form = new FormData();
    form.set("name", "before");
    form.set("file", new Blob(["Email\na@b.co\n"]), "people.csv");
    form.set("column.email", "Email");
    const req = await streamed(form, 7);
    const upload = streamUpload(req, 1_000);
    expect(await read(upload.file)).toBe("Email\na@b.co\n");
    const options = await uploadOptions(upload, req, FileJobQuery, {})();
    expect(options).toMatchObject({ name: "before", "column.email": "Email", email: false });
  });

  it("refuses a file past its limit while it arrives (413), in either form", async () => {
    const big = "x".repeat(5_000);
    const form = new FormData();
    form.set("file", new Blob([big]), "big.csv");
    await expect(read(streamUpload(await streamed(form, 512), 1_000).file)).rejects.toBeInstanceOf(
      PayloadTooLarge,
    );
    await expect(read(streamUpload(await streamed(big, 512), 1_000).file)).rejects.toBeInstanceOf(
      PayloadTooLarge,
    );
  });

  it("says so when a form has no file, or cannot be read (400)", async () => {
    const form = new FormData();
    form.set("column.email", "Email");
    await expect(read(streamUpload(await streamed(form, 64), 1_000).file)).rejects.toBeInstanceOf(
      InvalidRequest,
    );
    const broken = await streamed("not a form", 4, "multipart/form-data; boundary=zzz");
    await expect(read(streamUpload(broken, 1_000).file)).rejects.toBeInstanceOf(InvalidRequest);
  });
});
