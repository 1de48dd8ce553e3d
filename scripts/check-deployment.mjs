#!/usr/bin/env node
// What can be proved about the production deployment without a container engine (npm test runs it):
// - docker-compose.yml is valid (`docker-compose config -q`) with .env.example's settings, and refuses to start
//   without the secrets it marks required;
// - .env.example lists every variable docker-compose.yml reads;
// - each Dockerfile builds from the repository's own files: every COPY names tracked files, installs keep to the
//   lockfile, and .dockerignore keeps host installs and builds out;
// - deploy/nginx/render.sh names the sections (and those with studio pages) as site/src/remotes.json does.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPOSE = 'docker-compose.yml';
const DOCKERFILES = ['deploy/api.Dockerfile', 'deploy/web.Dockerfile', 'deploy/pgbouncer.Dockerfile'];
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const problems = [];

function compose(env) {
  return spawnSync('docker-compose', ['--env-file', '.env.example', '-f', COMPOSE, 'config', '-q'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
}

const composeText = read(COMPOSE);
const required = [...composeText.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]);
const checkValues = Object.fromEntries(required.map((name) => [name, `check-only-${'x'.repeat(40)}`]));
const valid = compose(checkValues);
if (valid.error) problems.push(`docker-compose is not installed (${valid.error.message})`);
else if (valid.status !== 0) problems.push(`docker-compose config -q refused ${COMPOSE}:\n${valid.stderr}`);
else {
  const withoutSecrets = compose({});
  if (withoutSecrets.status === 0) problems.push(`${COMPOSE} starts without its required secrets`);
}

const listed = new Set([...read('.env.example').matchAll(/^(\w+)=/gm)].map((match) => match[1]));
for (const name of new Set([...composeText.matchAll(/\$\{(\w+)/g)].map((match) => match[1]))) {
  if (!listed.has(name)) problems.push(`.env.example does not list ${name}, which ${COMPOSE} reads`);
}

const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n'));
const isTracked = (source) =>
  source === '.' || tracked.has(source) || [...tracked].some((file) => file.startsWith(`${source}/`));
for (const dockerfile of DOCKERFILES) {
  const text = read(dockerfile).replace(/\\\n/g, ' ');
  for (const [, flags, sources] of text.matchAll(/^COPY\s+((?:--\S+\s+)*)(.+)$/gm)) {
    if (flags.includes('--from')) continue;
    for (const source of sources.trim().split(/\s+/).slice(0, -1)) {
      if (!isTracked(source)) problems.push(`${dockerfile}: COPY ${source} is not a file of the repository`);
    }
  }
  for (const [install] of text.matchAll(/pnpm install[^&\n]*/g)) {
    if (!install.includes('--frozen-lockfile'))
      problems.push(`${dockerfile}: "${install}" ignores the lockfile`);
  }
}
// The images' renderer names the sections as the site's map lists them.
const remotes = JSON.parse(read('site/src/remotes.json'));
const render = read('deploy/nginx/render.sh');
const listedIn = (variable) => render.match(new RegExp(`^${variable}="([^"]*)"`, 'm'))?.[1].split(' ') ?? [];
const expected = {
  sections: remotes.map((remote) => remote.section),
  studio_sections: remotes.filter((remote) => remote.studio).map((remote) => remote.section),
};
for (const [variable, sections] of Object.entries(expected)) {
  if (listedIn(variable).join(' ') !== sections.join(' '))
    problems.push(
      `deploy/nginx/render.sh: ${variable}="${sections.join(' ')}", as site/src/remotes.json lists them`,
    );
}

const ignored = read('.dockerignore');
for (const pattern of ['**/node_modules', '**/dist', '.env']) {
  if (!ignored.split('\n').includes(pattern)) problems.push(`.dockerignore does not keep out ${pattern}`);
}

if (problems.length > 0) {
  console.error(`✖ The deployment files have problems:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `${COMPOSE} is valid with .env.example and refuses to start without ${required.join(', ')}; ` +
    `${DOCKERFILES.join(' and ')} build from the repository's files with its lockfile.`,
);
