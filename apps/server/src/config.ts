import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLocalHost } from '@portal/contract';
import { z } from 'zod';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './db/timeouts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().min(1).optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/** Every environment variable the server reads, with its default. `.env.example` mirrors this. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The address users reach the portal at; writes must come from one of these origins. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Extra origins allowed to write (comma separated), for example a second brand's host. */
  ALLOWED_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** PostgreSQL connection string; empty means the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /**
   * Connections to PostgreSQL per server process. Unset: twice this machine's cores (at least 4):
   * more statements in flight than the cores can run only queue inside PostgreSQL, where 20 busy
   * backends on 2 cores cost more CPU per statement than 4 (bench/RESULTS.md).
   */
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).optional()),
  /**
   * PostgreSQL limits on the API's connections, in ms (db/timeouts.ts; 0 turns one off): a statement
   * running longer is cancelled, a lock waited for longer is given up, a transaction idle longer is
   * ended. Each answers 503 with Retry-After. Migrations run without them.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_DATABASE_TIMEOUTS.lockMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs),
  /**
   * Demo data loaded at start when the database is empty: `demo` or `none`. Unset: `demo` outside
   * production, `none` in production (there only an explicit `demo` loads it, with a warning).
   */
  SEED_PRESET: z.preprocess(emptyToUndefined, z.enum(['demo', 'none']).optional()),
  /**
   * PostgreSQL: the API's own login, which must be neither the owner nor a superuser (row-level
   * security). Unset: DATABASE_URL's login acting as the role portal_app (db/row-security.ts).
   */
  DATABASE_APP_URL: optionalUrl,
  /** PostgreSQL: the API reads and writes under row-level security (on unless set to false). */
  DATABASE_ROW_SECURITY: z.stringbool().default(true),
  SEED: z.coerce.number().int().default(1),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  CONTENT_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/public/content')),
  TRUST_PROXY: z.stringbool().default(false),
  /**
   * 32+ characters; encrypts the IdP tokens kept in sessions. Empty: generated once into DATA_DIR,
   * which production refuses (several instances must share it, and a lost data folder ends sessions).
   */
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /** Spec 000 §9: 14 minutes idle, enforced on the server too; absolute limit 12 hours. */
  SESSION_IDLE_SECONDS: z.coerce.number().int().min(5).default(840),
  SESSION_ABSOLUTE_SECONDS: z.coerce.number().int().min(60).default(43_200),
  /** Lifetime of the IdP's access token; the browser refreshes on the 401 that follows. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(600),
  /** Spec 000 §4: the idle modal logs out after 60 s without an answer. */
  IDLE_AUTO_LOGOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Spec 000 §2: maintenance page (with the maintenance cookie) and the new-login-provider notice. */
  MAINTENANCE_MODE: z.stringbool().default(false),
  NEW_LOGIN_PROVIDER_NOTICE: z.stringbool().default(false),
  /**
   * Failed sign-ins of one account from one address before it waits SIGNIN_LOCK_SECONDS, doubling
   * with each further failure up to SIGNIN_LOCK_MAX_SECONDS; and sign-in posts per address per minute.
   */
  SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  SIGNIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(30),
  SIGNIN_LOCK_MAX_SECONDS: z.coerce.number().int().min(1).default(900),
  SIGNIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** redis://host:6379: rate-limit and sign-in lock state shared by every instance; empty: in memory. */
  REDIS_URL: optionalUrl,
  /** The OpenAPI document and its UI at /api/docs. Unset: on outside production, off in production. */
  API_DOCS: z.preprocess(emptyToUndefined, z.stringbool().optional()),
  /** The OCPI handshake may fetch loopback, private and link-local addresses (default: outside production). */
  OCPI_ALLOW_PRIVATE_ADDRESSES: z.preprocess(emptyToUndefined, z.stringbool().optional()),
  /**
   * smtp://user:pass@host:587 sends the outbox; empty keeps mail in the demo mailbox at /mailbox
   * (never in production, which refuses to start without it).
   */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Portal <no-reply@portal.invalid>'),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /** With an external IdP: its page where users reset or change their password (issue 15). */
  OIDC_PASSWORD_URL: optionalUrl,
  /** Object store (price lists): files under DATA_DIR/objects, or S3 when S3_BUCKET is set. */
  S3_BUCKET: optionalString,
  /** An S3-compatible server (MinIO and the like); empty means AWS. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('us-east-1')),
  S3_PREFIX: optionalString,
  /**
   * Issue 15 maps: a tile server's URL template (https://tiles.example/{z}/{x}/{y}.png). Empty: the
   * maps draw the offline base layer (country and coastline shapes shipped with the web app).
   */
  MAP_TILE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'a URL template with {z}, {x} and {y}')
      .optional(),
  ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  publicUrl: string;
  allowedOrigins: string[];
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize?: number;
  /** The API's own login (DATABASE_APP_URL); unset: DATABASE_URL acting as the app role. */
  databaseAppUrl?: string;
  databaseRowSecurity: boolean;
  /** PostgreSQL: statement, lock and idle-in-transaction limits of the API's connections. */
  databaseTimeouts: DatabaseTimeouts;
  seedPreset: 'demo' | 'none';
  /** SEED_PRESET was set, not defaulted (production loads demo data only when asked for by name). */
  isSeedPresetExplicit: boolean;
  redisUrl?: string;
  seed: number;
  webDistDir: string;
  contentDir: string;
  trustProxy: boolean;
  apiDocs: boolean;
  /** The OCPI credentials handshake may reach loopback, private and link-local addresses (issue 42 §3). */
  ocpiAllowPrivateAddresses: boolean;
  oidc?: { issuer: string; clientId: string; clientSecret: string };
  /** The external IdP's password page; the built-in IdP has its own reset and change. */
  oidcPasswordUrl?: string;
  sessionSecret?: string;
  session: { idleSeconds: number; absoluteSeconds: number; accessTokenSeconds: number; autoLogoutMs: number };
  flags: { maintenance: boolean; newLoginProviderNotice: boolean };
  signIn: { maxFailures: number; lockSeconds: number; lockMaxSeconds: number; ratePerMinute: number };
  mail: { smtpUrl?: string; from: string; isMailboxEnabled: boolean };
  objectStore: ObjectStoreConfig;
  /** The maps' tile server template; unset: the offline base layer. */
  mapTileUrl?: string;
};

