#!/usr/bin/env node
// The decision records (docs/adr, one file each, named by number and title) and the two pages made from them: the index of
// every record (docs/adr/README.md) and the decisions that hold now, per area (docs/adr/current.md).
// `node scripts/adr.mjs` writes both; `npm test` checks them (scripts/check-doc-references.mjs), and that every
// status and link between records names a record that is there.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADR_DIR = 'docs/adr';
const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const HEAD = /^# ADR-(\d+): (.+)\n\n- Date: (\d{4}-\d\d-\d\d)\n- Area: (.+)\n- Status: (.+)\n/;

/** Every record: its number, title, date, area, status (as written, with its links) and file. */
export function readRecords() {
  return readdirSync(path.join(ROOT, ADR_DIR))
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(ROOT, ADR_DIR, file), 'utf8');
      const head = HEAD.exec(text);
      if (!head)
        throw new Error(`${ADR_DIR}/${file}: does not open with its title, date, area and status lines`);
      const [, number, title, date, area, status] = head;
      return { number: Number(number), title, date, area, status, file, text };
    });
}

const cell = (text) => text.replaceAll('|', '\\|');
const name = (record) => `ADR-${String(record.number).padStart(3, '0')}`;
/** Wholly replaced: no part of it holds. "Replaced in part" still does, where the later record does not say. */
const replaced = (record) => /^Replaced by /.test(record.status);

export function renderIndex(records) {
  return [
    '# Decision records',
    '',
    '<!-- Made by `node scripts/adr.mjs` from the records in this folder; `npm test` fails when it is out of date. -->',
    '',
    'Every choice the brief and the architecture left open, one file each: its context, the decision with its',
    'reasons, and its status. A record is never rewritten to say something else: a later one replaces it, and the',
    'earlier one\'s status says "Replaced by" or "Replaced in part by" with a link. What holds now, per area, is',
    '[current.md](current.md); what fanhub does is [product.md](../product.md), how it is built',
    '[architecture.md](../architecture.md). A new record: a file named by the next number and its title, the four',
    'opening lines as in the others, then `node scripts/adr.mjs`.',
    '',
    '| record | decision | area | date | status |',
    '| --- | --- | --- | --- | --- |',
    ...records.map(
      (record) =>
        `| [${name(record)}](${record.file}) | ${cell(record.title)} | ${record.area} | ${record.date} | ${cell(record.status)} |`,
    ),
    '',
  ].join('\n');
}

export function renderCurrent(records) {
  const areas = [...new Set(records.map((record) => record.area))];
  return [
    '# Current decisions per area',
    '',
    '<!-- Made by `node scripts/adr.mjs`; `npm test` fails when it is out of date. -->',
    '',
    'The records that hold today, by area, newest first: a record replaced whole is left out; one replaced in part',
    'is listed with what replaced the part. Every record, in the order taken: [README.md](README.md).',
    '',
    ...areas.flatMap((area) => [
      `## ${area}`,
      '',
      ...records
        .filter((record) => record.area === area && !replaced(record))
        .reverse()
        .map(
          (record) =>
            `- [${name(record)}](${record.file}): ${record.title}` +
            (record.status === 'Accepted' ? '' : ` (${record.status.replace(/^Replaced/, 'replaced')})`),
        ),
      '',
    ]),
  ].join('\n');
}

/** What is wrong with the records and their two pages; empty when all is in order. */
export function recordProblems() {
  const records = readRecords();
  const byFile = new Set(records.map((record) => record.file));
  const problems = [];
  records.forEach((record, index) => {
    if (record.number !== index + 1)
      problems.push(`${record.file}: is number ${record.number}, expected ${index + 1}`);
    if (!record.file.startsWith(String(record.number).padStart(4, '0')))
      problems.push(`${record.file}: its file does not start with its number`);
    if (
      !/^(Accepted|Replaced( in part)? by \[ADR-\d+\]\(\d{4}-[^)]+\.md\)( and \[ADR-\d+\]\(\d{4}-[^)]+\.md\))*)$/.test(
        record.status,
      )
    )
      problems.push(
        `${record.file}: status "${record.status}" is not Accepted or Replaced (in part) by linked records`,
      );
    for (const [, linked] of record.text.matchAll(/\]\((\d{4}-[^)#]+\.md)(?:#[^)]*)?\)/g)) {
      if (!byFile.has(linked)) problems.push(`${record.file}: links ${linked}, which is not a record`);
    }
    for (const [, by] of record.status.matchAll(/\((\d{4})-[^)]+\.md\)/g)) {
      if (Number(by) <= record.number)
        problems.push(`${record.file}: is replaced by an earlier record (${by})`);
    }
    for (const [, linked] of record.text.matchAll(/\]\((\.\.\/[^)#]+)(?:#[^)]*)?\)/g)) {
      if (!existsSync(path.join(ROOT, ADR_DIR, linked)))
        problems.push(`${record.file}: links ${linked}, which is not there`);
    }
  });
  for (const [page, render] of [
    ['README.md', renderIndex],
    ['current.md', renderCurrent],
  ]) {
    const at = path.join(ROOT, ADR_DIR, page);
    if (!existsSync(at) || readFileSync(at, 'utf8') !== render(records))
      problems.push(`${ADR_DIR}/${page}: out of date with the records; run node scripts/adr.mjs`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const records = readRecords();
  writeFileSync(path.join(ROOT, ADR_DIR, 'README.md'), renderIndex(records));
  writeFileSync(path.join(ROOT, ADR_DIR, 'current.md'), renderCurrent(records));
  const problems = recordProblems();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`${records.length} decision records; ${ADR_DIR}/README.md and current.md written.`);
}
