"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import {
  createCrmConnectionAction,
  crmMappingAction,
  crmPushProgressAction,
  deleteCrmConnectionAction,
  previewCrmPushAction,
  saveCrmMappingAction,
  startCrmOAuthAction,
  startCrmPushAction,
  testCrmConnectionAction,
} from "@/lib/edge/actions/crm-actions";
import type { CrmConnection, CrmPush, MappingEntry } from "@/lib/features/crm/schema";

type Lists = { id: string; name: string; items: number }[];
type Vendor = CrmConnection["vendor"];

const VENDORS: {
  vendor: Vendor;
  name: string;
  tokenLabel: string;
  help: string;
  record: string;
}[] = [
  {
    vendor: "hubspot",
    name: "HubSpot",
    tokenLabel: "HubSpot private app token",
    help: "Settings → Integrations → Private apps: a token with the contacts read/write and schema read scopes.",
    record: "contact",
  },
  {
    vendor: "pipedrive",
    name: "Pipedrive",
    tokenLabel: "Pipedrive API token",
    help: "Personal preferences → API: your API token. People become persons, their company an organisation.",
    record: "person",
  },
  {
    vendor: "salesforce",
    name: "Salesforce",
    tokenLabel: "",
    help: "Sign in to Salesforce and allow Leadwise; people become Leads or Contacts, as you choose.",
    record: "record",
  },
];
const vendorOf = (vendor: Vendor) => {
  const about = VENDORS.find((v) => v.vendor === vendor);
  if (!about) throw new Error(`Unknown CRM ${vendor}`);
  return about;
};
type Mapping = NonNullable<Awaited<ReturnType<typeof crmMappingAction>> & { ok: true }>["data"];
type Row = NonNullable<
  Awaited<ReturnType<typeof crmPushProgressAction>> & { ok: true }
>["data"]["rows"][number];

const RULES: { value: MappingEntry["rule"]; label: string }[] = [
  { value: "overwrite", label: "Overwrite" },
  { value: "fill_if_empty", label: "Fill only if empty" },
  { value: "never", label: "Never write" },
];
const button =
  "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:bg-slate-300";
const link = "text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400";

export function CrmSettings({
  connections,
  lists,
  pushes,
  oauth,
  callback,
}: {
  connections: CrmConnection[];
  lists: Lists;
  pushes: CrmPush[];
  /** Which vendors the operator set up for OAuth (a Salesforce connected app, HubSpot and Pipedrive apps). */
  oauth: Record<Vendor, boolean>;
  /** What an OAuth callback said. */
  callback?: { ok: boolean; text: string };
}) {
  const [selected, setSelected] = useState(connections[0]?.id ?? "");
  // A connection just made is selected before the refreshed list brings it. Meanwhile no other
  // connection's mapping is shown in its place: a rule changed there would be lost (or saved on
  // the wrong connection) the moment the new one arrived.
  const [arriving, setArriving] = useState<string>();
  const found = connections.find((c) => c.id === selected);
  const waiting = !found && arriving === selected;
  const connection = found ?? (waiting ? undefined : connections[0]);
  useEffect(() => {
    if (found && found.id === arriving) setArriving(undefined);
  }, [found, arriving]);
  const connected = (id: string) => {
    setSelected(id);
    setArriving(id);
  };
  return (
    <ReadyFieldset className="flex min-w-0 flex-col gap-8">
      <section aria-labelledby="crm-connect" className="flex flex-col gap-2">
        <h2 id="crm-connect" className="text-base font-semibold">
          Connect a CRM
        </h2>
        {callback && (
          <p
            role={callback.ok ? "status" : "alert"}
            className={`text-sm ${callback.ok ? "text-green-800" : "text-red-700"}`}
          >
            {callback.text}
          </p>
        )}
        <div className="grid gap-4 md:grid-cols-3">
          {VENDORS.filter((v) => v.vendor !== "salesforce").map((v) => (
            <Connect
              key={v.vendor}
              vendor={v.vendor}
              connections={connections.filter((c) => c.vendor === v.vendor)}
              onConnected={connected}
              oauth={oauth[v.vendor]}
            />
          ))}
          <SalesforceConnect
            ready={oauth.salesforce}
            connections={connections.filter((c) => c.vendor === "salesforce")}
          />
        </div>
      </section>
      {connections.length > 0 && (
        <section aria-labelledby="crm-connections" className="flex flex-col gap-2">
          <h2 id="crm-connections" className="text-base font-semibold">
            Connections
          </h2>
          <ul className="flex flex-col gap-2">
            {connections.map((c) => (
              <ConnectionRow
                key={c.id}
                connection={c}
                selected={c.id === connection?.id}
                onSelect={() => setSelected(c.id)}
              />
            ))}
          </ul>
        </section>
      )}
      {waiting && (
        <p role="status" className="text-sm text-slate-600">
          Opening the new connection…
        </p>
      )}
      {connection && (
        <MappingEditor
          key={connection.id}
          connectionId={connection.id}
          vendor={connection.vendor}
        />
      )}
      {connection && (
        <PushPanel
          key={`push-${connection.id}`}
          connectionId={connection.id}
          vendor={connection.vendor}
          lists={lists}
          pushes={pushes}
        />
      )}
    </ReadyFieldset>
  );
}

