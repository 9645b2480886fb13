import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_REPLICA_MAX_LAG_MS, type PoolMode } from './db/client';
import { OWASP_HASH_COST, type PasswordHashCost } from './modules/auth/service';
import type { S3Settings } from './modules/fabric-images/variant-store';
import { DEFAULT_MAIL_FROM, type MailSettings } from './modules/mail/transport';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const POSTGRES_URL = /^postgres(ql)?:\/\//;
const postgresUrl = (name: string) => z.string().regex(POSTGRES_URL, `${name} must start with postgres://`);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: postgresUrl('DATABASE_URL').optional(),
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  DATABASE_DIRECT_URL: postgresUrl('DATABASE_DIRECT_URL').optional(),
  DATABASE_REPLICA_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .refine(
      (urls) => urls.every((url) => POSTGRES_URL.test(url)),
      'each of DATABASE_REPLICA_URLS must start with postgres://',
    ),
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_REPLICA_MAX_LAG_MS),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: positiveInt(24 * 7),
  AUTH_RATE_LIMIT: positiveInt(20),
  // argon2id's cost for new password hashes; the default is OWASP's. Test runs lower it (many accounts).
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(OWASP_HASH_COST.memoryKib),
  PASSWORD_HASH_PASSES: z.coerce.number().int().min(1).max(100).default(OWASP_HASH_COST.passes),
  CHECKOUT_RATE_LIMIT: positiveInt(30),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL, such as https://shop.example' })
    .optional(),
  // An S3-compatible store for photo variants; unset S3_BUCKET keeps them in the database.
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  // The first operator: made at start-up, created with this password when missing.
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:pass@host:587',
    })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default(DEFAULT_MAIL_FROM),
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** `transaction` when DATABASE_URL is a transaction-mode pooler: unnamed statements, no session state. */
  databasePoolMode: PoolMode;
  /** PostgreSQL past the pooler, for the migrations' lock and `LISTEN`; unset, DATABASE_URL. */
  databaseDirectUrl: string | undefined;
  /** Streaming replicas for the public reads; empty, every read goes to DATABASE_URL. */
  databaseReplicaUrls: string[];
  /** A replica further behind its primary than this is skipped until it catches up. */
  replicaMaxLagMs: number;
  seedDemo: boolean;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** Requests a client may make per minute to login or register. */
  authRateLimit: number;
  passwordHashCost: PasswordHashCost;
  /** Orders a user may place per minute. */
  checkoutRateLimit: number;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  /** How long this process may answer a catalog page from memory; 0 switches the cache off. */
  catalogCacheMs: number;
  /** API processes serving the one port (node:cluster); more than one needs PostgreSQL. */
  apiWorkers: number;
  /** The store's absolute origin for canonical, Open Graph and sitemap URLs; unset, each request's own. */
  publicUrl: string | undefined;
  /** The S3-compatible store that keeps photo variants; undefined keeps them in the database. */
  s3: S3Settings | undefined;
  /** The account start-up makes an operator (`ADMIN_EMAIL`, `ADMIN_PASSWORD`), if any. */
  operator: { email: string; password: string } | undefined;
  /** How mails go out: SMTP_URL, or .eml files under DATA_DIR/mail. */
  mail: MailSettings;
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads the process environment once, refusing to start on a value that makes no sense. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  if (e.API_WORKERS > 1 && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: API_WORKERS above 1 needs DATABASE_URL, since the embedded database (PGlite) belongs to one process',
    );
  }
  if (e.DATABASE_POOL_MODE === 'transaction' && !e.DATABASE_DIRECT_URL) {
    throw new Error(
      'Invalid configuration: DATABASE_POOL_MODE=transaction needs DATABASE_DIRECT_URL, a connection past the pooler for the migrations and for LISTEN',
    );
  }
  if (e.DATABASE_REPLICA_URLS.length > 0 && !e.DATABASE_URL) {
    throw new Error('Invalid configuration: DATABASE_REPLICA_URLS needs DATABASE_URL, the primary they replicate');
  }
  // Relative to where the command was typed: npm runs workspace scripts inside apps/api, and sets INIT_CWD.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMode: e.DATABASE_POOL_MODE,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    databaseReplicaUrls: e.DATABASE_REPLICA_URLS,
    replicaMaxLagMs: e.REPLICA_MAX_LAG_MS,
    seedDemo: e.SEED_DEMO === '1',
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_HOURS * 3600,
    authRateLimit: e.AUTH_RATE_LIMIT,
    passwordHashCost: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, passes: e.PASSWORD_HASH_PASSES },
    checkoutRateLimit: e.CHECKOUT_RATE_LIMIT,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY === '1',
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    catalogCacheMs: e.CATALOG_CACHE_MS,
    apiWorkers: e.API_WORKERS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      dataDir,
      pollMs: e.MAIL_POLL_MS,
      retryBaseSeconds: e.MAIL_RETRY_BASE_SECONDS,
    },
    publicUrl: e.PUBLIC_URL === undefined ? undefined : new URL(e.PUBLIC_URL).origin,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
    operator: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
  };
}
