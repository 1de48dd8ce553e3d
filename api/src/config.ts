import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { OWASP_SCRYPT_N } from './modules/auth/passwords';
import type { TicketSigningKey } from '@fanhub/contract/dist/ticket-secret';
import { productionProblems } from './production-checks';
import { SIGN_IN_PROVIDERS, type SignInProviderId } from '@fanhub/contract';
import { developmentClient } from './modules/sign-in-providers/provider-ids';

const API_ROOT = path.resolve(__dirname, '..');
const LOCAL_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005]
  .map((port) => `http://localhost:${port}`)
  .join(',');
/** Development only (production requires STUDIO_SECRET_KEY): TOTP secrets must outlive a restart. */
const DEVELOPMENT_STUDIO_SECRET_KEY = 'fanhub-development-studio-key-never-in-production';

/** Every environment variable the API reads, with its default (docs/configuration.md lists them). */
const EnvSchema = Type.Object({
  NODE_ENV: Type.String({ default: 'development' }),
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ default: 4000, minimum: 0, maximum: 65535 }),
  PUBLIC_API_URL: Type.String({ default: '' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  LOG_FORMAT: Type.Union([Type.Literal('json'), Type.Literal('pretty')], { default: 'json' }),
  TRUST_PROXY: Type.String({ default: '' }),
  REQUEST_TIMEOUT_MS: Type.Integer({ default: 15_000, minimum: 1000 }),
  PUBLIC_READ_CACHE_TTL_MS: Type.Integer({ default: 2000, minimum: 0, maximum: 60_000 }),
  LEDGER_SEAL_EVERY_MS: Type.Integer({ default: 2000, minimum: 0, maximum: 600_000 }),
  LEDGER_FOLD_EVERY_MS: Type.Integer({ default: 1000, minimum: 0, maximum: 60_000 }),
  JOB_POLL_SECONDS: Type.Number({ default: 1, minimum: 0.5, maximum: 60 }),
  JOB_MAINTENANCE_SECONDS: Type.Integer({ default: 30, minimum: 1, maximum: 3600 }),
  JOB_MAIL_LEASE_SECONDS: Type.Integer({ default: 300, minimum: 30, maximum: 3600 }),
  FINANCE_JOBS_EVERY_MS: Type.Integer({ default: 5000, minimum: 0, maximum: 600_000 }),
  HEART_EXPIRY_EVERY_MS: Type.Integer({ default: 60_000, minimum: 0, maximum: 3_600_000 }),
  DATABASE_URL: Type.String({ default: '' }),
  DATABASE_OWNER_URL: Type.String({ default: '' }),
  DATABASE_POOLER: Type.Union([Type.Literal(''), Type.Literal('transaction')], { default: '' }),
  DATABASE_DIRECT_URL: Type.String({ default: '' }),
  DATABASE_REPLICA_URL: Type.String({ default: '' }),
  DATABASE_REPLICA_MAX_LAG_MS: Type.Integer({ default: 2000, minimum: 100, maximum: 600_000 }),
  DATABASE_POOL_SIZE: Type.Integer({ default: 10, minimum: 1, maximum: 500 }),
  DATABASE_CONNECT_TIMEOUT_MS: Type.Integer({ default: 3000, minimum: 100 }),
  DATABASE_STATEMENT_TIMEOUT_MS: Type.Integer({ default: 5000, minimum: 100 }),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: Type.Integer({ default: 10_000, minimum: 100 }),
  PGLITE_DATA_DIR: Type.String({ default: path.join(API_ROOT, '.data', 'pglite') }),
  SEED_ON_START: Type.Union([Type.Boolean(), Type.Literal('')], { default: '' }),
  JWT_SECRET: Type.String({ default: '' }),
  JWT_EXPIRES_IN: Type.String({ default: '7d' }),
  PASSWORD_SCRYPT_N: Type.Integer({ default: OWASP_SCRYPT_N, minimum: 1024 }),
  CORS_ORIGINS: Type.String({ default: '' }),
  AUTH_RATE_LIMIT_MAX: Type.Integer({ default: 10, minimum: 1 }),
  AUTH_RATE_LIMIT_WINDOW: Type.String({ default: '1 minute' }),
  ACCOUNT_RATE_LIMIT_MAX: Type.Integer({ default: 5, minimum: 1 }),
  ACCOUNT_RATE_LIMIT_WINDOW: Type.String({ default: '15 minutes' }),
  PROFILE_RATE_LIMIT_MAX: Type.Integer({ default: 10, minimum: 1 }),
  PROFILE_RATE_LIMIT_WINDOW: Type.String({ default: '1 minute' }),
  SHARE_RATE_LIMIT_MAX: Type.Integer({ default: 5, minimum: 1 }),
  SHARE_RATE_LIMIT_WINDOW: Type.String({ default: '1 minute' }),
  WEB_VITALS_RATE_LIMIT_MAX: Type.Integer({ default: 30, minimum: 1 }),
  WEB_VITALS_RATE_LIMIT_WINDOW: Type.String({ default: '1 minute' }),
  REDIS_URL: Type.String({ default: '' }),
  NATS_URL: Type.String({ default: '' }),
  UPLOAD_DIR: Type.String({ default: path.join(API_ROOT, '.data', 'uploads') }),
  UPLOAD_MAX_BYTES: Type.Integer({ default: 2 * 1024 * 1024, minimum: 1 }),
  UPLOAD_RATE_LIMIT_MAX: Type.Integer({ default: 10, minimum: 1 }),
  UPLOAD_RATE_LIMIT_WINDOW: Type.String({ default: '1 minute' }),
  UPLOAD_DAILY_QUOTA: Type.Integer({ default: 30, minimum: 1 }),
  SMTP_URL: Type.String({ default: '' }),
  MAIL_FROM: Type.String({ default: 'fanhub <no-reply@fanhub.id>' }),
  OPERATOR_TOKEN: Type.String({ default: '' }),
  PAYMENT_PROVIDER: Type.Union([Type.Literal('sandbox'), Type.Literal('midtrans')], { default: 'sandbox' }),
  SANDBOX_SERVER_KEY: Type.String({ default: '' }),
  MIDTRANS_SERVER_KEY: Type.String({ default: '' }),
  MIDTRANS_CLIENT_KEY: Type.String({ default: '' }),
  MIDTRANS_IS_PRODUCTION: Type.Boolean({ default: false }),
  MIDTRANS_API_URL: Type.String({ default: '' }),
  MIDTRANS_CORE_API_URL: Type.String({ default: '' }),
  MIDTRANS_SNAP_JS_URL: Type.String({ default: '' }),
  UNSAFE_STAGING_TEST_PAYMENTS: Type.Boolean({ default: false }),
  STUDIO_SECRET_KEY: Type.String({ default: '' }),
  STUDIO_TOKEN_EXPIRES_IN: Type.String({ default: '30m' }),
  PAYOUT_IDR_PER_COIN: Type.Integer({ default: 100, minimum: 1 }),
  PAYOUT_FEE_PERCENT: Type.Number({ default: 5, minimum: 0, maximum: 50 }),
  PAYOUT_SECOND_FACTOR_ABOVE_IDR: Type.Integer({ default: 50_000_000, minimum: 0 }),
  VAPID_PUBLIC_KEY: Type.String({ default: '' }),
  VAPID_PRIVATE_KEY: Type.String({ default: '' }),
  VAPID_SUBJECT: Type.String({ default: 'mailto:halo@fanhub.id' }),
  PUBLIC_SITE_URL: Type.String({ default: '' }),
  GOOGLE_CLIENT_ID: Type.String({ default: '' }),
  GOOGLE_CLIENT_SECRET: Type.String({ default: '' }),
  GOOGLE_ISSUER: Type.String({ default: 'https://accounts.google.com' }),
  DEVELOPMENT_SIGN_IN_PROVIDER: Type.String({ default: '' }),
  TICKET_SIGNING_KEYS: Type.String({ default: '' }),
  PUSH_SEND: Type.Boolean({ default: true }),
  PUSH_SCHEDULE_EVERY_MS: Type.Integer({ default: 60_000, minimum: 0, maximum: 3_600_000 }),
  PROOF_OF_WORK_COST: Type.Integer({ default: 1000, minimum: 1, maximum: 10_000_000 }),
  SIGN_IN_FAILURES_BEFORE_CHALLENGE: Type.Integer({ default: 3, minimum: 1, maximum: 100 }),
  METRICS_HOST: Type.String({ default: '' }),
  METRICS_PORT: Type.Integer({ default: 9464, minimum: 0, maximum: 65535 }),
});
export type Env = Static<typeof EnvSchema>;
/** The names of every variable the API reads. */
export const ENVIRONMENT_VARIABLES = Object.keys(EnvSchema.properties);

