import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, STATE_DIR } from './servers';

/** Where the run keeps the Fan Funding squad's next release: global setup empties it at each run's start. */
export const NEXT_RELEASES_DIR = path.join(STATE_DIR, 'next-releases');

/** The heading the next release gives Fan Funding's list page (the current build's is "Fan Funding"). */
export const NEXT_FAN_FUNDING_HEADING = 'Fan Funding Baru';

interface Release {
  /** The build's folder, to serve as the remote's release. */
  dir: string;
  /** Its build version, as the page names it (`data-remote-build`). */
  version: string;
}

/**
 * The Fan Funding squad's next release, as the specs about a redeploy ship it: the remote built again from a copy
 * of its source, its list page's heading changed and a build version of its own. Built once per run (a webpack
 * build takes a quarter of a minute on two cores) and shared by those specs.
 */
export function nextFanFundingRelease(): Release {
  const dir = path.join(NEXT_RELEASES_DIR, 'mfe-fanfunding');
  const recorded = path.join(NEXT_RELEASES_DIR, 'mfe-fanfunding.json');
  if (existsSync(recorded)) return JSON.parse(readFileSync(recorded, 'utf8')) as Release;

  const source = path.join(ROOT, '.release-mfe-fanfunding');
  rmSync(source, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'mfe-fanfunding'), source, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (file) => !file.includes(`${path.sep}dist`),
  });
  try {
    const page = path.join(source, 'src', 'features', 'campaigns', 'components', 'campaign-list-page.tsx');
    writeFileSync(
      page,
      readFileSync(page, 'utf8').replace('title="Fan Funding"', `title="${NEXT_FAN_FUNDING_HEADING}"`),
    );
    const release: Release = { dir, version: `redeploy-${Date.now()}` };
    execFileSync(
      path.join(source, 'node_modules', '.bin', 'webpack'),
      ['--config', 'webpack.config.ts', '--mode', 'production'],
      {
        cwd: source,
        env: { ...process.env, MF_BUILD_VERSION: release.version, FANHUB_BUILD_DIR: dir },
        stdio: 'ignore',
      },
    );
    writeFileSync(recorded, JSON.stringify(release));
    return release;
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}
