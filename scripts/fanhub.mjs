#!/usr/bin/env node
// The README's two commands: `npm start` (install, build, start the whole site) and `npm test` (install, run
// every check). Needs only Node 20 and npm: pnpm arrives pinned through npx.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteProcesses } from './site-processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE_MANAGER = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager;
const RESULTS_DIR = path.join(ROOT, '.jest-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REMOTES = JSON.parse(readFileSync(path.join(ROOT, 'site', 'src', 'remotes.json'), 'utf8'));
const FAN_FRONT_ENDS = ['shell', ...REMOTES.map((remote) => remote.app)];
const FRONT_ENDS = [...FAN_FRONT_ENDS, 'studio'];

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Each step's title and wall time in seconds, printed in the closing summary. */
const stepTimes = [];
/** The testkit once `npm test` has installed it and marked its run (testkit/src/test-run.ts). */
let markedRun;

async function step(title, command, args, options) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const code = await run(command, args, options);
  stepTimes.push({ title, seconds: (Date.now() - started) / 1000 });
  if (code !== 0) {
    console.error(`✖ ${title} failed (exit ${code})`);
    finish(code);
  }
}

/**
 * Ends the run: each step's time, a failure when a process the run started is still there, and the closing line
 * (`N passed, N failed` once every step ran).
 */
