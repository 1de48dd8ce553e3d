import { createHash } from 'node:crypto';
import { allowingStart } from './page-server';

const START = 'console.log("start")';
const HASH = `'sha256-${createHash('sha256').update(START).digest('base64')}'`;

test("behind nginx, a page names its start's hash for nginx's policy and carries no policy of its own", () => {
  const headers = allowingStart({ 'X-Content-Type-Options': 'nosniff' }, START);
  expect(headers).toEqual({ 'X-Content-Type-Options': 'nosniff', 'X-Fanhub-Page-Scripts': HASH });
});

test("without nginx, the policy it was given allows the start by its hash, after 'self', and nothing else changes", () => {
  const policy = "default-src 'self'; script-src 'self' https://app.midtrans.com; object-src 'none'";
  const headers = allowingStart({ 'Content-Security-Policy': policy }, START);
  expect(headers).toEqual({
    'Content-Security-Policy': `default-src 'self'; script-src 'self' ${HASH} https://app.midtrans.com; object-src 'none'`,
  });
});

test('another start, another hash: a changed script is not allowed by the old one', () => {
  const other = allowingStart({}, `${START};`)['X-Fanhub-Page-Scripts'];
  expect(other).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
  expect(other).not.toBe(HASH);
});
