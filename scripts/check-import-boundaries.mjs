#!/usr/bin/env node
// The import boundaries (docs/architecture.md section 8) are an ESLint rule; this proves the rule can fail: each
// planted import below breaks a boundary, and ESLint must refuse every one of them (npm test runs it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLANTED = [
  {
    breaks: 'a feature importing another feature',
    file: 'mfe-events/src/features/calendar/planted.ts',
    code: "export { SignUpPanel } from '../sign-up/components/sign-up-panel';\n",
  },
  {
    breaks: 'a feature loading another feature on demand',
    file: 'shell/src/features/home/planted.ts',
    code: "export const coins = () => import('../coins/components/coin-modal');\n",
  },
  {
    breaks: 'an app importing another app',
    file: 'mfe-fanspick/src/app/planted.ts',
    code: "export { default } from '../../../mfe-events/src/app/app';\n",
  },
  {
    breaks: 'a feature importing its app',
    file: 'shell/src/features/home/planted.ts',
    code: "export { App } from '../../app/app';\n",
  },
  {
    breaks: 'a shared package importing an app',
    file: 'shared-ui/src/planted.ts',
    code: "export { ui } from '../../shell/src/stores/ui-store';\n",
  },
];

const eslint = new ESLint({ cwd: ROOT });
const unrefused = [];
for (const { breaks, file, code } of PLANTED) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  if (!result.messages.some((message) => message.ruleId === 'boundaries/dependencies'))
    unrefused.push(`${breaks} (${file}) was not refused`);
}
if (unrefused.length > 0) {
  console.error(`✖ The import boundary rule lets through:\n  ${unrefused.join('\n  ')}`);
  process.exit(1);
}
console.log(`The import boundary rule refuses all ${PLANTED.length} planted imports.`);