function finish(code, closingLine) {
  console.log('\nTime per step:');
  for (const { title, seconds } of stepTimes) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${title}`);
  const leftovers = markedRun?.killLeftoverProcesses() ?? [];
  if (leftovers.length > 0) {
    console.error(`\n✖ ${leftovers.length} process(es) the run started were still running (now killed):`);
    for (const { pid, command: line } of leftovers) console.error(`  ${pid}  ${line.slice(0, 200)}`);
  }
  if (closingLine) console.log(`\n${closingLine}`);
  process.exit(code !== 0 ? code : leftovers.length > 0 ? 1 : 0);
}

const pnpm = (title, args, options) => step(title, 'npx', ['--yes', PACKAGE_MANAGER, ...args], options);
const pnpmArgs = (args) => ['--yes', PACKAGE_MANAGER, ...args];

/**
 * Runs `lanes` at once, the steps of each one after the other (`{ title, command, args }`): the static checks are
 * single-threaded, and two at a time keep both cores busy. Each step's output is held and printed when it ends,
 * whole, under its title; the run stops once every lane has stopped, at the first step that failed in each.
 */
async function lanesAtOnce(lanes) {
  const runHeld = ({ title, command, args }) =>
    new Promise((resolve) => {
      const started = Date.now();
      const output = [];
      const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('exit', (code, signal) => {
        console.log(`\n▶ ${title}`);
        process.stdout.write(Buffer.concat(output));
        stepTimes.push({ title, seconds: (Date.now() - started) / 1000 });
        resolve({ title, code: code ?? (signal ? 1 : 0) });
      });
    });
  const failures = await Promise.all(
    lanes.map(async (lane) => {
      for (const oneStep of lane) {
        const result = await runHeld(oneStep);
        if (result.code !== 0) return result;
      }
      return undefined;
    }),
  );
  const failed = failures.find(Boolean);
  if (failed) {
    console.error(`✖ ${failed.title} failed (exit ${failed.code})`);
    finish(failed.code);
  }
}

/** The testkit (databases, processes), built by the install. */
const testkit = () => import('../testkit/dist/index.js');

const install = () =>
  pnpm('Installing dependencies (pnpm, frozen lockfile)', ['install', '--frozen-lockfile'], {
    // Playwright drives Debian's Chromium; it must never download a browser of its own.
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });

/** The packages only the front ends use, type-checked with them. */
const SHARED_FRONT_END_PACKAGES = ['shared-ui', 'shared-auth', 'studio-kit'];

/**
 * Every package's types: the front ends and the packages they share as one program (tsconfig.front-ends.json),
 * which reads React's and MUI's types once rather than once for each of ten packages; every other package by its
 * own `typecheck` script; the shell's service worker (its own lib) apart.
 */
const typeChecks = () => {
  const frontEnds = [...FRONT_ENDS, ...SHARED_FRONT_END_PACKAGES];
  return {
    others: {
      title: 'Type check: the API, the contract, the test kit, the e2e suite, the site constants',
      command: 'npx',
      args: pnpmArgs([
        '-r',
        '--no-bail',
        ...frontEnds.flatMap((folder) => ['--filter', `!./${folder}`]),
        'typecheck',
      ]),
    },
    frontEnds: {
      title: 'Type check: the front ends and the packages they share, as one program',
      command: 'npx',
      args: pnpmArgs(['exec', 'tsc', '-p', 'tsconfig.front-ends.json']),
    },
    serviceWorker: {
      title: "Type check: the shell's service worker",
      command: 'npx',
      args: pnpmArgs(['--filter', './shell', 'exec', 'tsc', '-p', 'tsconfig.sw.json', '--noEmit']),
    },
  };
};

const buildAll = () =>
  pnpm('Building the API and every front end (production)', [
    '--workspace-concurrency=2',
    '--filter',
    '@fanhub/api',
    ...FRONT_ENDS.flatMap((folder) => ['--filter', `./${folder}`]),
    'run',
    'build',
  ]);

/** The apps `npm start` builds in each part (FANHUB_BUILD, scripts/webpack/build-parts.ts). */
const appsOf = (part) =>
  part === 'fans'
    ? FAN_FRONT_ENDS
    : [...REMOTES.filter((remote) => remote.studio).map((remote) => remote.app), 'studio'];

/**
 * `npm start`: installs, builds the API, starts it, builds fans' pages (the shell and the sections) and serves
 * them, then the studio, which staff can wait a minute more for. Each step is one line with its time, its output
 * shown only when it fails; each app says its address once it listens; the API logs warnings only, one short
 * line each. One signal to this process stops everything it started (scripts/site-processes.mjs).
 */
async function start() {
  const site = siteProcesses({ cwd: ROOT });
  const quietStep = (title, args, env = {}) =>
    new Promise((resolve) => {
      console.log(`▶ ${title}`);
      const started = Date.now();
      const output = [];
      const child = site.spawn('npx', pnpmArgs(args), { stdio: 'pipe', env: { ...process.env, ...env } });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('exit', (code, signal) => {
        if (site.stopping) return;
        if (code === 0) {
          console.log(`✓ ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
          return resolve();
        }
        process.stdout.write(Buffer.concat(output));
        console.error(`✖ ${title} failed (exit ${code ?? signal})`);
        void site.stop(code || 1);
      });
    });
  const buildApps = (part) =>
    quietStep(
      part === 'fans'
        ? "Building the fans' site: the shell and the sections"
        : "Building the studio and the sections' studio pages",
      [
        '--workspace-concurrency=2',
        ...appsOf(part).flatMap((app) => ['--filter', `./${app}`]),
        'run',
        'build',
      ],
      // A newcomer can act on none of Node's deprecation notices about packages' own files.
      { FANHUB_BUILD: part, NODE_OPTIONS: '--no-deprecation' },
    );
  const serve = (title, command, args, options = {}) => {
    const child = site.spawn(process.execPath, [command, ...args], options);
    // One part stopping stops the site, so a half-running fanhub never looks healthy.
    child.on('exit', (code) => {
      if (site.stopping) return;
      console.error(`✖ ${title} stopped (exit ${code})`);
      void site.stop(code || 1);
    });
  };
  const serveApp = (app) => serve(app, 'scripts/serve-app.mjs', ['--app', app]);

  // The e2e suite starts the site from what it has just built (FANHUB_BUILT=1), as `npm test` runs it.
  const built = process.env.FANHUB_BUILT === '1';
  if (!built)
    await quietStep('Installing dependencies (pnpm, frozen lockfile)', ['install', '--frozen-lockfile'], {
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
  // The API first: it migrates and seeds its database while the front ends build.
  if (!built) await quietStep('Building the API', ['--filter', '@fanhub/api', 'run', 'build']);
  serve('The API', 'dist/server.js', [], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
    },
  });
  if (!built) await buildApps('fans');
  for (const app of FAN_FRONT_ENDS) serveApp(app);

  const port = process.env.PORT ?? '4000';
  const api = (process.env.PUBLIC_API_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const { answers, waitUntil } = await testkit();
  const waitFor = (url) => waitUntil(() => answers(url), { seconds: 90, everyMs: 500 });
  const fansServed =
    (await waitFor(`http://127.0.0.1:${port}/v1/health`)) &&
    (await waitFor('http://127.0.0.1:3000/')) &&
    (await Promise.all(REMOTES.map((remote) => waitFor(`http://127.0.0.1:${remote.port}/`)))).every(Boolean);
  if (!fansServed) {
    console.error('✖ The site did not answer within 90 s');
    return site.stop(1);
  }
  console.log('\n  fanhub is running at http://localhost:3000');
  console.log(`  API:        ${api}/v1 (docs: ${api}/v1/docs)`);
  console.log('  Demo login: demo@fanhub.id / fanhub123');
  console.log('  Studio:     building now; this says when it is ready\n');

  if (!built) await buildApps('studio');
  serveApp('studio');
  if (await waitFor('http://127.0.0.1:3005/')) {
    console.log('\n  The studio is ready at http://localhost:3005');
    console.log('  Staff:      admin@, editor@, editor2@, moderator@, finance@ or viewer@studio.fanhub.id');
    console.log('              / studio-fanhub-123; an authenticator app at first sign-in\n');
  }
}