/** "Sign in with HubSpot / Pipedrive": the OAuth flow, when the operator set up its app. */
function OAuthButton({ vendor }: { vendor: "hubspot" | "pipedrive" }) {
  const [message, setMessage] = useState<string>();
  const [pending, setPending] = useState(false);
  const name = vendorOf(vendor).name;
  return (
    <div className="flex flex-col gap-1 border-t border-slate-200 pt-2">
      <button
        type="button"
        className={`${button} self-start`}
        disabled={pending}
        onClick={async () => {
          setPending(true);
          const started = await startCrmOAuthAction({ vendor });
          if (!started.ok) {
            setMessage(started.message);
            setPending(false);
            return;
          }
          window.location.assign(started.data.url);
        }}
      >
        {pending ? `Opening ${name}…` : `Sign in with ${name}`}
      </button>
      <p className="text-xs text-slate-600">
        Or sign in to {name} and allow Leadwise: no token to copy.
      </p>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

function Connect({
  vendor,
  connections,
  onConnected,
  oauth,
}: {
  vendor: Vendor;
  connections: CrmConnection[];
  onConnected: (id: string) => void;
  /** Whether the operator set up this vendor's OAuth app. */
  oauth: boolean;
}) {
  const about = vendorOf(vendor);
  const router = useRouter();
  const helpId = useId();
  const tokenId = useId();
  const [token, setToken] = useState("");
  const [message, setMessage] = useState<string>();
  const [pending, setPending] = useState(false);
  return (
    <form
      aria-label={`Connect ${about.name}`}
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setPending(true);
        const created = await createCrmConnectionAction({ vendor, token });
        if (!created.ok) {
          setMessage(created.message);
          setPending(false);
          return;
        }
        const tested = await testCrmConnectionAction(created.data.id);
        setMessage(tested.ok ? tested.data.message : tested.message);
        setToken("");
        setPending(false);
        onConnected(created.data.id);
        router.refresh();
      }}
    >
      <h3 className="text-sm font-semibold">{about.name}</h3>
      <p className="text-xs text-slate-600">
        {connections.length === 0
          ? "Not connected."
          : `${connections.length} connection${connections.length === 1 ? "" : "s"}, last sync ${
              connections
                .map((c) => c.lastSyncAt)
                .filter((t): t is string => t !== null)
                .sort()
                .map((t) => new Date(t).toLocaleString())
                .pop() ?? "never"
            }.`}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={tokenId} className="text-sm font-medium">
          {about.tokenLabel}
        </label>
        <input
          id={tokenId}
          type="password"
          autoComplete="off"
          aria-describedby={helpId}
          value={token}
          onChange={(e) => setToken(e.target.value)}
          className="w-full max-w-80 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          required
          minLength={8}
        />
        <p id={helpId} className="text-xs text-slate-600">
          {about.help}
        </p>
      </div>
      <button type="submit" className={`${button} self-start`} disabled={pending}>
        {pending ? "Connecting…" : `Connect ${about.name}`}
      </button>
      <p role="status" className="w-full text-sm text-slate-700">
        {message}
      </p>
      {oauth && (vendor === "hubspot" || vendor === "pipedrive") && <OAuthButton vendor={vendor} />}
    </form>
  );
}

