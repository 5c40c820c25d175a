import type {
  FileJobAccepted,
  FileJobMapping,
  FileJobProgress,
  FilePreview,
  Spend,
} from "@/lib/features/enrichment/file-job-schema";

/*
 * The "Enrich a file" pages call the same /v1 routes as scripts do, with the session: the file
 * as the body (text/csv, the only upload type a session may send), the options in the query.
 */

export interface FindOptions {
  email: boolean;
  mobile: boolean;
  providers: boolean;
}

function queryOf(mapping: FileJobMapping | undefined, find: FindOptions, ceiling?: Spend) {
  const q = new URLSearchParams({
    email: String(find.email),
    mobile: String(find.mobile),
    providers: String(find.providers),
  });
  for (const [field, column] of Object.entries(mapping ?? {})) {
    if (column) q.set(`column.${field}`, column);
  }
  if (ceiling) {
    for (const [counter, n] of Object.entries(ceiling)) q.set(`ceiling.${counter}`, String(n));
  }
  return q;
}

async function answer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as { detail?: string };
  if (!res.ok) throw new Error(body.detail ?? `The server answered ${res.status}.`);
  return body as T;
}

export async function previewFile(
  file: File,
  mapping: FileJobMapping | undefined,
  find: FindOptions,
): Promise<FilePreview> {
  const res = await fetch(`/v1/enrichment-jobs/preview?${queryOf(mapping, find)}`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: file,
    credentials: "same-origin",
  });
  return answer<FilePreview>(res);
}

export async function startJob(
  file: File,
  mapping: FileJobMapping,
  find: FindOptions,
  ceiling: Spend,
): Promise<FileJobAccepted> {
  const q = queryOf(mapping, find, ceiling);
  q.set("name", file.name.slice(0, 200) || "File");
  const res = await fetch(`/v1/enrichment-jobs?${q}`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: file,
    credentials: "same-origin",
  });
  return answer<FileJobAccepted>(res);
}

export async function jobProgress(id: string): Promise<FileJobProgress> {
  return answer<FileJobProgress>(
    await fetch(`/v1/enrichment-jobs/${encodeURIComponent(id)}`, { credentials: "same-origin" }),
  );
}

export async function jobAction(
  id: string,
  action: "cancel" | "resume",
  body: object = {},
): Promise<FileJobProgress> {
  return answer<FileJobProgress>(
    await fetch(`/v1/enrichment-jobs/${encodeURIComponent(id)}/${action}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    }),
  );
}