/** True when the PostgreSQL test server answers, starting the local cluster first if it does not. */
async function ensurePostgres() {
  const { postgresAnswers, waitUntil, TEST_POSTGRES_URL } = await testkit();
  const reachable = () => postgresAnswers(TEST_POSTGRES_URL);
  if (await reachable()) return true;
  const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  for (const version of clusters) {
    console.log(`PostgreSQL is not answering; starting cluster ${version}/main`);
    // The cluster is the machine's and outlives the run: it does not carry the run's mark.
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
      stdio: 'ignore',
      env: (await testkit()).unmarkedEnv(),
    });
  }
  return clusters.length > 0 && waitUntil(reachable, { seconds: 15, everyMs: 1000 });
}

/** Installs Debian packages through apt when `file` is missing (CI runs as root); stops the run if it cannot. */
async function ensureDebianPackages(file, packages, what) {
  if (existsSync(file)) return;
  console.log(`\n▶ Installing ${packages.join(', ')} from Debian's packages (${file} is missing)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed =
    (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
    (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env })) === 0;
  if (!installed || !existsSync(file)) {
    console.error(`✖ No ${what} at ${file}: install Debian's ${packages.join(' ')}.`);
    process.exit(1);
  }
}

/** Debian's Chromium for Playwright (the runner never downloads a browser). */
const ensureChromium = () =>
  CHROMIUM === '/usr/bin/chromium'
    ? ensureDebianPackages(CHROMIUM, ['chromium'], 'Chromium')
    : ensureDebianPackages(CHROMIUM, [], 'Chromium (CHROMIUM_PATH)');

/** Debian's nginx with the brotli module, for the e2e run through production's gateway. */
const ensureNginx = () =>
  ensureDebianPackages(
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    ['nginx', 'libnginx-mod-http-brotli-static', 'gettext-base'],
    'nginx with brotli',
  );

/**
 * The other engines fans use, for the gateway run's journeys (e2e/tests/engine-*.spec.ts, ADR-291): Firefox ESR,
 * and WebKitGTK's driver and MiniBrowser with a virtual display to draw in.
 */
