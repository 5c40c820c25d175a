import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { publicOrigin } from "@/lib/core/public-url";
import { openApiDocument } from "@/lib/edge/openapi/document";

export const metadata: Metadata = { title: "API reference" };
// The examples name this server's own address (APP_URL), which is known when it runs.
export const dynamic = "force-dynamic";

/**
 * The example's person: one of the demo data `npm start` seeds (seed 1, the third profile, which
 * has a work address), so the first call works as written (synthetic/demo-example.test.ts).
 */
const DEMO_PERSON = { name: "Daniel Morgan", username: "daniel-morgan-a0iyn1" };

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<
    string,
    {
      description: string;
      content?: Record<string, { schema: { $ref?: string; allOf?: { $ref?: string }[] } }>;
    }
  >;
}

interface Document {
  info: { title: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const METHOD_STYLE: Record<string, string> = {
  get: "bg-emerald-100 text-emerald-900",
  post: "bg-brand-100 text-brand-700",
  patch: "bg-amber-100 text-amber-900",
};

/** The schema a media type names: itself, or the first part of an `allOf` that narrows it. */
function refName(schema?: { $ref?: string; allOf?: { $ref?: string }[] }): string | undefined {
  return (schema?.$ref ?? schema?.allOf?.[0]?.$ref)?.split("/").pop();
}

/** The document's texts mark code with backticks, as Markdown does: shown as code here. */
function Text({ children }: { children?: string }) {
  return (children ?? "").split("`").map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <code key={i} className="font-mono text-[0.9em]">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

function anchor(method: string, path: string): string {
  return `${method}-${path.replace(/[^a-z0-9]+/gi, "-")}`.replace(/-+$/, "");
}

function SchemaLink({ name }: { name?: string }) {
  if (!name) return null;
  return (
    <a href={`#schema-${name}`} className="font-mono text-brand-700 underline">
      {name}
    </a>
  );
}

/** The operation's path and query parameters, when it has any. */
function Parameters({ op }: { op: Operation }) {
  if (!op.parameters || op.parameters.length === 0) return null;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {op.parameters.map((p) => (
        <div key={`${p.in}-${p.name}`} className="contents">
          <dt className="font-mono">
            {p.name}
            <span className="ml-1 text-xs text-slate-500">
              ({p.in}
              {p.required ? ", required" : ""})
            </span>
          </dt>
          <dd className="text-slate-700">
            <Text>{p.description}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every status the operation answers, what it means and the schema of its body. */
function Responses({ method, path, op }: { method: string; path: string; op: Operation }) {
  // A reference list in the page's reading flow, not a card of records: apart from the house table.
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">
        Responses of {method.toUpperCase()} {path}
      </caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="w-20 py-1 font-medium">
            Status
          </th>
          <th scope="col" className="py-1 font-medium">
            Meaning
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(op.responses).map(([status, r]) => (
          <tr key={status} className="border-t border-slate-100 align-top">
            <td className="py-1 font-mono">{status}</td>
            <td className="whitespace-pre-line py-1 text-slate-700">
              <Text>{r.description}</Text>{" "}
              <SchemaLink name={refName(Object.values(r.content ?? {})[0]?.schema)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OperationCard({ method, path, op }: { method: string; path: string; op: Operation }) {
  const body = refName(Object.values(op.requestBody?.content ?? {})[0]?.schema);
  return (
    <section
      id={anchor(method, path)}
      aria-labelledby={`${anchor(method, path)}-title`}
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h3 id={`${anchor(method, path)}-title`} className="flex flex-wrap items-center gap-3">
        <span
          className={`rounded px-2 py-0.5 font-mono text-xs font-bold uppercase ${METHOD_STYLE[method] ?? "bg-slate-100"}`}
        >
          {method}
        </span>
        <code className="font-mono text-sm font-semibold">{path}</code>
        <span className="text-sm text-slate-700">
          <Text>{op.summary}</Text>
        </span>
      </h3>
      {op.description && (
        <p className="mt-2 text-sm text-slate-700">
          <Text>{op.description}</Text>
        </p>
      )}
      <Parameters op={op} />
      {body && (
        <p className="mt-3 text-sm">
          Body: <SchemaLink name={body} />
        </p>
      )}
      <Responses method={method} path={path} op={op} />
    </section>
  );
}

/** An operation with where it is reached. */
type Listed = { path: string; method: string; op: Operation };

/** Every operation, linked to its card. */
function OperationsIndex({ operations }: { operations: Listed[] }) {
  return (
    <nav aria-label="Operations" className="mb-10 rounded-lg border border-slate-200 bg-white p-4">
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {operations.map(({ path, method, op }) => (
          <li key={`${method} ${path}`}>
            <a href={`#${anchor(method, path)}`} className="hover:underline">
              <span className="font-mono text-xs uppercase text-slate-500">{method}</span>{" "}
              <span className="font-mono">{path}</span>
            </a>
            <span className="sr-only"> — {op.summary}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The two calls of an enrichment, and how to check a webhook's signature. */
function QuickStart() {
  return (
    <section aria-labelledby="quick-start" className="mb-10">
      <h2 id="quick-start" className="mb-3 text-xl font-semibold">
        Enrichment in two calls
      </h2>
      <pre className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-100">
        <code>{`BASE=${publicOrigin()}
KEY=lw_live_…   # Settings → API keys, or the demo key \`npm start\` prints

# ${DEMO_PERSON.name}, a person of the demo data \`npm start\` seeds
curl -X POST $BASE/v1/contact/enrich \\
  -H "Authorization: Bearer $KEY" -H "Content-Type: application/json" \\
  -d '{"profile":{"SourceUsername":"${DEMO_PERSON.username}"},"include":{"email":true},
       "webhookUrl":"https://example.com/hook"}'
# → 202 {"requestId":"req_…","status":"pending"}

curl "$BASE/v1/contact/enrich?id=req_…" -H "Authorization: Bearer $KEY"
# → {"status":"success","requestId":"req_…","name":"enrich","id":"req_…","data":[…],"missing":[],"notFound":[]}`}</code>
      </pre>
      <p className="mt-3 text-sm text-slate-700">
        Webhook deliveries carry <code>webhook-id</code>, <code>webhook-timestamp</code> and{" "}
        <code>webhook-signature</code> (Standard Webhooks). Verify them with your secret from
        Settings → Webhooks, e.g. <code>new Webhook(secret).verify(body, headers)</code> with the{" "}
        <code>standardwebhooks</code> package.
      </p>
    </section>
  );
}

/** The reference's title, its description, and where the machine-readable document and keys are. */
function DocsHeader({ info }: { info: Document["info"] }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-semibold tracking-tight">{info.title} reference</h1>
      <p className="mt-2 text-slate-700">
        <Text>{info.description}</Text>
      </p>
      <p className="mt-2 text-sm">
        Machine-readable:{" "}
        <a href="/v1/openapi.json" className="text-brand-700 underline">
          /v1/openapi.json
        </a>{" "}
        (OpenAPI 3.1). TypeScript:{" "}
        <Link href="/docs/sdk" className="text-brand-700 underline">
          the SDK, first call in five minutes
        </Link>
        . Keys:{" "}
        <Link href="/settings/api-keys" className="text-brand-700 underline">
          Settings → API keys
        </Link>
        .
      </p>
    </header>
  );
}

/** Every named schema, folded, with its JSON Schema; operations link here. */
function Schemas({ schemas }: { schemas: Document["components"]["schemas"] }) {
  return (
    <section aria-labelledby="schemas">
      <h2 id="schemas" className="mb-4 text-xl font-semibold">
        Schemas
      </h2>
      {Object.entries(schemas).map(([name, schema]) => (
        <details
          key={name}
          id={`schema-${name}`}
          className="mb-2 rounded-lg border border-slate-200 bg-white"
        >
          <summary className="cursor-pointer px-4 py-2 font-mono text-sm font-semibold">
            {name}
          </summary>
          <pre className="max-h-96 overflow-auto border-t border-slate-100 p-4 text-xs">
            <code>{JSON.stringify(schema, null, 2)}</code>
          </pre>
        </details>
      ))}
    </section>
  );
}

export default function DocsPage() {
  const doc = openApiDocument() as Document;
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const tags = [...new Set(operations.map((o) => o.op.tags?.[0] ?? "Other"))];
  return (
    <div className="mx-auto max-w-5xl px-6 py-10">
      <DocsHeader info={doc.info} />

      <OperationsIndex operations={operations} />
      <QuickStart />

      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`} className="mb-10">
          <h2 id={`tag-${tag}`} className="mb-4 text-xl font-semibold">
            {tag}
          </h2>
          <div className="flex flex-col gap-4">
            {operations
              .filter((o) => (o.op.tags?.[0] ?? "Other") === tag)
              .map(({ path, method, op }) => (
                <OperationCard key={`${method} ${path}`} method={method} path={path} op={op} />
              ))}
          </div>
        </section>
      ))}

      <section aria-labelledby="webhooks" className="mb-10">
        <h2 id="webhooks" className="mb-4 text-xl font-semibold">
          Webhooks
        </h2>
        {Object.entries(doc.webhooks).flatMap(([name, methods]) =>
          Object.entries(methods).map(([method, op]) => (
            <OperationCard key={name} method={method} path={`<your webhookUrl>`} op={op} />
          )),
        )}
      </section>

      <Schemas schemas={doc.components.schemas} />
    </div>
  );
}