export interface RateLimit {
  max: number;
  timeWindow: string;
}

export interface Config {
  env: string;
  production: boolean;
  host: string;
  port: number;
  publicApiUrl: string;
  logLevel: string;
  /** `json`: one object a line, for the log collector (production); `pretty`: short lines for a person (npm start). */
  logFormat: 'json' | 'pretty';
  /** Fastify's trustProxy: false (nobody), the nearest N hops, or the proxies' addresses. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  requestTimeoutMs: number;
  /** How long a public read's answer is kept when no write changes it first; 0 keeps none. */
  publicReadCacheTtlMs: number;
  /** How often the ledger's new entries are sealed (a turn seals what the last one saw); 0 seals nothing. */
  ledgerSealEveryMs: number;
  /** How often spends' pending credits are folded into balances; 0 folds none (totals count them anyway). */
  ledgerFoldEveryMs: number;
  /** How often each replica asks the job queue for work when it has none (pg-boss's polling, at least 0.5 s). */
  jobPollSeconds: number;
  /**
   * How often one replica fails the jobs a dead replica held past their lease (they run again) and archives old
   * ones (pg-boss's maintenance).
   */
  jobMaintenanceSeconds: number;
  /** How long a replica may hold a mail job before another replica takes it (one that died). */
  jobMailLeaseSeconds: number;
  /** How often unfinished refunds and all-or-nothing campaigns that closed short are looked at; 0: never. */
  financeJobsEveryMs: number;
  /** How often hearts past their expiry are taken out of fans' accounts; 0: never. */
  heartExpiryEveryMs: number;
  database: {
    url: string | undefined;
    /** The schema owner's connection, for migrations (db/migrate-cli.ts); the API never opens it. */
    ownerUrl: string | undefined;
    /** `transaction`: `url` is PgBouncer in transaction mode (ADR-256); `directUrl` the server, for LISTEN. */
    pooler: 'transaction' | undefined;
    directUrl: string | undefined;
    /** A streaming replica of `url` that public reads use while it keeps within `replicaMaxLagMs` (ADR-255). */
    replicaUrl: string | undefined;
    replicaMaxLagMs: number;
    poolSize: number;
    pgliteDataDir: string;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    idleInTransactionTimeoutMs: number;
  };
  seedOnStart: boolean;
  /** Seed fans with passwords the README publishes; never in production. */
  seedDemoAccounts: boolean;
  jwt: { secret: string; expiresIn: string };
  passwordScryptN: number;
  corsOrigins: string[];
  authRateLimit: RateLimit;
  /** Sign-in and reset attempts per account (email), whatever address they come from. */
  accountRateLimit: RateLimit;
  profileRateLimit: RateLimit;
  /** Shares one client may count per event per window. */
  shareRateLimit: RateLimit;
  /** Web Vitals reports one address may send per window (a page sends one or two). */
  webVitalsRateLimit: RateLimit;
  redisUrl: string | undefined;
  /** NATS servers (one cluster) that carry live-tally changes between replicas; none: PostgreSQL NOTIFY. */
  natsServers: string[];
  uploads: { dir: string; maxBytes: number; rateLimit: RateLimit; dailyQuota: number };
  mail: { smtpUrl: string | undefined; from: string };
  operatorToken: string | undefined;
  studio: {
    /** Seals staff members' TOTP secrets at rest (AES-256-GCM under a key derived from it). */
    secretKey: string;
    /** Staff sessions are short: a token's lifetime, e.g. 30m. */
    tokenExpiresIn: string;
  };
  payouts: {
    /** What a coin is worth when a campaign's coins are paid out to its organiser. */
    idrPerCoin: number;
    feePercent: number;
    /** An approver whose approvals of the last 24 hours pass this many rupiah confirms with their code again. */
    secondFactorAboveIdr: number;
  };
  /**
   * The Ed25519 keys event tickets are signed with: the first signs, the others still verify (rotation). None:
   * one made once and kept in the database.
   */
  ticketSigningKeys: TicketSigningKey[];
  /** Where fans' pages are: a provider's sign-in comes back to it. */
  publicSiteUrl: string;
  /** The providers fans may sign in with, in the order their buttons show (ADR-294); none: no buttons. */
  signInProviders: SignInProviderConfig[];
  push: {
    /** VAPID keys (both, or neither: then made once and kept in the database). */
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    vapidSubject: string;
    /** Whether this replica sends the queued pushes (each a job); tests switch it off. */
    send: boolean;
    scheduleEveryMs: number;
  };
  /** Where Prometheus scrapes this replica (`/metrics`); port 0: no metrics listener. */
  metrics: { host: string; port: number };
  fairPlay: {
    /** The proof of work's PBKDF2 iterations per attempt until the studio sets its own (docs/fair-play.md). */
    proofOfWorkCost: number;
    /** Failed sign-ins of one account after which signing in asks for a proof of work too. */
    signInFailuresBeforeChallenge: number;
  };
  payments:
    | { provider: 'sandbox'; serverKey: string }
    | {
        provider: 'midtrans';
        serverKey: string;
        clientKey: string;
        apiUrl: string;
        coreApiUrl: string;
        snapJsUrl: string;
      };
}

