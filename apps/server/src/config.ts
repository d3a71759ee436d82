import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * Connections to PostgreSQL per instance: twice the cores plus one for queries (PostgreSQL's own rule of
 * thumb for how many run well at once), and one more for LISTEN. Each new connection costs PostgreSQL its
 * start and the first planning of every statement it runs: with 20 on two cores, the first 200 travellers
 * paying at once paid about 80 orders a second, with 6 about 120; once warm, both about 140.
 */
function defaultPoolSize() {
  return 2 * os.availableParallelism() + 2;
}

const optionalUrl = z.url().optional();
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

/**
 * Which proxies may tell us the client's address in X-Forwarded-For, in Fastify's own forms: a hop
 * count (`1` behind one load balancer), or a comma-separated list of proxy addresses or CIDR ranges.
 * `true` believes every hop, so any caller could pick its own address: allowed only when the proxy
 * in front overwrites the header.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((part) => part.trim());
    const address = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
    if (list.every((part) => address.test(part))) return list;
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, a hop count, or a list of proxy addresses' });
    return z.NEVER;
  });

/** Every environment variable the server reads, in one place. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // In production each unsafe default must be allowed by name (a staging shop, say).
  ALLOW_SANDBOX_PAYMENTS: flag(false),
  ALLOW_CONSOLE_MESSAGING: flag(false),
  ALLOW_DEMO_DATA: flag(false),
  ALLOW_GENERATED_SECRETS: flag(false),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(defaultPoolSize),
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalUrl,
  WEB_DIST_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  OTP_PEPPER: z.string().min(32, 'OTP_PEPPER must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  SEED_DEMO_DATA: flag(true),
  /** Minutes to add to the clock, read from this file as it changes: for rehearsing an arrival day. Never in production. */
  CLOCK_OFFSET_FILE: z.string().min(1).optional(),
  OTP_IP_SENDS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: trustProxySchema,

  MESSAGING_PROVIDER: z.enum(['console', 'whatsapp-cloud']).default('console'),
  WHATSAPP_API_BASE_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_OTP_TEMPLATE: z.string().default('login_code'),
  WHATSAPP_NOTICE_TEMPLATE: z.string().default('order_update'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en_US'),
  /** The same templates' Malayalam translation, for travellers who chose Malayalam. */
  WHATSAPP_TEMPLATE_LANGUAGE_ML: z.string().default('ml'),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),

  /** AeroDataBox (RapidAPI) key; without it flights are looked up in the bundled timetable. */
  FLIGHT_STATUS_API_KEY: z.string().optional(),
  FLIGHT_STATUS_API_URL: z.url().default('https://aerodatabox.p.rapidapi.com'),
  FLIGHT_STATUS_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** How often open orders' flights are checked for a changed arrival. */
  FLIGHT_FOLLOW_INTERVAL_SECONDS: z.coerce.number().int().min(30).default(600),

  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_BASE_URL: z.url().default('https://api.razorpay.com/v1'),
  RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** How often unpaid and lately lapsed orders are checked against the payment provider (and at start). */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),

  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,

  PUSH_PROVIDER: z.enum(['none', 'webpush']).default('none'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:support@arrivalshop.in'),
  // Browsers' push services; a subscription elsewhere would make the shop send requests where a caller chooses.
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,*.push.services.mozilla.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,*.push.apple.com',
    )
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
});

type Env = z.infer<typeof envSchema>;
export type Config = Env & { jwtSecret: string; otpPepper: string; dataDir: string };

function requireWhen(env: Env, when: boolean, names: (keyof Env)[], why: string): string[] {
  if (!when) return [];
  return names.filter((n) => !env[n]).map((n) => `${n} is required when ${why}`);
}

/** Reads a secret from DATA_DIR, creating it on first start so restarts keep tokens valid. */
function persistedSecret(dataDir: string, file: string): string {
  const full = path.join(dataDir, file);
  if (existsSync(full)) return readFileSync(full, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(full, secret, { mode: 0o600 });
  return secret;
}

export class ConfigError extends Error {}

/** What would be unsafe for a real shop, each with the way out. */
function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.PAYMENT_PROVIDER === 'sandbox' && !env.ALLOW_SANDBOX_PAYMENTS)
    problems.push(
      'PAYMENT_PROVIDER=sandbox takes no real money: set PAYMENT_PROVIDER=razorpay, or ALLOW_SANDBOX_PAYMENTS=true for a staging shop',
    );
  if (env.MESSAGING_PROVIDER === 'console' && !env.ALLOW_CONSOLE_MESSAGING)
    problems.push(
      'MESSAGING_PROVIDER=console writes login codes to the log: set MESSAGING_PROVIDER=whatsapp-cloud, or ALLOW_CONSOLE_MESSAGING=true',
    );
  if (env.SEED_DEMO_DATA && !env.ALLOW_DEMO_DATA)
    problems.push('SEED_DEMO_DATA is on (demo admin and staff accounts): set SEED_DEMO_DATA=false, or ALLOW_DEMO_DATA=true');
  if (env.CLOCK_OFFSET_FILE) problems.push("CLOCK_OFFSET_FILE moves the shop's clock: unset it in production");
  for (const name of ['JWT_SECRET', 'OTP_PEPPER'] as const) {
    if (!env[name] && !env.ALLOW_GENERATED_SECRETS)
      problems.push(`${name} is not set and would be generated into DATA_DIR: set it, or ALLOW_GENERATED_SECRETS=true`);
  }
  return problems;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const missing = [
    ...requireWhen(
      env,
      env.MESSAGING_PROVIDER === 'whatsapp-cloud',
      ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'],
      'MESSAGING_PROVIDER=whatsapp-cloud',
    ),
    ...requireWhen(
      env,
      env.PAYMENT_PROVIDER === 'razorpay',
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
      'PAYMENT_PROVIDER=razorpay',
    ),
    ...requireWhen(
      env,
      env.STORAGE === 's3',
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      'STORAGE=s3',
    ),
    ...requireWhen(env, env.PUSH_PROVIDER === 'webpush', ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], 'PUSH_PROVIDER=webpush'),
  ];
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  const unsafe = productionProblems(env);
  if (unsafe.length > 0) {
    throw new ConfigError(`Refusing to start in production (NODE_ENV=production):\n  ${unsafe.join('\n  ')}`);
  }

  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...env,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    otpPepper: env.OTP_PEPPER ?? persistedSecret(dataDir, 'otp-pepper'),
  };
}
