#!/usr/bin/env node
// The README's two commands: `npm start` (install, build, start fanhub) and `npm test` (install, run every check).
// Needs only Node 20 and npm: pnpm arrives pinned through npx.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = [
  'npx',
  '--yes',
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager,
];
const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS_DIR = path.join(ROOT, '.jest-results');

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function step(title, command, args, options) {
  console.log(`\n▶ ${title}`);
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✖ ${title} failed (exit ${code})`);
    process.exit(code);
  }
}

const pnpm = (title, args, options) => step(title, PNPM[0], [...PNPM.slice(1), ...args], options);
const install = () =>
  pnpm('Installing dependencies (pnpm, frozen lockfile)', ['install', '--frozen-lockfile']);

async function start() {
  await install();
  await pnpm('Building the API', ['--filter', '@fanhub/api', 'build']);
  const api = spawn(process.execPath, ['dist/server.js'], { cwd: path.join(ROOT, 'api'), stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
  api.on('exit', (code) => process.exit(code ?? 0));

  const port = process.env.PORT ?? '4000';
  const url = (process.env.PUBLIC_API_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (await waitForHealth(`http://127.0.0.1:${port}/v1/health`)) {
    console.log(`\n  fanhub API is running at ${url}/v1`);
    console.log(`  API docs:   ${url}/v1/docs`);
    console.log('  Demo login: demo@fanhub.id / fanhub123\n');
  }
}

async function waitForHealth(url, seconds = 60) {
  for (let waited = 0; waited < seconds * 2; waited += 1) {
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** True when the PostgreSQL test server answers, starting the local cluster first if it does not. */
async function ensurePostgres() {
  const { Client } = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
  const reachable = async () => {
    const client = new Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  if (await reachable()) return true;
  const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  for (const version of clusters) {
    console.log(`PostgreSQL is not answering; starting cluster ${version}/main`);
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'ignore' });
  }
  for (let attempt = 0; attempt < 15 && clusters.length > 0; attempt += 1) {
    if (await reachable()) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

const jest = (title, name, env) =>
  pnpm(
    title,
    [
      '--filter',
      '@fanhub/api',
      'run',
      'test',
      '--json',
      `--outputFile=${path.join(RESULTS_DIR, `${name}.json`)}`,
    ],
    {
      env: { ...process.env, ...env },
    },
  );

async function test() {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  await install();
  await pnpm('Lint (ESLint)', ['exec', 'eslint', '.']);
  await pnpm('Formatting (Prettier)', ['exec', 'prettier', '--check', '.']);
  await pnpm('Type check', ['-r', 'typecheck']);
  await pnpm('Building the API', ['--filter', '@fanhub/api', 'build']);
  await jest('API tests on embedded PGlite', 'api-pglite', { TEST_DATABASE: 'pglite' });

  if (await ensurePostgres()) {
    await jest(`API tests on the PostgreSQL server (${TEST_POSTGRES_URL})`, 'api-postgres', {
      TEST_DATABASE: 'postgres',
    });
  } else {
    console.warn(
      `\n⚠ SKIPPED: API tests on a PostgreSQL server. None answers at ${TEST_POSTGRES_URL} and none could be started` +
        ' (set TEST_POSTGRES_URL to use another). The same tests passed on embedded PGlite.',
    );
  }
  summarize();
}

function summarize() {
  let passed = 0;
  let failed = 0;
  for (const file of readdirSync(RESULTS_DIR)) {
    const result = JSON.parse(readFileSync(path.join(RESULTS_DIR, file), 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

const command = process.argv[2];
if (command === 'start') await start();
else if (command === 'test') await test();
else {
  console.error('usage: node scripts/fanhub.mjs start|test');
  process.exit(2);
}
