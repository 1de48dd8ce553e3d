// Each app's code bundled for Node beside its browser build, so the shell's server draws a page's first screen
// with the code of the app that owns it (docs/architecture.md section 11).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_MODULE_INFO, type FirstScreenModuleInfo } from '@fanhub/site';
import { build } from 'esbuild';
import type { Compiler } from 'webpack';
import { buildDirOf } from './build-parts';
import { SINGLETONS } from './shared-singletons';

/** The shared singletons (shared-singletons.ts), left to Node's `require`. */
const NODE_SINGLETONS = SINGLETONS.filter((key) => !key.endsWith('/') && !key.startsWith('@fanhub/'));
/** What a remote's server module takes from the shell's (shell/src/server/remote-first-screens.ts). */
const FROM_THE_SHELL = ['@fanhub/shared-auth', '@fanhub/shared-ui'];

const FIRST_SCREEN_FOLDER = path.dirname(FIRST_SCREEN_MODULE_INFO);

type Options =
  /** The shell: its server (`entry`), with the shared packages it lends to remotes bundled in. */
  | { appDir: string; entry: string }
  /** A remote: what it exposes, as one CommonJS module keyed like its federation exposes (`./App`). */
  | { appDir: string; exposes: Record<string, string> };

/** After each production build, writes `<build>/server/`: the app's first-screen module for Node. */
export class FirstScreenBundle {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('FirstScreenBundle', () => this.bundle());
  }

  private async bundle(): Promise<void> {
    const { appDir } = this.options;
    const outDir = path.join(buildDirOf(appDir), FIRST_SCREEN_FOLDER);
    rmSync(outDir, { recursive: true, force: true });
    const isShell = 'entry' in this.options;
    const input = isShell
      ? { entryPoints: [path.join(appDir, this.options.entry)] }
      : {
          stdin: {
            contents: exposesModule(this.options.exposes),
            resolveDir: appDir,
            loader: 'ts' as const,
          },
        };
    const result = await build({
      ...input,
      absWorkingDir: appDir,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      external: isShell ? NODE_SINGLETONS : [...NODE_SINGLETONS, ...FROM_THE_SHELL],
      write: false,
      logLevel: 'warning',
      legalComments: 'none',
    });
    const code = result.outputFiles[0]!.contents;
    if (isShell) {
      writeOut(path.join(outDir, 'first-screen.js'), code);
      return;
    }
    const file = `first-screen.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
    writeOut(path.join(outDir, file), code);
    const manifest = JSON.parse(readFileSync(path.join(buildDirOf(appDir), 'mf-manifest.json'), 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
    };
    const info: FirstScreenModuleInfo = { file, buildVersion: manifest.metaData.buildInfo.buildVersion };
    writeOut(path.join(buildDirOf(appDir), FIRST_SCREEN_MODULE_INFO), JSON.stringify(info));
  }
}

/** One module whose default export holds each exposed module under its federation key (`./App`). */
const exposesModule = (exposes: Record<string, string>) => {
  const files = Object.values(exposes);
  const keyed = Object.keys(exposes).map((key, index) => `${JSON.stringify(key)}: m${index}`);
  return [
    ...files.map((file, index) => `import * as m${index} from ${JSON.stringify(file)};`),
    `export default { ${keyed.join(', ')} };`,
  ].join('\n');
};

function writeOut(file: string, contents: Uint8Array | string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, contents);
}
