import { ConfigError, loadConfig } from '../src/config';

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

it('requires a JWT secret in production and Midtrans keys for the Midtrans provider', () => {
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
    snapJsUrl: 'https://app.midtrans.com/snap/snap.js',
  });
});
