import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig, loadDatabaseConfig } from '../src/config';

it('docs/configuration.md lists exactly the variables the API reads', () => {
  const docs = readFileSync(path.join(__dirname, '..', '..', 'docs', 'configuration.md'), 'utf8');
  const apiSection = docs.split(/^## /m).find((section) => section.startsWith('API\n'))!;
  const documented = [...apiSection.matchAll(/^\| `(\w+)`/gm)].map((match) => match[1]);
  expect([...documented].sort()).toEqual([...ENVIRONMENT_VARIABLES].sort());
});

it('defaults to the embedded database, the sandbox provider and port 4000', () => {
  const config = loadConfig({});
  expect(config.database.url).toBeUndefined();
  expect(config.database.pgliteDataDir).toMatch(/api\/\.data\/pglite$/);
  expect(config.payments.provider).toBe('sandbox');
  expect(config.publicApiUrl).toBe('http://localhost:4000');
  expect(config.corsOrigins).toContain('http://localhost:3000');
});

it('names every wrong variable at once', () => {
  expect(() => loadConfig({ PORT: 'eighty', PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: 'eighty', PAYMENT_PROVIDER: 'paypal' })).toThrow(
    /PORT[\s\S]*PAYMENT_PROVIDER/,
  );
});

it('requires Midtrans keys for the Midtrans provider and names the production gaps', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
  expect(() => loadConfig({ PAYMENT_PROVIDER: 'midtrans' })).toThrow(/MIDTRANS_SERVER_KEY/);
  const midtrans = loadConfig({
    PAYMENT_PROVIDER: 'midtrans',
    MIDTRANS_SERVER_KEY: 's',
    MIDTRANS_CLIENT_KEY: 'c',
    MIDTRANS_IS_PRODUCTION: 'true',
  });
  expect(midtrans.payments).toMatchObject({
    apiUrl: 'https://app.midtrans.com',
    coreApiUrl: 'https://api.midtrans.com',
    snapJsUrl: 'https://app.midtrans.com/snap/snap.js',
  });
});

