#!/usr/bin/env node
// Every Markdown file the repository's code and docs name (`docs/product.md section 4`) must be in the
// repository, so a reference never sends the next engineer to a document they do not have; a section named
// (`docs/architecture.md section 11`) must be a numbered heading of it (`## 11. …`); a decision named (ADR-240)
// must be a record in docs/adr, whose index and statuses are in order (scripts/adr.mjs); and a path of the
// repository the docs name in backticks (`shell/src/server/`) must exist, unless it is one the code writes at
// runtime (git ignores it). The records are history: their paths are those of their time.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADR_DIR, readRecords, recordProblems } from './adr.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READ = /\.(m?[jt]sx?|cjs|md|json|ya?ml|sh)$/;
const REFERENCE = /(?<![\w/.:-])((?:\.{1,2}\/|[\w-]+\/)*[\w-]+\.md)\b/g;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => READ.test(file) && !file.endsWith('pnpm-lock.yaml') && existsSync(path.join(ROOT, file)));

/** A name resolves beside the file that says it, from the repository's root, in docs/ or among the records. */
const BASES = ['.', 'docs', 'docs/adr'];
const resolves = (file, name) =>
  [path.dirname(file), ...BASES].some((base) => existsSync(path.join(ROOT, base, name)));

const missing = files.flatMap((file) =>
  [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(REFERENCE)]
    .map((match) => match[1])
    .filter((name) => !resolves(file, name))
    .map((name) => `${file}: names ${name}, which is not in the repository`),
);

const textOf = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const docOf = (file, name) =>
  [path.dirname(file), ...BASES]
    .map((base) => path.join(base, name))
    .find((at) => existsSync(path.join(ROOT, at)));

const SECTION = /([\w/.-]+\.md) section (\d+)/g;
const wrongSections = files.flatMap((file) =>
  [...textOf(file).matchAll(SECTION)]
    .filter(([, name, number]) => {
      const doc = docOf(file, name);
      return doc && !new RegExp(`^## ${number}\\. `, 'm').test(textOf(doc));
    })
    .map(
      ([reference]) =>
        `${file}: names ${reference}, which has no heading "## ${reference.split(' ').at(-1)}."`,
    ),
);

/** Each decision named must be a record (docs/adr), and the records and their index in order (scripts/adr.mjs). */
const decided = new Set(readRecords().map((record) => record.number));
const unknownDecisions = [
  ...files.flatMap((file) =>
    [...textOf(file).matchAll(/\bADR-(\d+)\b/g)]
      .filter(([, number]) => !decided.has(Number(number)))
      .map(([reference]) => `${file}: names ${reference}, which is not a record in ${ADR_DIR}`),
  ),
  ...recordProblems(),
];

const topLevel = new Set(files.map((file) => file.split('/')[0]));
const REPOSITORY_PATH = /`((?:[\w.-]+\/)+[\w.-]*)`/g;
const claimedPaths = files
  .filter((file) => file.endsWith('.md') && !file.startsWith(`${ADR_DIR}/`))
  .flatMap((file) =>
    [...textOf(file).matchAll(REPOSITORY_PATH)]
      .map(([, claimed]) => claimed)
      .filter((claimed) => topLevel.has(claimed.split('/')[0]) && !existsSync(path.join(ROOT, claimed)))
      .map((claimed) => ({ file, claimed })),
  );
const ignoredByGit = (paths) => {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', ...paths], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return new Set(out.split('\n').filter(Boolean));
  } catch (error) {
    // check-ignore exits 1 when none is ignored.
    return new Set(
      String(error.stdout ?? '')
        .split('\n')
        .filter(Boolean),
    );
  }
};
const ignored = ignoredByGit([...new Set(claimedPaths.map(({ claimed }) => claimed))]);
const missingPaths = claimedPaths
  .filter(({ claimed }) => !ignored.has(claimed))
  .map(({ file, claimed }) => `${file}: names \`${claimed}\`, which is not in the repository`);

const problems = [...missing, ...wrongSections, ...unknownDecisions, ...missingPaths];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `Every document, section, decision and path named in ${files.length} files is in the repository.`,
);
