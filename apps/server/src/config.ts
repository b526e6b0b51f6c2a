import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  /** Demo data loaded at start when the database is empty: `demo` or `none`. */
  SEED_PRESET: z.enum(['demo', 'none']).default('demo'),
  SEED: z.coerce.number().int().default(1),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  CONTENT_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/public/content')),
  TRUST_PROXY: z.stringbool().default(false),
  /** The OpenAPI document and UI at /api/docs; empty: on outside production, off in production. */
  API_DOCS: z.preprocess(emptyToUndefined, z.stringbool().optional()),
  /** 32+ characters; encrypts the IdP tokens kept in sessions. Empty: generated once into DATA_DIR. */
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
  /** List pages cached per data generation (platform/generation-cache); off to measure without. */
  NEW_LOGIN_PROVIDER_NOTICE: z.stringbool().default(false),
  /** Failed sign-ins per account before a 15-minute lock, and per address per minute. */
  SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  SIGNIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** smtp://user:pass@host:587 sends the outbox; empty keeps mail in the demo mailbox at /mailbox. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Portal <no-reply@portal.invalid>'),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /** Object store (price lists): files under DATA_DIR/objects, or S3 when S3_BUCKET is set. */
  S3_BUCKET: optionalString,
  /** An S3-compatible server (MinIO and the like); empty means AWS. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('us-east-1')),
  S3_PREFIX: optionalString,
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
  seedPreset: 'demo' | 'none';
  seed: number;
  webDistDir: string;
  contentDir: string;
  trustProxy: boolean;
  apiDocs: boolean;
  oidc?: { issuer: string; clientId: string; clientSecret: string };
  sessionSecret?: string;
  session: { idleSeconds: number; absoluteSeconds: number; accessTokenSeconds: number; autoLogoutMs: number };
  flags: { maintenance: boolean; newLoginProviderNotice: boolean };
  signIn: { maxFailures: number; ratePerMinute: number };
  mail: { smtpUrl?: string; from: string; isMailboxEnabled: boolean };
  objectStore: ObjectStoreConfig;
};

export type ObjectStoreConfig = {
  s3?: { bucket: string; endpoint?: string; region: string; prefix?: string };
};

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
  // `npm run dev` serves the web app from Vite on :5173, proxying the API.
  const devOrigins = e.NODE_ENV === 'development' ? ['http://localhost:5173'] : [];
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    publicUrl: publicOrigin,
    allowedOrigins: [
      publicOrigin,
      ...devOrigins,
      ...e.ALLOWED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedPreset: e.SEED_PRESET,
    seed: e.SEED,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    contentDir: path.resolve(e.CONTENT_DIR),
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    sessionSecret: e.SESSION_SECRET,
    session: {
      idleSeconds: e.SESSION_IDLE_SECONDS,
      absoluteSeconds: e.SESSION_ABSOLUTE_SECONDS,
      accessTokenSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      autoLogoutMs: e.IDLE_AUTO_LOGOUT_MS,
    },
    flags: { maintenance: e.MAINTENANCE_MODE, newLoginProviderNotice: e.NEW_LOGIN_PROVIDER_NOTICE },
    signIn: { maxFailures: e.SIGNIN_MAX_FAILURES, ratePerMinute: e.SIGNIN_RATE_PER_MINUTE },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, isMailboxEnabled: !e.SMTP_URL },
    objectStore: {
      s3: e.S3_BUCKET
        ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, prefix: e.S3_PREFIX }
        : undefined,
    },
  };
}
