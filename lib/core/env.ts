import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no"])
  .transform((v) => ["true", "1", "on", "yes"].includes(v));

/** A webhook target exempted from the private-address refusal: any port when `port` is unset. */
export interface AllowedHost {
  host: string;
  port?: number;
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  /**
   * A streaming replica of DATABASE_URL's server: reads that tolerate a short lag go there
   * (lib/core/sql/replica.ts); without it every query goes to DATABASE_URL.
   */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  /**
   * Whether the server keeps its audience index on disk (DATA_DIR/audience-index.bin) and starts
   * from it; "off" makes every start scan all profiles (lib/engines/audience/index-snapshot.ts).
   */
  AUDIENCE_SNAPSHOT: bool.default(true),
  AUTH_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().default("Leadwise <no-reply@leadwise.local>"),
  WORKER: z.enum(["inline", "off"]).default("inline"),
  /**
   * How many nice values below the web process the inline job workers' thread runs, and the
   * PostgreSQL backends of its connections when the server is on this host and ours to renice
   * (lib/engines/jobs/background-priority.ts); 0 leaves both at the web process's priority.
   */
  JOB_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /**
   * The most profiles an estimate's breakdown visits to be exact: a wider audience is broken
   * down from an evenly spread sample of it, its counts kept exact
   * (lib/engines/audience/breakdown.ts; docs/architecture.md, "A sampled breakdown").
   */
  ESTIMATE_EXACT_BREAKDOWN_UP_TO: z.coerce.number().int().min(100).default(100_000),
  CAMPAIGN_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  /**
   * A webhook endpoint whose every delivery has failed for this many days is disabled, and its
   * account told by e-mail (lib/features/webhook-endpoints/failing-endpoints.ts).
   */
  WEBHOOK_ENDPOINT_DISABLE_DAYS: z.coerce.number().min(0.001).max(365).default(5),
  WEBHOOK_ALLOW_HOSTS: z
    .string()
    .default("")
    .transform((v, c) => {
      const hosts: AllowedHost[] = [];
      for (const entry of v.split(",").map((e) => e.trim().toLowerCase())) {
        if (!entry) continue;
        const m = /^(\[[0-9a-f:.]+\]|[^:[\]/\s]+)(?::(\d{1,5}))?$/.exec(entry);
        if (!m?.[1]) {
          c.addIssue({ code: "custom", message: `"${entry}" is not host or host:port` });
          return z.NEVER;
        }
        hosts.push({
          host: m[1].replace(/^\[(.*)\]$/, "$1"),
          port: m[2] ? Number(m[2]) : undefined,
        });
      }
      return hosts;
    }),
  SEED_PROFILES: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
  DEMO: bool.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * The service's public origin (`https://leads.example.com`): every absolute link it writes
   * (e-mails, sign-in redirects) starts with it, never with a request's Host or X-Forwarded-*.
   * `npm start` and `npm run cluster` set it from PORT when unset (lib/core/public-url.ts).
   */
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The proxies whose X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host are believed:
   * addresses or CIDRs, comma-separated (`127.0.0.1,10.0.0.0/8,fd00::/8`). From anyone else
   * those headers are replaced at the edge (lib/core/security/forwarded.ts). `npm run cluster` sets
   * its HAProxy's address.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((v, c) => {
      const entries = v
        .split(",")
        .map((e) => e.trim())
        .filter(Boolean);
      const Entry = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
      for (const entry of entries) {
        if (!Entry.safeParse(entry).success) {
          c.addIssue({ code: "custom", message: `"${entry}" is not an address or a CIDR` });
          return z.NEVER;
        }
      }
      return entries;
    }),
  /**
   * How long a stopping web server answers the requests it had accepted before it cuts them;
   * the job workers get the same time to finish their jobs (README "npm start").
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** Days a data provider's answer is reused instead of asking again; 0 disables the cache. */
  PROVIDER_CACHE_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /**
   * Days an audit event is kept (lib/features/audit); the daily sweep deletes older ones. At
   * least 30: the database refuses to let any younger row go (docs/data-model.md).
   */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(36500).default(400),
  /**
   * Days a change feed entry is kept (lib/features/changes/feed-retention.ts); a sweep on the job
   * workers deletes older ones, and a reader whose cursor stands before them gets 410.
   */
  CHANGE_FEED_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(90),
  /** Days an enriched file (an enrichment job, its rows and result) is kept before a sweep deletes it. */
  FILE_JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Where HubSpot's API is reached (lib/features/crm, docs/crm.md); tests point it at a simulator. */
  HUBSPOT_API_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.hubapi.com"),
  /** Where Pipedrive's API is reached (`/v1`, `/api/v2` below it; docs/crm.md); tests point it at a simulator. */
  PIPEDRIVE_API_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.pipedrive.com"),
  /**
   * Salesforce connections (docs/crm.md): the operator's connected app, whose callback URL is
   * `<APP_URL>/api/crm/salesforce/callback`. Without both, Settings → CRM offers no Salesforce.
   */
  SALESFORCE_CLIENT_ID: z.string().min(1).optional(),
  SALESFORCE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where Salesforce's OAuth runs (https://test.salesforce.com for sandboxes); tests point it at a simulator. */
  SALESFORCE_LOGIN_URL: z.url({ protocol: /^https?$/ }).default("https://login.salesforce.com"),
  /**
   * HubSpot OAuth (docs/crm.md): the operator's public app, redirect URL
   * `<APP_URL>/api/crm/hubspot/callback`. Without both, HubSpot connects by private-app token only.
   * Tokens are exchanged and refreshed at HUBSPOT_API_BASE_URL's `/oauth/v1/token`.
   */
  HUBSPOT_CLIENT_ID: z.string().min(1).optional(),
  HUBSPOT_CLIENT_SECRET: z.string().min(1).optional(),
  /** HubSpot's consent page; tests point it at a simulator. */
  HUBSPOT_AUTHORIZE_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://app.hubspot.com/oauth/authorize"),
  /**
   * Pipedrive OAuth (docs/crm.md): the operator's Marketplace app, callback URL
   * `<APP_URL>/api/crm/pipedrive/callback`. Without both, Pipedrive connects by API token only.
   */
  PIPEDRIVE_CLIENT_ID: z.string().min(1).optional(),
  PIPEDRIVE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where Pipedrive's OAuth runs (`/oauth/authorize`, `/oauth/token`); tests point it at a simulator. */
  PIPEDRIVE_OAUTH_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://oauth.pipedrive.com"),
  /** Minutes between two scheduled pulls of a CRM's contacts into the "already in my CRM" index (docs/crm.md). */
  CRM_PULL_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /**
   * Hours between two full reconciliations of a CRM the pull learns deletions from only by
   * listing every record (Pipedrive); Refresh from CRM reconciles at once (docs/crm.md).
   */
  CRM_PULL_RECONCILE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /**
   * Single sign-on through an OpenID Connect provider (docs/teams.md): on when the issuer, client
   * id and secret are all set. OIDC_NAME is the button's "Sign in with <name>".
   */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_NAME: z.string().min(1).max(60).default("single sign-on"),
  /** `domain:workspaceId:role`, comma-separated: unknown users of the domain join as the role. */
  OIDC_AUTO_JOIN: z
    .string()
    .max(4000)
    .regex(
      /^\s*[^:,\s]+:[^:,\s]+:(owner|admin|member|viewer)\s*(,\s*[^:,\s]+:[^:,\s]+:(owner|admin|member|viewer)\s*)*,?\s*$/,
      "domain:workspaceId:role, comma-separated (role: owner, admin, member or viewer)",
    )
    .optional(),
  /** `probe`: providers' addresses are checked against their mail servers (docs/verification.md). */
  EMAIL_VERIFICATION: z.enum(["off", "probe"]).default("off"),
  VERIFY_DNS_SERVERS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  VERIFY_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  VERIFY_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  VERIFY_GREYLIST_RETRIES: z.coerce.number().int().min(0).max(10).optional(),
  VERIFY_GREYLIST_DELAY_MS: z.coerce.number().int().min(0).optional(),
});

