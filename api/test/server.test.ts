import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const SERVER = path.join(__dirname, '..', 'dist', 'server.js');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Waits until `check` is true, polling; false when it never became true. */
async function eventually(check: () => boolean | Promise<boolean>, seconds = 15): Promise<boolean> {
  for (let attempt = 0; attempt < seconds * 4; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

it('starts from the build, serves, and on SIGTERM finishes and exits cleanly', async () => {
  expect(existsSync(SERVER)).toBe(true); // `pnpm --filter @fanhub/api build` first (npm test does)
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      PGLITE_DATA_DIR: 'memory://',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  try {
    const healthy = () =>
      fetch(`http://127.0.0.1:${port}/v1/health`).then(
        (r) => r.status === 200,
        () => false,
      );
    expect(await eventually(healthy)).toBe(true);
    expect(await eventually(() => output.includes(`fanhub API ready at http://localhost:${port}/v1`))).toBe(
      true,
    );

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
    await expect(fetch(`http://127.0.0.1:${port}/v1/health`)).rejects.toThrow();
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
});

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
