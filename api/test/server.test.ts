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

  let health: Response | undefined;
  for (let attempt = 0; attempt < 60 && !health; attempt += 1) {
    health = await fetch(`http://127.0.0.1:${port}/v1/health`).catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      return undefined;
    });
  }
  expect(health?.status).toBe(200);
  expect(output).toContain(`fanhub API ready at http://localhost:${port}/v1`);

  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toContain('shutting down');
  await expect(fetch(`http://127.0.0.1:${port}/v1/health`)).rejects.toThrow();
});