/** PROVIDER_URL_<ID>: where a data provider is reached instead of its public address. */
const PROVIDER_URL = /^PROVIDER_URL_([A-Z0-9_]+)$/;

export type Env = z.infer<typeof EnvSchema> & {
  /** True when the app runs on the PostgreSQL server it started itself. */
  embedded: boolean;
  /**
   * Data providers' addresses set by the operator (an outbound proxy, the test simulators), by
   * connector id in PROVIDER_URL_<ID>'s spelling (upper case, `_` for `-`).
   */
  providerUrls: Record<string, string>;
  demo: boolean;
};

let cached: Env | undefined;

/** Parsed configuration; throws with every bad variable named when the environment is invalid. */
export function env(): Env {
  if (cached) return cached;
  const set = Object.entries(process.env).filter(([, v]) => v !== "");
  const parsed = EnvSchema.safeParse(Object.fromEntries(set));
  const urls = z
    .record(z.string(), z.url({ protocol: /^https?$/ }))
    .safeParse(Object.fromEntries(set.filter(([k]) => PROVIDER_URL.test(k))));
  if (!parsed.success || !urls.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(urls.error?.issues ?? [])];
    const lines = issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  // EMBEDDED_DATABASE is set by scripts/start.ts for the processes it spawns on its own server.
  const embedded = !parsed.data.DATABASE_URL || process.env.EMBEDDED_DATABASE === "1";
  cached = {
    ...parsed.data,
    embedded,
    demo: parsed.data.DEMO ?? embedded,
    providerUrls: Object.fromEntries(
      Object.entries(urls.data).map(([k, v]) => [k.replace(PROVIDER_URL, "$1"), v]),
    ),
  };
  return cached;
}

/** For tests that change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
