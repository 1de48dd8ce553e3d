import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { scratchFolder } from '../helpers/scratch';
import { createTestApp, type TestApp } from '../helpers/test-app';

const run = promisify(execFile);
const SPECTRAL = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'spectral');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const folder = scratchFolder('openapi');

it("the served OpenAPI document passes Spectral's OpenAPI rules (spectral:oas) without an error or warning", async () => {
  const document = path.join(folder, 'openapi.json');
  const ruleset = path.join(folder, '.spectral.yaml');
  writeFileSync(document, (await testApp.app.inject({ url: '/v1/docs/json' })).body);
  writeFileSync(ruleset, 'extends: ["spectral:oas"]\n');
  // `spectral lint` exits non-zero on findings; its JSON report lists them either way.
  const { stdout } = await run(
    SPECTRAL,
    ['lint', document, '--ruleset', ruleset, '--format', 'json', '--quiet'],
    {
      env: { ...process.env, SCARF_ANALYTICS: 'false' },
    },
  ).catch((failed: { stdout: string }) => failed);
  const findings = (JSON.parse(stdout) as { code: string; message: string; path: string[] }[]).map(
    (finding) => `${finding.code} at ${finding.path.join('.')}: ${finding.message}`,
  );
  expect(findings).toEqual([]);
});

it('names every operation once, so generated clients have a method per call', async () => {
  const document = (await testApp.app.inject({ url: '/v1/docs/json' })).json() as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const ids = Object.values(document.paths).flatMap((methods) =>
    Object.values(methods).map((operation) => operation.operationId),
  );
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});
