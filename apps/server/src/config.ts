import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_PHONE } from '@inkling/contracts/content/contact';
import { DEFAULT_OPENAI_IMAGE_MODEL, providerSchema } from '@inkling/contracts/page';
import { DEFAULT_OPENAI_TEXT_MODEL } from '@inkling/contracts/story';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Environment variables (DESIGN "Configuration"); every one has a local default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional.pipe(z.url().optional()),
  /** The owner role's connection for migrations; the app itself uses DATABASE_URL's role (decision 006). */
  DATABASE_OWNER_URL: optional.pipe(z.url().optional()),
  IMAGE_PROVIDER: providerSchema.default('sketchbook'),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_IMAGE_MODEL: z.string().default(DEFAULT_OPENAI_IMAGE_MODEL),
  /** The text model that writes story outlines (issue 33) when IMAGE_PROVIDER=openai. */
  OPENAI_TEXT_MODEL: z.string().trim().min(1).default(DEFAULT_OPENAI_TEXT_MODEL),
  /** Kid-safety Moderations API (issue 13): on by default whenever OPENAI_API_KEY is set. */
  OPENAI_MODERATION: z.enum(['on', 'off']).default('on'),
  /** Refuse a finished AI picture when the Moderations API cannot be reached (default: deliver it; docs/safety.md). */
  OPENAI_MODERATION_FAIL_CLOSED: z.enum(['true', 'false']).default('false'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  SMTP_URL: optional.pipe(
    z
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optional.pipe(z.string().min(3).optional()),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  SUPPORT_EMAIL: z.string().default(DEFAULT_SUPPORT_EMAIL),
  SUPPORT_PHONE: z.string().default(DEFAULT_SUPPORT_PHONE),
  /**
   * Origins besides PUBLIC_URL's whose pages may change state (better-auth and the Origin
   * check), comma-separated, e.g. `http://localhost:5173` for Vite's dev server (issue 27
   * finding 8: development origins were trusted whenever NODE_ENV was not production).
   */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((s) => URL.canParse(s) && new URL(s).origin === s, {
          error: 'each must be an origin such as https://example.com (scheme, host, port; no path)',
        }),
      ),
    ),
  /** Reverse proxies in front of the app whose X-Forwarded-For entries are trusted (0 = none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Sign-ins allowed per client address per 10 minutes (RATE_LIMITS.signIn); the e2e server raises it. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Pictures and exports in this S3 bucket instead of DATA_DIR/files (issue 16; README "Scaling out"). */
  S3_BUCKET: optional,
  S3_REGION: z.string().trim().default('us-east-1'),
  /** An S3-compatible server (MinIO, R2…); unset for AWS. Credentials come from the SDK's chain (AWS_ACCESS_KEY_ID…). */
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Bearer token that GET /metrics requires; without it /metrics answers 404 (issue 16). */
  METRICS_TOKEN: optional.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** `npm run worker` serves /metrics, /api/health and /api/ready on this port when set (issue 16). */
  METRICS_PORT: optional.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
  /** Seconds an API instance keeps serving with /api/ready at 503 after SIGTERM, before it closes its listener (issue 28). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /** Worker threads that draw pages (issue 15); default min(2, the machine's cores). */
  ENGINE_THREADS: optional.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).optional()),
  /** better-auth signing secret, ≥ 32 chars; locally generated into DATA_DIR/secret when unset. */
  BETTER_AUTH_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
});

