#!/usr/bin/env node
// Every Markdown file the repository's code and docs name (`docs/product.md section 4`) must be in the
// repository, so a reference never sends the next engineer to a document they do not have.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READ = /\.(m?[jt]sx?|cjs|md|json|ya?ml|sh)$/;
const REFERENCE = /(?<![\w/.:-])((?:\.{1,2}\/|[\w-]+\/)*[\w-]+\.md)\b/g;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => READ.test(file) && !file.endsWith('pnpm-lock.yaml') && existsSync(path.join(ROOT, file)));

/** A name resolves beside the file that says it, from the repository's root, or in docs/. */
const resolves = (file, name) =>
  [path.dirname(file), '.', 'docs'].some((base) => existsSync(path.join(ROOT, base, name)));

const missing = files.flatMap((file) =>
  [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(REFERENCE)]
    .map((match) => match[1])
    .filter((name) => !resolves(file, name))
    .map((name) => `${file}: names ${name}, which is not in the repository`),
);

if (missing.length > 0) {
  console.error(missing.join('\n'));
  process.exit(1);
}
console.log(`Every document named in ${files.length} files is in the repository.`);