export type ObjectStoreConfig = {
  s3?: { bucket: string; endpoint?: string; region: string; prefix?: string };
};

/**
 * Hosts of the README's hosts-file step (`127.0.0.1 portal.tessaly.test`), one per brand, on the port
 * of a PUBLIC_URL on this machine (issue 15: brand 2 signed in and came back to localhost).
 */
export const LOCAL_BRAND_HOSTS = ['portal.tessaly.test', 'portal.corvane.test'] as const;

function localBrandOrigins(publicUrl: URL): string[] {
  if (!isLocalHost(publicUrl.hostname)) return [];
  const port = publicUrl.port ? `:${publicUrl.port}` : '';
  return LOCAL_BRAND_HOSTS.map((host) => `${publicUrl.protocol}//${host}${port}`);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once; throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(['OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together']);
  }
  const publicOrigin = new URL(e.PUBLIC_URL).origin;
  const isProduction = e.NODE_ENV === 'production';
  // `npm run dev` serves the web app from Vite on :5173, proxying the API.
  const devOrigins = e.NODE_ENV === 'development' ? ['http://localhost:5173'] : [];
  // README "Brands and hosts": the brand hosts mapped to this machine work without further set-up.
  const brandHostOrigins = isProduction ? [] : localBrandOrigins(new URL(e.PUBLIC_URL));
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    publicUrl: publicOrigin,
    allowedOrigins: [
      publicOrigin,
      ...devOrigins,
      ...brandHostOrigins,
      ...e.ALLOWED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseAppUrl: e.DATABASE_APP_URL,
    databaseRowSecurity: e.DATABASE_ROW_SECURITY,
    databaseTimeouts: {
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    seedPreset: e.SEED_PRESET ?? (isProduction ? 'none' : 'demo'),
    isSeedPresetExplicit: e.SEED_PRESET !== undefined,
    redisUrl: e.REDIS_URL,
    apiDocs: e.API_DOCS ?? !isProduction,
    ocpiAllowPrivateAddresses: e.OCPI_ALLOW_PRIVATE_ADDRESSES ?? !isProduction,
    seed: e.SEED,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    contentDir: path.resolve(e.CONTENT_DIR),
    trustProxy: e.TRUST_PROXY,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    oidcPasswordUrl: e.OIDC_PASSWORD_URL,
    sessionSecret: e.SESSION_SECRET,
    session: {
      idleSeconds: e.SESSION_IDLE_SECONDS,
      absoluteSeconds: e.SESSION_ABSOLUTE_SECONDS,
      accessTokenSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      autoLogoutMs: e.IDLE_AUTO_LOGOUT_MS,
    },
    flags: { maintenance: e.MAINTENANCE_MODE, newLoginProviderNotice: e.NEW_LOGIN_PROVIDER_NOTICE },
    signIn: {
      maxFailures: e.SIGNIN_MAX_FAILURES,
      lockSeconds: e.SIGNIN_LOCK_SECONDS,
      lockMaxSeconds: Math.max(e.SIGNIN_LOCK_SECONDS, e.SIGNIN_LOCK_MAX_SECONDS),
      ratePerMinute: e.SIGNIN_RATE_PER_MINUTE,
    },
    // The mailbox shows invitation and activation links to anyone: a demo tool only (issue 14 finding 3).
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, isMailboxEnabled: !e.SMTP_URL && !isProduction },
    objectStore: {
      s3: e.S3_BUCKET
        ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, prefix: e.S3_PREFIX }
        : undefined,
    },
    mapTileUrl: e.MAP_TILE_URL,
  };
}

/** The tile server's origin for the CSP's img-src; a `{s}` subdomain becomes a wildcard. */
export const tileOrigin = (template: string) =>
  (template.match(/^https?:\/\/[^/]+/)?.[0] ?? '').replace('{s}', '*');

/**
 * What a production start refuses (issue 14 finding 3): no mail transport (invitation links would have
 * nowhere to go but a public mailbox) and a session secret that is generated or a typed placeholder.
 */
export function productionProblems(config: Config): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  if (!config.mail.smtpUrl) problems.push('SMTP_URL: production needs a mail transport');
  if (!config.sessionSecret)
    problems.push('SESSION_SECRET: production needs a configured secret, not a generated one');
  else if (new Set(config.sessionSecret).size < 16)
    problems.push('SESSION_SECRET: looks like a placeholder (fewer than 16 distinct characters)');
  return problems;
}

/** The warning a production start with demo data logs: public passwords and invitation links. */
export const demoSeedWarning = (config: Config) =>
  config.env === 'production' && config.seedPreset !== 'none'
    ? `SEED_PRESET=${config.seedPreset} in production: the demo data has PUBLIC passwords and invitation links (README). Use it only for a demonstration, never with real users.`
    : undefined;