/** Parsed, checked configuration of the server and worker. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  /** pino level for the process log. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** Owner connection for migrations and grants; DATABASE_URL is then the app's own, narrower role. */
  databaseOwnerUrl?: string;
  imageProvider: z.infer<typeof providerSchema>;
  /**
   * The OpenAI API (with OPENAI_API_KEY): `model` draws pages when IMAGE_PROVIDER=openai;
   * `textModel` (OPENAI_TEXT_MODEL) then writes story books' outlines (engine story/openai.ts).
   */
  openai?: { apiKey: string; baseURL?: string; model: string; textModel?: string };
  /** OpenAI Moderations for prompts and AI pictures (docs/safety.md layer 3); absent without a key or when OPENAI_MODERATION=off. */
  moderation?: { apiKey: string; baseURL?: string; failClosed: boolean };
  google?: { clientId: string; clientSecret: string };
  stripe?: { secretKey: string; webhookSecret: string };
  /**
   * Outgoing e-mail (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465, and MAIL_FROM, e.g.
   * `Inkling <gifts@example.com>`): gift cards are e-mailed to their recipients; unset → none sent.
   */
  mail?: { smtpUrl: string; from: string };
  adminEmails: string[];
  /** Origins trusted besides PUBLIC_URL's (TRUSTED_ORIGINS). */
  trustedOrigins: string[];
  supportEmail: string;
  supportPhone: string;
  /** Trusted reverse proxies in front of the app; the client IP is read from X-Forwarded-For past them. */
  trustProxyHops: number;
  /** Sign-ins per client address per 10 minutes (SIGN_IN_RATE_LIMIT, default 10). */
  signInRateLimit: number;
  authSecret: string;
  /** S3 storage (S3_BUCKET set), else the local folder DATA_DIR/files. */
  s3?: { bucket: string; region: string; endpoint?: string; forcePathStyle: boolean };
  /** Bearer token for GET /metrics (METRICS_TOKEN); unset hides /metrics. */
  metricsToken?: string;
  /** Port of the worker's own /metrics, /api/health and /api/ready (METRICS_PORT); none when unset. */
  metricsPort?: number;
  /**
   * After SIGTERM, how long the HTTP server keeps serving with /api/ready at 503 before it
   * stops accepting connections, ms (SHUTDOWN_DRAIN_SECONDS, default 10 s: nginx's passive
   * check and a load balancer's readiness probe every 5 s both notice within that).
   */
  shutdownDrainMs: number;
  /**
   * Worker threads of the page engine's pool in a worker process (ENGINE_THREADS; default
   * min(2, os.availableParallelism()): one page per core, and pg-boss hands a worker at
   * most 2 pages at once).
   */
  engineThreads: number;
  /** Name + e-mail sign-in: only without Google keys and outside production (DESIGN "Configuration"). */
  localSignIn: boolean;
  /** Test checkout: only without Stripe keys and outside production. */
  testCheckout: boolean;
}

/** A setting that stops the process; the message names the variable and the fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses `env` into a Config. Throws ConfigError with a readable list of problems when a
 * variable is malformed, when production lacks Google/Stripe/secret settings (DESIGN
 * "Configuration": production refuses to start without them), or when the OpenAI provider
 * is chosen without a key. Reads or creates DATA_DIR/secret when BETTER_AUTH_SECRET is unset.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
      : undefined;
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push('  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    problems.push('  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  if (production) {
    if (!google) problems.push('  NODE_ENV=production requires GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
    if (!stripe) problems.push('  NODE_ENV=production requires STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    if (!e.BETTER_AUTH_SECRET) problems.push('  NODE_ENV=production requires BETTER_AUTH_SECRET');
  }
  if (e.DATABASE_OWNER_URL && !e.DATABASE_URL) {
    problems.push('  DATABASE_OWNER_URL needs DATABASE_URL (the app role the server connects as)');
  }
  if (e.IMAGE_PROVIDER === 'openai' && !e.OPENAI_API_KEY) {
    problems.push('  IMAGE_PROVIDER=openai requires OPENAI_API_KEY');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    imageProvider: e.IMAGE_PROVIDER,
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseURL: e.OPENAI_BASE_URL,
          model: e.OPENAI_IMAGE_MODEL,
          textModel: e.OPENAI_TEXT_MODEL,
        }
      : undefined,
    moderation:
      e.OPENAI_API_KEY && e.OPENAI_MODERATION === 'on'
        ? {
            apiKey: e.OPENAI_API_KEY,
            baseURL: e.OPENAI_BASE_URL,
            failClosed: e.OPENAI_MODERATION_FAIL_CLOSED === 'true',
          }
        : undefined,
    google,
    stripe,
    mail: e.SMTP_URL
      ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Inkling <${e.SUPPORT_EMAIL}>` }
      : undefined,
    adminEmails: e.ADMIN_EMAILS,
    trustedOrigins: e.TRUSTED_ORIGINS,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    authSecret: e.BETTER_AUTH_SECRET ?? localSecret(dataDir),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    engineThreads: e.ENGINE_THREADS ?? Math.min(2, availableParallelism()),
    localSignIn: !google && !production,
    testCheckout: !stripe && !production,
  };
}

/** The locally generated auth secret in DATA_DIR/secret (created once, mode 0600). */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