export interface SignInProviderConfig {
  id: SignInProviderId;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How the client proves itself at the token endpoint: Google takes Basic, Apple a form field. */
  authentication: 'basic' | 'post';
  /** The provider answers by posting a form to the callback (Apple). */
  formPost: boolean;
  /** The development stand-in (ADR-294): its button says so. */
  development: boolean;
}

/** Google when configured; both Google and Apple through the development provider when it is set. */
function signInProvidersOf(env: Env): SignInProviderConfig[] {
  if (env.DEVELOPMENT_SIGN_IN_PROVIDER)
    return SIGN_IN_PROVIDERS.map((id) => ({
      id,
      issuer: env.DEVELOPMENT_SIGN_IN_PROVIDER.replace(/\/+$/, ''),
      ...developmentClient(id),
      authentication: id === 'apple' ? 'post' : 'basic',
      formPost: id === 'apple',
      development: true,
    }));
  if (!env.GOOGLE_CLIENT_ID) return [];
  return [
    {
      id: 'google',
      issuer: env.GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      authentication: 'basic',
      formPost: false,
      development: false,
    },
  ];
}

export class ConfigError extends Error {}

/** `''` nobody; `2` the nearest two hops; anything else a comma-separated list of proxy addresses or CIDRs. */
function trustProxy(value: string): Config['trustProxy'] {
  const trimmed = value.trim();
  if (trimmed === '') return false;
  if (!/^\d+$/.test(trimmed)) return trimmed;
  const hops = Number(trimmed);
  return (_address, hop) => hop < hops;
}