function lastSync(connections: CrmConnection[]): string {
  if (connections.length === 0) return "Not connected.";
  const last =
    connections
      .map((c) => c.lastSyncAt)
      .filter((t): t is string => t !== null)
      .sort()
      .map((t) => new Date(t).toLocaleString())
      .pop() ?? "never";
  return `${connections.length} connection${connections.length === 1 ? "" : "s"}, last sync ${last}.`;
}

function SalesforceConnect({
  ready,
  connections,
}: {
  ready: boolean;
  connections: CrmConnection[];
}) {
  const objectId = useId();
  const [object, setObject] = useState<"Lead" | "Contact">("Lead");
  const [message, setMessage] = useState<string>();
  const [pending, setPending] = useState(false);
  return (
    <form
      aria-label="Connect Salesforce"
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setPending(true);
        const started = await startCrmOAuthAction({ vendor: "salesforce", object });
        if (!started.ok) {
          setMessage(started.message);
          setPending(false);
          return;
        }
        window.location.assign(started.data.url);
      }}
    >
      <h3 className="text-sm font-semibold">Salesforce</h3>
      <p className="text-xs text-slate-600">{lastSync(connections)}</p>
      {ready ? (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={objectId} className="text-sm font-medium">
              Push people as
            </label>
            <select
              id={objectId}
              value={object}
              onChange={(e) => setObject(e.target.value === "Contact" ? "Contact" : "Lead")}
              className="w-40 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            >
              <option value="Lead">Leads</option>
              <option value="Contact">Contacts</option>
            </select>
            <p className="text-xs text-slate-600">{VENDORS[2]?.help}</p>
          </div>
          <button type="submit" className={`${button} self-start`} disabled={pending}>
            {pending ? "Opening Salesforce…" : "Connect Salesforce"}
          </button>
        </>
      ) : (
        <p className="text-xs text-slate-600">
          Not set up on this server: the operator adds a Salesforce connected app
          (SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET).
        </p>
      )}
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
    </form>
  );
}

function ConnectionRow({
  connection,
  selected,
  onSelect,
}: {
  connection: CrmConnection;
  selected: boolean;
  onSelect: () => void;
}) {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [pending, setPending] = useState(false);
  return (
    <li
      className={`flex flex-wrap items-center gap-4 rounded-md border p-3 text-sm ${selected ? "border-brand-600" : "border-slate-200"}`}
    >
      <button type="button" className={link} onClick={onSelect} aria-pressed={selected}>
        {connection.name}{" "}
        <span className="text-slate-500">
          ({vendorOf(connection.vendor).name}, {connection.tokenHint})
        </span>
      </button>
      <span className="text-slate-600">
        Last sync:{" "}
        {connection.lastSyncAt ? new Date(connection.lastSyncAt).toLocaleString() : "never"}
      </span>
      {connection.lastError && (
        <span className="text-red-700" data-testid="crm-last-error">
          Last error: {connection.lastError}
        </span>
      )}
      <button
        type="button"
        className={link}
        disabled={pending}
        onClick={async () => {
          setPending(true);
          const answer = await testCrmConnectionAction(connection.id);
          setMessage(
            answer.ok
              ? { ok: answer.data.ok, text: answer.data.message }
              : { ok: false, text: answer.message },
          );
          setPending(false);
          router.refresh();
        }}
      >
        {pending ? "Testing…" : "Test"}
      </button>
      <button
        type="button"
        className="text-sm text-red-700 hover:underline"
        onClick={async () => {
          if (!window.confirm(`Delete the connection ${connection.name}?`)) return;
          await deleteCrmConnectionAction(connection.id);
          router.refresh();
        }}
      >
        Delete
      </button>
      <p
        aria-live="polite"
        data-testid="crm-test-result"
        className={`w-full text-xs ${message?.ok ? "text-green-800" : "text-red-700"}`}
      >
        {message?.text}
      </p>
    </li>
  );
}

