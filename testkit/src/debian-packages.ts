import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure `file` exists, installing Debian's `packages` through apt when it does not (as CI runs: root, a
 * clean machine). Answers whether it exists now; the reason when it does not.
 */
export function fromDebian(file: string, packages: string[]): { ok: true } | { ok: false; why: string } {
  if (existsSync(file)) return { ok: true };
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => spawnSync('apt-get', args, { env, stdio: 'inherit' }).status === 0;
  const installed =
    apt(['update', '-qq']) && apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  if (installed && existsSync(file)) return { ok: true };
  return { ok: false, why: `${file} is missing and apt-get could not install ${packages.join(' ')}` };
}
