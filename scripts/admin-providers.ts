import type { Db } from "@/db/client";
import { PROVIDER_IDS } from "@/lib/engines/providers/connectors";
import {
  listProviders,
  orderProviders,
  type ProviderSettings,
  ProviderSettingsInput,
  removeProvider,
  saveProvider,
} from "@/lib/engines/providers/settings";

/*
 * `npm run admin -- providers …`: the operator's default list of data providers, which accounts
 * without a list of their own use (docs/providers.md). The key is read from standard input, so
 * it never shows in the process list or a shell's history.
 */

export const PROVIDERS_USAGE = `  providers list                      the operator's default list, in order
  providers add ID [--daily-budget N] [--timeout-ms N] [--concurrency N]
                                      key on standard input; adds, or replaces key and limits
  providers order ID [ID…]            ids first, in this order; the others after
  providers remove ID
  (ID: ${PROVIDER_IDS.join(", ")})`;

export class ProvidersUsageError extends Error {}

const OPERATOR = (db: Db) => ({ db, accountId: null });

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) {
    throw new ProvidersUsageError(
      'providers add reads the key from standard input: printf %s "$KEY" | npm run admin -- providers add ID',
    );
  }
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.trim();
}

function number(values: Record<string, string | boolean | undefined>, flag: string) {
  const v = values[flag];
  if (typeof v !== "string") return undefined;
  const n = Number(v);
  if (!Number.isInteger(n)) throw new ProvidersUsageError(`--${flag} takes a whole number`);
  return n;
}

async function configOf(db: Db, provider: string | undefined): Promise<ProviderSettings> {
  const listed = (await listProviders(OPERATOR(db))).find((p) => p.provider === provider);
  if (!listed) throw new ProvidersUsageError(`"${provider}" is not in the operator's list`);
  return listed;
}

export async function providersCommand(
  db: Db,
  rest: string[],
  values: Record<string, string | boolean | undefined>,
): Promise<ProviderSettings[]> {
  const [verb, ...ids] = rest;
  switch (verb) {
    case "list":
      return listProviders(OPERATOR(db));
    case "add": {
      const parsed = ProviderSettingsInput.safeParse({
        provider: ids[0],
        key: await readStdin(),
        dailyBudget: number(values, "daily-budget"),
        timeoutMs: number(values, "timeout-ms"),
        concurrency: number(values, "concurrency"),
      });
      if (!parsed.success) {
        // Names the fields only: the key itself must not be echoed.
        const fields = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
        throw new ProvidersUsageError(`providers add: ${fields.join("; ")}`);
      }
      await saveProvider(OPERATOR(db), parsed.data);
      return listProviders(OPERATOR(db));
    }
    case "order": {
      if (ids.length === 0) throw new ProvidersUsageError("providers order takes provider ids");
      const configs = [];
      for (const id of ids) configs.push((await configOf(db, id)).id);
      return orderProviders(OPERATOR(db), configs);
    }
    case "remove": {
      await removeProvider(OPERATOR(db), (await configOf(db, ids[0])).id);
      return listProviders(OPERATOR(db));
    }
    default:
      throw new ProvidersUsageError(
        `providers takes list, add, order or remove\n${PROVIDERS_USAGE}`,
      );
  }
}
