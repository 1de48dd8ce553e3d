#!/usr/bin/env node
// The import boundaries (docs/architecture.md section 8), the imports fans' pages may not make (a router or a
// MobX of a section's own, section 2) and the studio pages' one way to the API (section 10) are ESLint rules; this proves they can fail: each planted import below breaks
// one, and ESLint must refuse every one of them with its rule (npm test runs it).
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
  {
    breaks: "a section keeping a MobX of its own, which the shell's observer would not see",
    file: 'mfe-fanspick/src/features/voting/planted.ts',
    code: "export { observable } from 'mobx';\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    breaks: 'a section bringing its own router',
    file: 'mfe-events/src/app/planted.ts',
    code: "export { Link } from 'react-router-dom';\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    breaks: 'a studio page fetching outside the data provider',
    file: 'studio/src/features/finance/planted.ts',
    code: "export const held = () => fetch('/v1/studio/held-accounts');\n",
    rule: 'no-restricted-globals',
  },
  {
    breaks: "a section's studio page with an HTTP client of its own",
    file: 'mfe-events/src/studio/planted.ts',
    code: "export { default } from 'axios';\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    breaks: "a section's studio page taking a MUI path the studio's page does not share",
    file: 'mfe-fanfunding/src/studio/planted.ts',
    code: "export { default } from '@mui/material/LinearProgress';\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
];

const eslint = new ESLint({ cwd: ROOT });
const unrefused = [];
for (const { breaks, file, code, rule = 'boundaries/dependencies' } of PLANTED) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  if (!result.messages.some((message) => message.ruleId === rule))
    unrefused.push(`${breaks} (${file}) was not refused`);
}
if (unrefused.length > 0) {
  console.error(`✖ The import rules let through:\n  ${unrefused.join('\n  ')}`);
  process.exit(1);
}
console.log(`The import rules refuse all ${PLANTED.length} planted imports.`);
