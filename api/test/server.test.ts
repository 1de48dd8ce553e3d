import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { answers, freeApiPorts, startServer, waitUntil } from '@fanhub/testkit';
import { scratchFolder } from './helpers/scratch';

const SERVER = path.join(__dirname, '..', 'dist', 'server.js');
const logDir = scratchFolder('server');

it('starts from the build, serves, and on SIGTERM finishes and exits cleanly', async () => {
  expect(existsSync(SERVER)).toBe(true); // `pnpm --filter @fanhub/api build` first (npm test does)
  const { port, metricsPort } = await freeApiPorts();
  const log = path.join(logDir, 'api.log');
  // Ready or failed, however long a loaded machine takes: the wait is a bound, not a measure.
  const server = await startServer('api', {
    args: [SERVER],
    env: {
      NODE_OPTIONS: '',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      PGLITE_DATA_DIR: 'memory://',
      LOG_LEVEL: 'info',
    },
    port,
    readyPath: '/v1/health',
    logDir,
    seconds: 180,
  });
  const output = () => readFileSync(log, 'utf8');
  try {
    expect(await waitUntil(() => output().includes(`fanhub API ready at http://localhost:${port}/v1`))).toBe(
      true,
    );
    expect(await answers(`http://127.0.0.1:${metricsPort}/metrics`)).toBe(true);

    expect(await server.process.stop('SIGTERM')).toBe(0);
    expect(output()).toContain('shutting down');
    await expect(fetch(`http://127.0.0.1:${port}/v1/health`)).rejects.toThrow();
  } finally {
    await server.process.stop('SIGKILL');
  }
}, 240_000);

it('refuses to start in production with free coins or missing secrets, naming each variable', async () => {
  const server = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PGLITE_DATA_DIR: 'memory://' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => server.on('exit', resolve));
  expect(code).toBe(1);
  for (const variable of ['JWT_SECRET', 'DATABASE_URL', 'SMTP_URL', 'PAYMENT_PROVIDER']) {
    expect(output).toContain(`${variable}:`);
  }
  expect(output).toContain('UNSAFE_STAGING_TEST_PAYMENTS');
});