const ensureOtherEngines = async () => {
  await ensureDebianPackages('/usr/bin/firefox-esr', ['firefox-esr'], 'Firefox ESR');
  await ensureDebianPackages('/usr/bin/WebKitWebDriver', ['webkit2gtk-driver'], 'WebKitGTK WebDriver');
  await ensureDebianPackages('/usr/bin/Xvfb', ['xvfb', 'xauth'], 'Xvfb');
};

/** Debian's docker-compose (v1) validates the compose file; no container engine is needed. */
const ensureDockerCompose = () =>
  ensureDebianPackages('/usr/bin/docker-compose', ['docker-compose'], 'docker-compose');

/** The Playwright suite, on the site served directly or (gateway) through production's nginx topology. */
const e2e = (title, results, env = {}) =>
  pnpm(title, ['--filter', '@fanhub/e2e', 'run', 'test'], {
    env: {
      ...process.env,
      FANHUB_BUILT: '1',
      CHROMIUM_PATH: CHROMIUM,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(RESULTS_DIR, `${results}.playwright.json`),
      ...env,
    },
  });

/** A jest run (the package's `script`) whose results land in RESULTS_DIR/<name>.json for the closing count. */
const jest = (title, name, filter, env = {}, script = 'test') =>
  pnpm(
    title,
    ['--filter', filter, 'run', script, '--json', `--outputFile=${path.join(RESULTS_DIR, `${name}.json`)}`],
    {
      env: { ...process.env, ...env },
    },
  );

/**
 * Whether the PostgreSQL and Redis servers the API suite also runs against answer (PostgreSQL started first if
 * it is installed but stopped). Under CI=true both must: CI has them, and a run without them would pass while
 * skipping the concurrency, lock and shared-limit tests that matter most.
 */
async function requireServersInCi() {
  const { redisAnswers, TEST_POSTGRES_URL } = await testkit();
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const servers = { postgres: await ensurePostgres(), redis: await redisAnswers(redisUrl) };
  const missing = [
    ...(servers.postgres ? [] : [`PostgreSQL at ${TEST_POSTGRES_URL} (TEST_POSTGRES_URL)`]),
    ...(servers.redis ? [] : [`Redis at ${redisUrl} (TEST_REDIS_URL)`]),
  ];
  if (missing.length > 0 && process.env.CI) {
    console.error(`\n✖ CI=true and no answer from ${missing.join(' or ')}: the API suite needs them in CI.`);
    finish(1);
  }
  return servers;
}