/** The environment with its defaults, and what is wrong with it variable by variable (`NAME: why`). */
function readEnv(source: NodeJS.ProcessEnv): { env: Env; problems: string[] } {
  const raw = Object.fromEntries(
    Object.keys(EnvSchema.properties).map((key) => [key, source[key] || undefined]),
  );
  const env = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw)) as Env;
  return { env, problems: [...Value.Errors(EnvSchema, env)].map((e) => `${e.path.slice(1)}: ${e.message}`) };
}

const isDatabaseVariable = (problem: string) => /^(DATABASE_|PGLITE_)/.test(problem);

function databaseProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.DATABASE_POOLER && !env.DATABASE_DIRECT_URL)
    problems.push(
      'DATABASE_DIRECT_URL: the PostgreSQL server itself, for LISTEN, which a transaction pooler (DATABASE_POOLER) would lose',
    );
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL)
    problems.push('DATABASE_REPLICA_URL: a replica of the PostgreSQL server of DATABASE_URL; set that too');
  return problems;
}

const databaseConfigOf = (env: Env): Config['database'] => ({
  url: env.DATABASE_URL || undefined,
  ownerUrl: env.DATABASE_OWNER_URL || undefined,
  pooler: env.DATABASE_POOLER || undefined,
  directUrl: env.DATABASE_DIRECT_URL || undefined,
  replicaUrl: env.DATABASE_REPLICA_URL || undefined,
  replicaMaxLagMs: env.DATABASE_REPLICA_MAX_LAG_MS,
  poolSize: env.DATABASE_POOL_SIZE,
  pgliteDataDir: env.PGLITE_DATA_DIR,
  connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

/**
 * The database settings alone, for the tools that need nothing else (the migrations run before the API starts,
 * the ledger's check): production's other requirements are the API's, not theirs.
 */
export function loadDatabaseConfig(source: NodeJS.ProcessEnv = process.env): Config['database'] {
  const { env, problems } = readEnv(source);
  const wrong = [...problems.filter(isDatabaseVariable), ...databaseProblems(env)];
  if (wrong.length > 0) throw new ConfigError(`Invalid configuration:\n  ${wrong.join('\n  ')}`);
  return databaseConfigOf(env);
}

/** Reads and validates the environment once; throws a ConfigError naming every wrong variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const { env, problems } = readEnv(source);
  const production = env.NODE_ENV === 'production';
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) problems.push('JWT_SECRET: use at least 32 characters');
  if (env.OPERATOR_TOKEN && env.OPERATOR_TOKEN.length < 32)
    problems.push('OPERATOR_TOKEN: use at least 32 characters');
  if (env.STUDIO_SECRET_KEY && env.STUDIO_SECRET_KEY.length < 32)
    problems.push('STUDIO_SECRET_KEY: use at least 32 characters');
  if (env.PAYMENT_PROVIDER === 'midtrans' && (!env.MIDTRANS_SERVER_KEY || !env.MIDTRANS_CLIENT_KEY)) {
    problems.push('MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY: required when PAYMENT_PROVIDER=midtrans');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither');
  problems.push(...databaseProblems(env));
  const ticketSigningKeys = parseTicketSigningKeys(env.TICKET_SIGNING_KEYS);
  if (ticketSigningKeys === undefined)
    problems.push(
      'TICKET_SIGNING_KEYS: id:privateKey:publicKey entries (base64url, 43 characters each), comma-separated',
    );
  if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET)
    problems.push('GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID');
  if (production) problems.push(...productionProblems(env));
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  const midtransHost = env.MIDTRANS_IS_PRODUCTION ? 'midtrans.com' : 'sandbox.midtrans.com';
  const rate = (max: number, timeWindow: string): RateLimit => ({ max, timeWindow });
  const corsOrigins = (env.CORS_ORIGINS || LOCAL_ORIGINS)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    env: env.NODE_ENV,
    production,
    host: env.HOST,
    port: env.PORT,
    publicApiUrl: (env.PUBLIC_API_URL || `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    trustProxy: trustProxy(env.TRUST_PROXY),
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    publicReadCacheTtlMs: env.PUBLIC_READ_CACHE_TTL_MS,
    ledgerSealEveryMs: env.LEDGER_SEAL_EVERY_MS,
    ledgerFoldEveryMs: env.LEDGER_FOLD_EVERY_MS,
    jobPollSeconds: env.JOB_POLL_SECONDS,
    jobMaintenanceSeconds: env.JOB_MAINTENANCE_SECONDS,
    jobMailLeaseSeconds: env.JOB_MAIL_LEASE_SECONDS,
    financeJobsEveryMs: env.FINANCE_JOBS_EVERY_MS,
    heartExpiryEveryMs: env.HEART_EXPIRY_EVERY_MS,
    database: databaseConfigOf(env),
    // Production never seeds unless asked to; development does, so `npm start` shows a full site.
    seedOnStart: env.SEED_ON_START === '' ? !production : env.SEED_ON_START,
    seedDemoAccounts: !production,
    jwt: {
      // Without a configured secret (development only), tokens last as long as this process.
      secret: env.JWT_SECRET || randomBytes(48).toString('base64url'),
      expiresIn: env.JWT_EXPIRES_IN,
    },
    passwordScryptN: env.PASSWORD_SCRYPT_N,
    corsOrigins,
    authRateLimit: rate(env.AUTH_RATE_LIMIT_MAX, env.AUTH_RATE_LIMIT_WINDOW),
    accountRateLimit: rate(env.ACCOUNT_RATE_LIMIT_MAX, env.ACCOUNT_RATE_LIMIT_WINDOW),
    profileRateLimit: rate(env.PROFILE_RATE_LIMIT_MAX, env.PROFILE_RATE_LIMIT_WINDOW),
    shareRateLimit: rate(env.SHARE_RATE_LIMIT_MAX, env.SHARE_RATE_LIMIT_WINDOW),
    webVitalsRateLimit: rate(env.WEB_VITALS_RATE_LIMIT_MAX, env.WEB_VITALS_RATE_LIMIT_WINDOW),
    redisUrl: env.REDIS_URL || undefined,
    natsServers: env.NATS_URL.split(',')
      .map((server) => server.trim())
      .filter(Boolean),
    uploads: {
      dir: env.UPLOAD_DIR,
      maxBytes: env.UPLOAD_MAX_BYTES,
      rateLimit: rate(env.UPLOAD_RATE_LIMIT_MAX, env.UPLOAD_RATE_LIMIT_WINDOW),
      dailyQuota: env.UPLOAD_DAILY_QUOTA,
    },
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM },
    operatorToken: env.OPERATOR_TOKEN || undefined,
    studio: {
      secretKey: env.STUDIO_SECRET_KEY || DEVELOPMENT_STUDIO_SECRET_KEY,
      tokenExpiresIn: env.STUDIO_TOKEN_EXPIRES_IN,
    },
    metrics: { host: env.METRICS_HOST || env.HOST, port: env.METRICS_PORT },
    fairPlay: {
      proofOfWorkCost: env.PROOF_OF_WORK_COST,
      signInFailuresBeforeChallenge: env.SIGN_IN_FAILURES_BEFORE_CHALLENGE,
    },
    ticketSigningKeys: ticketSigningKeys ?? [],
    publicSiteUrl: (env.PUBLIC_SITE_URL || corsOrigins[0] || 'http://localhost:3000').replace(/\/+$/, ''),
    signInProviders: signInProvidersOf(env),
    push: {
      vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
      vapidSubject: env.VAPID_SUBJECT,
      send: env.PUSH_SEND,
      scheduleEveryMs: env.PUSH_SCHEDULE_EVERY_MS,
    },
    payouts: {
      idrPerCoin: env.PAYOUT_IDR_PER_COIN,
      feePercent: env.PAYOUT_FEE_PERCENT,
      secondFactorAboveIdr: env.PAYOUT_SECOND_FACTOR_ABOVE_IDR,
    },
    payments:
      env.PAYMENT_PROVIDER === 'midtrans'
        ? {
            provider: 'midtrans',
            serverKey: env.MIDTRANS_SERVER_KEY,
            clientKey: env.MIDTRANS_CLIENT_KEY,
            apiUrl: (env.MIDTRANS_API_URL || `https://app.${midtransHost}`).replace(/\/+$/, ''),
            coreApiUrl: (env.MIDTRANS_CORE_API_URL || `https://api.${midtransHost}`).replace(/\/+$/, ''),
            snapJsUrl: env.MIDTRANS_SNAP_JS_URL || `https://app.${midtransHost}/snap/snap.js`,
          }
        : { provider: 'sandbox', serverKey: env.SANDBOX_SERVER_KEY || randomBytes(24).toString('hex') },
  };
}

/**
 * `TICKET_SIGNING_KEYS` as keys (`id:privateKey:publicKey`, comma-separated; `pnpm tickets:new-key` prints one), or
 * undefined when an entry is not one.
 */
function parseTicketSigningKeys(text: string): TicketSigningKey[] | undefined {
  const keys = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => entry.split(':'));
  const base64url32 = /^[A-Za-z0-9_-]{43}$/;
  if (
    keys.some(
      (parts) =>
        parts.length !== 3 || !parts[0] || !base64url32.test(parts[1]!) || !base64url32.test(parts[2]!),
    )
  )
    return undefined;
  return keys.map(([id, privateKey, publicKey]) => ({
    id: id!,
    privateKey: privateKey!,
    publicKey: publicKey!,
  }));
}