function MappingEditor({ connectionId, vendor }: { connectionId: string; vendor: Vendor }) {
  const about = vendorOf(vendor);
  const [view, setView] = useState<Mapping>();
  const [draft, setDraft] = useState<
    Record<string, { property: string; rule: MappingEntry["rule"] }>
  >({});
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    void crmMappingAction(connectionId).then((answer) => {
      if (!answer.ok) return setMessage(answer.message);
      setView(answer.data);
      setDraft(
        Object.fromEntries(
          answer.data.mapping.map((m) => [m.field, { property: m.property, rule: m.rule }]),
        ),
      );
    });
  }, [connectionId]);
  if (!view) return <p className="text-sm text-slate-600">{message ?? "Reading the mapping…"}</p>;
  const writable = view.properties.filter((p) => !p.readOnly && p.name !== "email");
  return (
    <section aria-labelledby="crm-mapping" className="flex flex-col gap-3">
      <h2 id="crm-mapping" className="text-base font-semibold">
        Field mapping
      </h2>
      <p className="text-sm text-slate-600">
        The e-mail address is how {about.name} knows each {about.record}: it is always sent.
        Suggested from {about.name}'s own{" "}
        {vendor === "pipedrive" ? "person fields" : "property list"}
        {view.propertiesReadAt ? "" : " (standard properties until the first Test)"}.
        {vendor === "pipedrive" &&
          " A company goes to Organization: found by its name, or created."}
      </p>
      <table className="text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th className="py-1 pr-4 font-medium">Leadwise field</th>
            <th className="py-1 pr-4 font-medium">{about.name} property</th>
            <th className="py-1 font-medium">Rule</th>
          </tr>
        </thead>
        <tbody>
          {view.fields.map((f) => {
            const entry = draft[f.id];
            return (
              <tr key={f.id}>
                <td className="py-1 pr-4">{f.label}</td>
                <td className="py-1 pr-4">
                  <select
                    aria-label={`${about.name} property for ${f.label}`}
                    value={entry?.property ?? ""}
                    onChange={(e) =>
                      setDraft((d) => {
                        const next = { ...d };
                        if (e.target.value === "") delete next[f.id];
                        else
                          next[f.id] = {
                            property: e.target.value,
                            rule: entry?.rule ?? "overwrite",
                          };
                        return next;
                      })
                    }
                    className="rounded-md border border-slate-300 px-2 py-1"
                  >
                    <option value="">Not sent</option>
                    {writable.map((p) => (
                      <option key={p.name} value={p.name}>
                        {p.label} ({p.name})
                      </option>
                    ))}
                  </select>
                </td>
                <td className="py-1">
                  <select
                    aria-label={`Rule for ${f.label}`}
                    value={entry?.rule ?? "overwrite"}
                    disabled={!entry}
                    onChange={(e) =>
                      setDraft((d) => ({
                        ...d,
                        [f.id]: {
                          property: entry?.property ?? "",
                          rule: e.target.value as MappingEntry["rule"],
                        },
                      }))
                    }
                    className="rounded-md border border-slate-300 px-2 py-1 disabled:bg-slate-100"
                  >
                    {RULES.map((r) => (
                      <option key={r.value} value={r.value}>
                        {r.label}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={button}
          onClick={async () => {
            const mapping = Object.entries(draft).map(([field, e]) => ({ field, ...e }));
            const answer = await saveCrmMappingAction(connectionId, { mapping });
            if (!answer.ok) return setMessage(answer.message);
            setView(answer.data);
            const problems = [...answer.data.unwritable, ...answer.data.unmappedRequired];
            setMessage(
              problems.length
                ? `Saved, but fix before pushing: ${problems.join(", ")}`
                : "Mapping saved.",
            );
          }}
        >
          Save mapping
        </button>
        <p role="status" className="text-sm text-slate-700">
          {message}
        </p>
      </div>
    </section>
  );
}

function PushPanel({
  connectionId,
  vendor,
  lists,
  pushes,
}: {
  connectionId: string;
  vendor: Vendor;
  lists: Lists;
  pushes: CrmPush[];
}) {
  const about = vendorOf(vendor);
  const listSelect = useId();
  const [listId, setListId] = useState(lists[0]?.id ?? "");
  const [preview, setPreview] =
    useState<{ email: string | null; properties: Record<string, string> }[]>();
  const [pushId, setPushId] = useState(pushes.find((p) => p.connectionId === connectionId)?.id);
  const [progress, setProgress] = useState<{ push: CrmPush; rows: Row[] }>();
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!pushId) return;
    let stop = false;
    const poll = async () => {
      const answer = await crmPushProgressAction(pushId);
      if (stop || !answer.ok) return;
      setProgress(answer.data);
      const open = answer.data.push.status === "queued" || answer.data.push.status === "running";
      if (open) setTimeout(poll, 1000);
    };
    void poll();
    return () => {
      stop = true;
    };
  }, [pushId]);
  if (lists.length === 0) return <p className="text-sm text-slate-600">No list to push yet.</p>;
  const counts = progress?.push.counts;
  return (
    <section aria-labelledby="crm-push" className="flex flex-col gap-3">
      <h2 id="crm-push" className="text-base font-semibold">
        Push a list
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={listSelect} className="text-sm font-medium">
            List
          </label>
          <select
            id={listSelect}
            value={listId}
            onChange={(e) => setListId(e.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          >
            {lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name} ({l.items})
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={link}
          onClick={async () => {
            const answer = await previewCrmPushAction({ listId, connectionId });
            if (answer.ok) setPreview(answer.data);
            else setMessage(answer.message);
          }}
        >
          Preview
        </button>
        <button
          type="button"
          className={button}
          onClick={async () => {
            const answer = await startCrmPushAction({ listId, connectionId });
            if (!answer.ok) return setMessage(answer.message);
            setMessage(undefined);
            setPushId(answer.data.id);
          }}
        >
          Push to {about.name}
        </button>
      </div>
      <p role="alert" className="text-sm text-red-700">
        {message}
      </p>
      {preview && (
        <table className="text-sm" aria-label={`As ${about.name} will receive them`}>
          <thead>
            <tr className="text-left text-slate-600">
              <th className="py-1 pr-4 font-medium">email</th>
              <th className="py-1 font-medium">Properties</th>
            </tr>
          </thead>
          <tbody>
            {preview.map((p, i) => (
              <tr key={p.email ?? i}>
                <td className="py-1 pr-4">{p.email ?? "— (skipped: no e-mail)"}</td>
                <td className="py-1">
                  {Object.entries(p.properties)
                    .map(([k, v]) => `${k}: ${v}`)
                    .join(" · ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {progress && counts && (
        <div className="flex flex-col gap-2">
          <p role="status" className="text-sm" data-testid="crm-push-status">
            {progress.push.status === "done"
              ? "Done"
              : progress.push.status === "failed"
                ? `Failed: ${progress.push.error}`
                : "Pushing…"}{" "}
            — {counts.created} created, {counts.updated} updated, {counts.unchanged} unchanged,{" "}
            {counts.skipped} skipped, {counts.failed} failed, {counts.pending} to go (of{" "}
            {progress.push.total}).
          </p>
          <table className="text-sm" aria-label="The push's log">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1 pr-4 font-medium">Person</th>
                <th className="py-1 pr-4 font-medium">Outcome</th>
                <th className="py-1 font-medium">Why / record</th>
              </tr>
            </thead>
            <tbody>
              {progress.rows.map((r) => (
                <tr key={r.position}>
                  <td className="py-1 pr-4">{r.email ?? r.profileId}</td>
                  <td className="py-1 pr-4">{r.outcome}</td>
                  <td className="py-1">
                    {r.recordUrl ? (
                      <a href={r.recordUrl} target="_blank" rel="noreferrer" className={link}>
                        Open in {about.name}
                      </a>
                    ) : (
                      r.reason
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