async function test() {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  await install();
  // Every process started from here on carries the run's mark: none may be left when it ends.
  markedRun = await testkit();
  markedRun.markTestRun();
  await ensureDockerCompose();
  const types = typeChecks();
  const script = (title, file) => ({
    title,
    command: process.execPath,
    args: [path.join(ROOT, 'scripts', file)],
  });
  await lanesAtOnce([
    [{ title: 'Lint (ESLint)', command: 'npx', args: pnpmArgs(['exec', 'eslint', '.']) }, types.frontEnds],
    [
      {
        title: 'Formatting (Prettier)',
        command: 'npx',
        args: pnpmArgs(['exec', 'prettier', '--check', '.']),
      },
      script(
        "Import rules refuse a planted cross-feature, cross-app and app import, a section's own router or MobX, and a studio page's own fetch",
        'check-import-boundaries.mjs',
      ),
      script('Documents named in the code are in the repository', 'check-doc-references.mjs'),
      script('Deployment files (docker-compose config, Dockerfiles, .env.example)', 'check-deployment.mjs'),
      types.others,
      types.serviceWorker,
    ],
  ]);
  await buildAll();

  const { TEST_POSTGRES_URL } = await testkit();
  const servers = await requireServersInCi();
  if (servers.postgres) {
    // Each test runs once where it is about: the whole suite on production's database, and on the embedded one
    // the tests whose outcome depends on which database it is (docs/testing.md).
    await jest(`API tests on the PostgreSQL server (${TEST_POSTGRES_URL})`, 'api-postgres', '@fanhub/api', {
      TEST_DATABASE: 'postgres',
    });
    await jest(
      'API tests that depend on the database, on embedded PGlite (the ledger, live tallies, persistence, migrations)',
      'api-pglite',
      '@fanhub/api',
      { TEST_DATABASE: 'pglite' },
      'test:embedded',
    );
    await pnpm(
      'Fault-injection suite: two API replicas under load; a replica killed, PostgreSQL crashed, Redis restarted, a payment notification storm, a slow database, a NATS node killed, the read replica stopped, PgBouncer restarted',
      ['--filter', '@fanhub/api', 'run', 'faults'],
      { env: { ...process.env, FAULTS_RESULTS_FILE: path.join(RESULTS_DIR, 'api-faults.faults.json') } },
    );
  } else {
    console.warn(
      `\n⚠ No PostgreSQL server answers at ${TEST_POSTGRES_URL} and none could be started (set TEST_POSTGRES_URL to` +
        ' use another): the API suite runs on embedded PGlite, without the tests that need the server, and the' +
        ' fault suite does not run. CI (CI=true) refuses to run without it.',
    );
    await jest('API tests on embedded PGlite', 'api-pglite', '@fanhub/api', { TEST_DATABASE: 'pglite' });
  }
  await pnpm(
    "Unit tests of the front ends and the packages they share, in one run (jest.config.js's projects)",
    ['exec', 'jest', '--json', `--outputFile=${path.join(RESULTS_DIR, 'web.json')}`],
  );

  await ensureChromium();
  await ensureOtherEngines();
  await ensureNginx();
  await e2e(
    "End-to-end tests through production's nginx: the gateway, each app's nginx, two API replicas, PgBouncer",
    'e2e-gateway',
    { E2E_GATEWAY: '1', TEST_POSTGRES_URL },
  );
  await e2e(
    'End-to-end tests of how the site is served, once more as `npm start` serves it (each app on its own origin)',
    'e2e',
    { E2E_SPECS: 'serving' },
  );
  summarize();
}

/** The closing line CI reads: `N passed, N failed` over every jest and Playwright run and every injected fault. */
function summarize() {
  let passed = 0;
  let failed = 0;
  const flaky = [];
  for (const file of readdirSync(RESULTS_DIR)) {
    const result = JSON.parse(readFileSync(path.join(RESULTS_DIR, file), 'utf8'));
    if (file.endsWith('.faults.json')) {
      const failing = result.rows.filter((row) => row.problems.length > 0).length;
      passed += result.rows.length - failing;
      failed += failing;
    } else if (file.endsWith('.playwright.json')) {
      passed += result.stats.expected + result.stats.flaky;
      failed += result.stats.unexpected;
      flaky.push(
        ...flakyTestsOf(result).map((title) => `${file.replace(/\.playwright\.json$/, '')}: ${title}`),
      );
    } else {
      passed += result.numPassedTests;
      failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
    }
  }
  if (flaky.length > 0) {
    console.warn(`\n⚠ ${flaky.length} end-to-end test(s) failed once and passed when run again (flaky):`);
    for (const title of flaky) console.warn(`  ${title}`);
  }
  finish(failed === 0 ? 0 : 1, `${passed} passed, ${failed} failed`);
}

/** The titles of a Playwright JSON report's tests that failed, then passed on their retry. */
function flakyTestsOf(report) {
  const titles = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) if (test.status === 'flaky') titles.push(`${spec.file} › ${spec.title}`);
  };
  for (const suite of report.suites) walk(suite);
  return titles;
}

const command = process.argv[2];
if (command === 'start') await start();
else if (command === 'test') await test();
else {
  console.error('usage: node scripts/fanhub.mjs start|test');
  process.exit(2);
}
