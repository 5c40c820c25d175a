import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Metadata } from "next";
import Link from "@/components/ui/link";

export const metadata: Metadata = { title: "TypeScript SDK" };
export const dynamic = "force-static";

/** The SDK's README (packages/sdk/README.md), the "first call in five minutes" page, as text. */
export default async function SdkPage() {
  const readme = await readFile(path.join(process.cwd(), "packages/sdk/README.md"), "utf8").catch(
    () => "The SDK's README is in the repository at packages/sdk/README.md.",
  );
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <Link href="/docs" className="text-sm text-brand-700 underline">
        ← API reference
      </Link>
      <pre className="mt-4 whitespace-pre-wrap rounded-lg border border-slate-200 bg-white p-4 font-mono text-sm text-slate-800">
        {readme}
      </pre>
    </main>
  );
}
