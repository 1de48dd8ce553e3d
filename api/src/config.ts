import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const API_ROOT = path.resolve(__dirname, '..');
const LOCAL_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`).join(',');

/** Every environment variable the API reads, with its default (README "Configuration" mirrors this). */
const EnvSchema = Type.Object({
  NODE_ENV: Type.String({ default: 'development' }),
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ default: 4000, minimum: 0, maximum: 65535 }),
  PUBLIC_API_URL: Type.String({ default: '' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  DATABASE_URL: Type.String({ default: '' }),
  DATABASE_POOL_SIZE: Type.Integer({ default: 10, minimum: 1, maximum: 500 }),
  PGLITE_DATA_DIR: Type.String({ default: path.join(API_ROOT, '.data', 'pglite') }),
  SEED_ON_START: Type.Boolean({ default: true }),
  JWT_SECRET: Type.String({ default: '' }),
  JWT_EXPIRES_IN: Type.String({ default: '7d' }),
  RESET_TOKEN_EXPIRES_IN: Type.String({ default: '15m' }),
  CORS_ORIGINS: Type.String({ default: LOCAL_ORIGINS }),
  AUTH_RATE_LIMIT_MAX: Type.Integer({ default: 10, minimum: 1 }),
  AUTH_RATE_LIMIT_WINDOW: Type.String({ default: '1 minute' }),
  SHARE_RATE_LIMIT_MAX: Type.Integer({ default: 5, minimum: 1 }),
  SHARE_RATE_LIMIT_WINDOW: Type.String({ default: '1 minute' }),
  REDIS_URL: Type.String({ default: '' }),
  UPLOAD_DIR: Type.String({ default: path.join(API_ROOT, '.data', 'uploads') }),
  UPLOAD_MAX_BYTES: Type.Integer({ default: 2 * 1024 * 1024, minimum: 1 }),
  PAYMENT_PROVIDER: Type.Union([Type.Literal('sandbox'), Type.Literal('midtrans')], { default: 'sandbox' }),
  SANDBOX_SERVER_KEY: Type.String({ default: '' }),
  MIDTRANS_SERVER_KEY: Type.String({ default: '' }),
  MIDTRANS_CLIENT_KEY: Type.String({ default: '' }),
  MIDTRANS_IS_PRODUCTION: Type.Boolean({ default: false }),
  MIDTRANS_API_URL: Type.String({ default: '' }),
  MIDTRANS_SNAP_JS_URL: Type.String({ default: '' }),
});
type Env = Static<typeof EnvSchema>;

export interface Config {
  env: string;
  host: string;
  port: number;
  publicApiUrl: string;
  logLevel: string;
  database: { url: string | undefined; poolSize: number; pgliteDataDir: string };
  seedOnStart: boolean;
  jwt: { secret: string; expiresIn: string; resetExpiresIn: string };
  corsOrigins: string[];
  authRateLimit: { max: number; timeWindow: string };
  /** Shares one client may count per event per window. */
  shareRateLimit: { max: number; timeWindow: string };
  redisUrl: string | undefined;
  uploads: { dir: string; maxBytes: number };
  payments:
    | { provider: 'sandbox'; serverKey: string }
    | {
        provider: 'midtrans';
        serverKey: string;
        clientKey: string;
        apiUrl: string;
        snapJsUrl: string;
      };
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; throws a ConfigError naming every wrong variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(EnvSchema.properties).map((key) => [key, source[key] || undefined]),
  );
  const env = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw)) as Env;
  const problems = [...Value.Errors(EnvSchema, env)].map((e) => `${e.path.slice(1)}: ${e.message}`);
  const production = env.NODE_ENV === 'production';
  if (production && !env.JWT_SECRET) problems.push('JWT_SECRET: required in production');
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) problems.push('JWT_SECRET: use at least 32 characters');
  if (env.PAYMENT_PROVIDER === 'midtrans' && (!env.MIDTRANS_SERVER_KEY || !env.MIDTRANS_CLIENT_KEY)) {
    problems.push('MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY: required when PAYMENT_PROVIDER=midtrans');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  const midtransHost = env.MIDTRANS_IS_PRODUCTION
    ? 'https://app.midtrans.com'
    : 'https://app.sandbox.midtrans.com';
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicApiUrl: (env.PUBLIC_API_URL || `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    database: {
      url: env.DATABASE_URL || undefined,
      poolSize: env.DATABASE_POOL_SIZE,
      pgliteDataDir: env.PGLITE_DATA_DIR,
    },
    seedOnStart: env.SEED_ON_START,
    jwt: {
      // Without a configured secret (development only), tokens last as long as this process.
      secret: env.JWT_SECRET || randomBytes(48).toString('base64url'),
      expiresIn: env.JWT_EXPIRES_IN,
      resetExpiresIn: env.RESET_TOKEN_EXPIRES_IN,
    },
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: env.AUTH_RATE_LIMIT_WINDOW },
    shareRateLimit: { max: env.SHARE_RATE_LIMIT_MAX, timeWindow: env.SHARE_RATE_LIMIT_WINDOW },
    redisUrl: env.REDIS_URL || undefined,
    uploads: { dir: env.UPLOAD_DIR, maxBytes: env.UPLOAD_MAX_BYTES },
    payments:
      env.PAYMENT_PROVIDER === 'midtrans'
        ? {
            provider: 'midtrans',
            serverKey: env.MIDTRANS_SERVER_KEY,
            clientKey: env.MIDTRANS_CLIENT_KEY,
            apiUrl: (env.MIDTRANS_API_URL || midtransHost).replace(/\/+$/, ''),
            snapJsUrl: env.MIDTRANS_SNAP_JS_URL || `${midtransHost}/snap/snap.js`,
          }
        : { provider: 'sandbox', serverKey: env.SANDBOX_SERVER_KEY || randomBytes(24).toString('hex') },
  };
}
