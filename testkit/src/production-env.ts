import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { freePort } from './processes';

/** The two ports an API process listens on, both free now: its own (PORT) and its metrics listener's. */
export async function freeApiPorts(): Promise<{ port: number; metricsPort: number }> {
  return { port: await freePort(), metricsPort: await freePort() };
}

/**
 * The environment of an API process run as production runs it (the benchmark, the fault suite): the
 * production checks on, sandbox payments allowed (coins are bought through its signed notification, the real
 * path), sign-in limits out of the way of a load generator that is one address, warnings only in the log.
 */
export function productionApiEnv(options: {
  port: number;
  /** Its metrics listener (METRICS_PORT): a port of its own too, never the default every API would share. */
  metricsPort: number;
  databaseUrl: string;
  /** Signs tokens; replicas of one site share it. */
  jwtSecret: string;
  sandboxServerKey: string;
  uploadDir: string;
  /** Where it sends mail: an SMTP sink of the harness (`startMailSink`), whose inbox confirms fans' emails. */
  smtpUrl: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(options.port),
    METRICS_PORT: String(options.metricsPort),
    PUBLIC_API_URL: `http://127.0.0.1:${options.port}`,
    DATABASE_URL: options.databaseUrl,
    SEED_ON_START: 'true',
    JWT_SECRET: options.jwtSecret,
    STUDIO_SECRET_KEY: `${options.jwtSecret}-studio`,
    TICKET_SIGNING_KEYS: ticketSigningKeyOf(options.jwtSecret),
    CORS_ORIGINS: 'http://127.0.0.1:3000',
    SMTP_URL: options.smtpUrl,
    // The harness registers hundreds of fans: the proof of work is the browser's cost, not what is measured.
    PROOF_OF_WORK_COST: '1',
    PAYMENT_PROVIDER: 'sandbox',
    SANDBOX_SERVER_KEY: options.sandboxServerKey,
    UNSAFE_STAGING_TEST_PAYMENTS: 'true',
    AUTH_RATE_LIMIT_MAX: '100000',
    ACCOUNT_RATE_LIMIT_MAX: '100000',
    UPLOAD_DIR: options.uploadDir,
    LOG_LEVEL: 'warn',
  };
}

/** PKCS #8's wrapping of a 32-byte Ed25519 private key (RFC 8410), before the key itself. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * An Ed25519 ticket key (TICKET_SIGNING_KEYS' form) made from the site's JWT secret: replicas started with one
 * secret sign and verify each other's tickets, as production's shared secret store gives them.
 */
function ticketSigningKeyOf(jwtSecret: string): string {
  const seed = createHash('sha256').update(`${jwtSecret}-tickets`).digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  return `harness-1:${seed.toString('base64url')}:${x}`;
}