describe('production refuses to start with anything unsafe, naming the variable', () => {
  const SAFE_PRODUCTION = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(48),
    DATABASE_URL: 'postgres://fanhub@db:5432/fanhub',
    PUBLIC_API_URL: 'https://fanhub.example/api',
    CORS_ORIGINS: 'https://fanhub.example',
    SMTP_URL: 'smtps://fanhub:secret@smtp.example:465',
    PAYMENT_PROVIDER: 'midtrans',
    MIDTRANS_SERVER_KEY: 'Mid-server-live',
    MIDTRANS_CLIENT_KEY: 'Mid-client-live',
    MIDTRANS_IS_PRODUCTION: 'true',
    STUDIO_SECRET_KEY: 's'.repeat(48),
    TICKET_SIGNING_KEYS: `live-1:${'d'.repeat(43)}:${'x'.repeat(43)}`,
  };

  it('starts with a complete, safe configuration: no seeding, no demo accounts', () => {
    const config = loadConfig(SAFE_PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.seedOnStart).toBe(false);
    expect(config.seedDemoAccounts).toBe(false);
    expect(config.trustProxy).toBe(false);
  });

  it.each([
    ['JWT_SECRET'],
    ['DATABASE_URL'],
    ['PUBLIC_API_URL'],
    ['CORS_ORIGINS'],
    ['SMTP_URL'],
    ['STUDIO_SECRET_KEY'],
    ['TICKET_SIGNING_KEYS'],
  ])('refuses a missing %s', (name) => {
    expect(() => loadConfig({ ...SAFE_PRODUCTION, [name]: '' })).toThrow(
      new RegExp(`${name}: required in production`),
    );
  });

  it('refuses the sandbox provider: anyone could approve their own order', () => {
    expect(() => loadConfig({ ...SAFE_PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER: PAYMENT_PROVIDER=sandbox lets anyone approve their own order.*UNSAFE_STAGING_TEST_PAYMENTS/,
    );
  });

  it("refuses Midtrans' sandbox: its public simulator settles any order", () => {
    expect(() => loadConfig({ ...SAFE_PRODUCTION, MIDTRANS_IS_PRODUCTION: 'false' })).toThrow(
      /MIDTRANS_IS_PRODUCTION: .*simulator settles any order/,
    );
  });

  it('refuses the development sign-in provider: it signs anyone in as any email', () => {
    expect(() =>
      loadConfig({ ...SAFE_PRODUCTION, DEVELOPMENT_SIGN_IN_PROVIDER: 'http://localhost:4600' }),
    ).toThrow(/DEVELOPMENT_SIGN_IN_PROVIDER: the development sign-in provider signs anyone in as any email/);
  });

  it('offers Google only when configured, with its secret, and goes back to the site', () => {
    expect(loadConfig(SAFE_PRODUCTION).signInProviders).toEqual([]);
    expect(loadConfig(SAFE_PRODUCTION).publicSiteUrl).toBe('https://fanhub.example');
    expect(() => loadConfig({ ...SAFE_PRODUCTION, GOOGLE_CLIENT_ID: 'fanhub.apps' })).toThrow(
      /GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID/,
    );
    const google = loadConfig({
      ...SAFE_PRODUCTION,
      GOOGLE_CLIENT_ID: 'fanhub.apps',
      GOOGLE_CLIENT_SECRET: 'g',
    });
    expect(google.signInProviders).toEqual([
      {
        id: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'fanhub.apps',
        clientSecret: 'g',
        authentication: 'basic',
        formPost: false,
        development: false,
      },
    ]);
  });

  it('allows test payments only with the loudly named staging switch', () => {
    const staging = { ...SAFE_PRODUCTION, UNSAFE_STAGING_TEST_PAYMENTS: 'true' };
    expect(loadConfig({ ...staging, PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe('sandbox');
    expect(loadConfig({ ...staging, MIDTRANS_IS_PRODUCTION: 'false' }).payments.provider).toBe('midtrans');
  });

  it("lets the migrations and the ledger's check start in production with the database's variables alone", () => {
    const database = { NODE_ENV: 'production', DATABASE_URL: SAFE_PRODUCTION.DATABASE_URL };
    expect(loadDatabaseConfig(database).url).toBe(SAFE_PRODUCTION.DATABASE_URL);
    expect(() => loadConfig(database)).toThrow(/JWT_SECRET: required in production/);
    expect(() => loadDatabaseConfig({ ...database, DATABASE_POOL_SIZE: 'many' })).toThrow(
      /DATABASE_POOL_SIZE/,
    );
  });

  it('seeds production only when asked, and even then without demo accounts', () => {
    const asked = loadConfig({ ...SAFE_PRODUCTION, SEED_ON_START: 'true' });
    expect(asked.seedOnStart).toBe(true);
    expect(asked.seedDemoAccounts).toBe(false);
  });
});

it('refuses a pooler without the direct address LISTEN needs, and a replica without a primary', () => {
  const pooled = { DATABASE_URL: 'postgres://api@pgbouncer:6432/fanhub', DATABASE_POOLER: 'transaction' };
  expect(() => loadConfig(pooled)).toThrow(/DATABASE_DIRECT_URL: the PostgreSQL server itself, for LISTEN/);
  expect(
    loadConfig({ ...pooled, DATABASE_DIRECT_URL: 'postgres://api@postgres:5432/fanhub' }).database,
  ).toMatchObject({ pooler: 'transaction', directUrl: 'postgres://api@postgres:5432/fanhub' });
  expect(() => loadConfig({ DATABASE_POOLER: 'session' })).toThrow(/DATABASE_POOLER/);
  expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://api@replica:5432/fanhub' })).toThrow(
    /DATABASE_REPLICA_URL: a replica of the PostgreSQL server of DATABASE_URL/,
  );
});

it('trusts no proxy unless told, then exactly the hops or addresses given', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,172.16.0.1' }).trustProxy).toBe('10.0.0.0/8,172.16.0.1');
  const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
  expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
});
