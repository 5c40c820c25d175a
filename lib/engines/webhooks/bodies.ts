import type { Db } from "@/db/client";
import type { DeliveryRefs } from "./outbox";

/** The subject a body is rebuilt from, with the account that owns it. */
export interface BodySubject {
  accountId: string;
  id: string;
}

/** Texts of the subjects' bodies by subject id, exactly as the first attempt sent them. */
export type BodySource = (db: Db, subjects: BodySubject[]) => Promise<Map<string, string>>;

const sources = new Map<keyof DeliveryRefs, BodySource>();

/**
 * A feature whose deliveries keep no body (`bodyRebuilt`) registers how to rebuild them from
 * the subject they name: the worker processes do, in lib/edge/worker/worker-registry.ts.
 */
export function registerBodySource(ref: keyof DeliveryRefs, source: BodySource): void {
  sources.set(ref, source);
}

interface Bodiless {
  id: string;
  accountId: string;
  requestId: string | null;
}

/** The bodies of claimed deliveries that store none, by delivery id. */
export async function rebuildBodies(db: Db, deliveries: Bodiless[]): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  if (deliveries.length === 0) return bodies;
  const source = sources.get("requestId");
  if (!source) throw new Error("No webhook body source is registered for requestId.");
  const texts = await source(
    db,
    deliveries.flatMap((d) => (d.requestId ? [{ accountId: d.accountId, id: d.requestId }] : [])),
  );
  for (const d of deliveries) bodies.set(d.id, (d.requestId && texts.get(d.requestId)) || "");
  return bodies;
}
