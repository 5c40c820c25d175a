import "./node-version";
import { readFile } from "node:fs/promises";
import { userInfo } from "node:os";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { createDb, type Db } from "@/db/client";
import { COUNTERS, users } from "@/db/schema";
import { systemClock } from "@/lib/core/clock";
import type { UnreadableReport } from "@/lib/core/csv/schema";
import { env } from "@/lib/core/env";
import { CONTACT_FIELDS, ContactMapping } from "@/lib/features/contact-imports/schema";
import type { SaveObserver } from "@/lib/model/profiles/save-profiles";
import { PROVIDERS_USAGE, ProvidersUsageError } from "./admin-providers";
import { authSecret } from "./auth-secret";
import { resolveDatabase } from "./database-url";
import { progressBar } from "./progress";

/*
 * Each command imports the modules it runs when it runs (`await import`): one call loads only
 * its own command's, not every command's.
 */

const USAGE = `Usage: npm run admin -- <command> [options]   (prints JSON)

  create-account --email E [--password P] [--plan free|starter|pro]
                 [--daily search=N,api=N,email=N,mobile=N] [--credits search=N,...]
                 [--preview-people N]   (people the estimate's preview shows a day)
  create-api-key --account ID|EMAIL
  add-credits    --account ID|EMAIL --credits api=N,...
  remove-user    --email E          (their sessions end at once)
  end-sessions   --email E          (signs the user out everywhere)
  mail           --email E          the newest e-mails stored for the address (any account or
                 none: a sign-up's confirmation link, without SMTP_URL)
  import FILE.jsonl [--source NAME]
  import-contacts FILE.csv --account ID|EMAIL [--map email="E-mail",fn="First Name",...]
                 [--accept-partial]
                 the account's own contacts (theirs alone); --map as field=column pairs
                 (fields: ${CONTACT_FIELDS.join(", ")}), else suggested from the header;
                 a file with unreadable rows imports nothing without --accept-partial
  seed --profiles N [--seed S]
  subject export --email E   everything held about the address (docs/privacy.md)
  subject delete --email E   erase it and suppress the address for good
${PROVIDERS_USAGE}
  migrate`;

/** "api=3,search=10" → { api: 3, search: 10 }, rejecting unknown counters and bad numbers. */
export function parseCounters(text: string | undefined, flag: string) {
  if (!text) return undefined;
  const pairs = text.split(",").map((p) => p.trim().split("="));
  const raw = Object.fromEntries(
    pairs.map(([k, v]) => [k, v === undefined ? Number.NaN : Number(v)]),
  );
  const parsed = z.partialRecord(z.enum(COUNTERS), z.number().int().min(0)).safeParse(raw);
  if (!parsed.success) {
    throw new UsageError(
      `--${flag} takes counter=N pairs (counters: ${COUNTERS.join(", ")}); got "${text}"`,
    );
  }
  return parsed.data;
}

/** 'email=E-mail,fn="First Name"' → { email: "E-mail", fn: "First Name" }, fields checked. */
export function parseMapping(text: string | undefined) {
  if (!text) return {};
  const pairs = text.split(",").map((p) => {
    const at = p.indexOf("=");
    return [
      p.slice(0, at).trim(),
      p
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, "$1"),
    ];
  });
  const parsed = ContactMapping.safeParse(Object.fromEntries(pairs));
  if (!parsed.success || pairs.some(([, column]) => !column)) {
    throw new UsageError(
      `--map takes field=column pairs (fields: ${CONTACT_FIELDS.join(", ")}); got "${text}"`,
    );
  }
  return parsed.data;
}

class UsageError extends Error {}

async function accountIdOf(db: Db, ref: string | undefined): Promise<string> {
  if (!ref) throw new UsageError("--account ID|EMAIL is required");
  if (ref.includes("@")) {
    const [user] = await db.select().from(users).where(eq(users.email, ref.toLowerCase()));
    if (!user) throw new UsageError(`no account with e-mail ${ref}`);
    return user.accountId;
  }
  return ref;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      plan: { type: "string" },
      daily: { type: "string" },
      credits: { type: "string" },
      account: { type: "string" },
      source: { type: "string" },
      profiles: { type: "string" },
      seed: { type: "string" },
      map: { type: "string" },
      "accept-partial": { type: "boolean" },
      "daily-budget": { type: "string" },
      "preview-people": { type: "string" },
      "timeout-ms": { type: "string" },
      concurrency: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  process.env.AUTH_SECRET = await authSecret(env().DATA_DIR);
  const { url, server } = await resolveDatabase();
  const { db, close } = createDb(url, { max: 4 });
  try {
    const out = await runCommand(db, command, rest, values);
    console.log(JSON.stringify(out, null, 2));
  } finally {
    await close();
    await server?.stop();
  }
}

type Values = Record<string, string | boolean | undefined>;
/** One admin command: its positional arguments, and its --options as strings. */
type Command = (
  db: Db,
  rest: string[],
  str: (option: string) => string | undefined,
  values: Values,
) => Promise<unknown>;

/** A whole number of 0 or more given to `--flag`, or undefined when the flag is absent. */
function parseCount(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${flag} takes a whole number; got "${text}"`);
  return Number(text);
}

function required(value: string | undefined, usage: string): string {
  if (!value) throw new UsageError(usage);
  return value;
}

const createAccountCommand: Command = async (db, _rest, str) => {
  const email = required(str("email"), "--email is required");
  const { PLANS } = await import("@/lib/features/accounts/plans");
  const plan = str("plan") ?? "free";
  if (!(PLANS as readonly string[]).includes(plan))
    throw new UsageError(`--plan must be one of ${PLANS.join(", ")}`);
  const { createAccount } = await import("@/lib/features/accounts/create-account");
  const created = await createAccount(db, {
    email,
    password: str("password"),
    plan: plan as (typeof PLANS)[number],
    daily: parseCounters(str("daily"), "daily"),
    credits: parseCounters(str("credits"), "credits"),
    previewPeoplePerDay: parseCount(str("preview-people"), "preview-people"),
  });
  return {
    accountId: created.accountId,
    email: created.email,
    apiKey: created.apiKey,
    webhookSecret: created.webhookSecret,
  };
};

const addCreditsCommand: Command = async (db, _rest, str) => {
  const accountId = await accountIdOf(db, str("account"));
  const credits = parseCounters(str("credits"), "credits");
  if (!credits) throw new UsageError("--credits counter=N,... is required");
  const { addCredits } = await import("@/lib/features/allowances/consume");
  await addCredits({ db, accountId, clock: systemClock }, credits, "credits added by admin");
  return { accountId, added: credits };
};

const endSessionsCommand: Command = async (db, _rest, str) => {
  const email = required(str("email"), "--email is required");
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new UsageError(`no user with e-mail ${email}`);
  const { endAllSessions } = await import("@/lib/features/accounts/sessions");
  await endAllSessions(db, user.id);
  return { userId: user.id, sessionsEnded: true };
};

const seedCommand: Command = async (db, _rest, str) => {
  const n = Number(str("profiles"));
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError("--profiles N (a positive whole number) is required");
  const { seedProfiles } = await import("@/lib/model/profiles/synthetic");
  const bar = progressBar("Seeding profiles");
  const result = await seedProfiles(db, {
    profiles: n,
    seed: str("seed") ? Number(str("seed")) : undefined,
    onProgress: (done: number, total: number) => bar.update(done, total),
  });
  bar.done();
  return result;
};

const subjectCommand: Command = async (db, rest, str) => {
  const email = str("email");
  if (!email?.includes("@")) throw new UsageError("--email E is required");
  const ctx = { db, clock: systemClock };
  const actor = `admin-cli:${userInfo().username}`;
  const { deleteSubject, exportSubject } = await import("@/lib/features/privacy/subject");
  if (rest[0] === "export") return exportSubject(ctx, { email, actor });
  if (rest[0] === "delete") return deleteSubject(ctx, { email, actor });
  throw new UsageError("subject takes export or delete: subject export --email E");
};

const COMMANDS: Record<string, Command> = {
  "create-account": createAccountCommand,
  "create-api-key": async (db, _rest, str) => {
    const accountId = await accountIdOf(db, str("account"));
    const { createApiKey } = await import("@/lib/features/accounts/api-keys");
    const key = await createApiKey(db, accountId, "Admin CLI key");
    return { apiKey: key.apiKey };
  },
  "add-credits": addCreditsCommand,
  "remove-user": async (db, _rest, str) => {
    const { removeUser } = await import("@/lib/features/accounts/sessions");
    return removeUser(db, required(str("email"), "--email is required"));
  },
  "end-sessions": endSessionsCommand,
  mail: async (db, _rest, str) => {
    const { mailTo } = await import("@/lib/engines/mail/send-email");
    return mailTo(db, required(str("email"), "--email is required"));
  },
  import: async (db, rest, str) => {
    const { importProfiles } = await import("@/lib/model/profiles/synthetic");
    const { reportingChanges } = await import("@/lib/features/changes/contact-changes");
    // A refresh from a source: watched people whose facts change are reported (contact.changed).
    return importProfiles(db, required(rest[0], "import needs a FILE.jsonl"), {
      source: str("source"),
      observer: reportingChanges(systemClock) as SaveObserver,
    });
  },
  "import-contacts": async (db, rest, str, values) => {
    const file = required(rest[0], "import-contacts needs a FILE.csv");
    const ctx = { db, accountId: await accountIdOf(db, str("account")), clock: systemClock };
    const acceptPartial = values["accept-partial"] === true;
    const { importContacts } = await import("@/lib/features/contact-imports/import-contacts");
    const { UnreadableRows } = await import("@/lib/core/csv/unreadable-rows");
    try {
      return await importContacts(ctx, await readFile(file), {
        ...parseMapping(str("map")),
        acceptPartial,
      });
    } catch (error) {
      if (!(error instanceof UnreadableRows)) throw error;
      const { unreadable, goodRows } = error.extra as UnreadableReport;
      throw new UsageError(
        `${unreadable.map((u) => `line ${u.line}: ${u.reason}`).join("\n")}\nNothing was imported. Fix these rows, or run again with --accept-partial to import the ${goodRows} good rows alone.`,
      );
    }
  },
  seed: seedCommand,
  subject: subjectCommand,
  providers: async (db, rest, _str, values) => {
    const { providersCommand } = await import("./admin-providers");
    return providersCommand(db, rest, values);
  },
  // resolveDatabase ran the migrations before any command.
  migrate: async () => ({ migrated: true }),
};

function runCommand(db: Db, command: string, rest: string[], values: Values) {
  const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!run) throw new UsageError(`unknown command "${command}"\n\n${USAGE}`);
  const str = (k: string) => (typeof values[k] === "string" ? (values[k] as string) : undefined);
  return run(db, rest, str, values);
}

main().catch((err) => {
  if (err instanceof UsageError || err instanceof ProvidersUsageError) console.error(err.message);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
