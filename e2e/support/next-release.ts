import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, STATE_DIR } from './servers';

/** Where the suite keeps the Fan Funding squad's next release, from one run to the next (see nextFanFundingRelease). */
export const NEXT_RELEASES_DIR = path.join(STATE_DIR, 'next-releases');

/** The heading the next release gives Fan Funding's list page (the current build's is "Fan Funding"). */
export const NEXT_FAN_FUNDING_HEADING = 'Fan Funding Baru';

interface Release {
  /** The build's folder, to serve as the remote's release. */
  dir: string;
  /** Its build version, as the page names it (`data-remote-build`). */
  version: string;
  /** The fingerprint of the remote's build it was made beside (currentBuildOfTheRemote). */
  madeBeside: string;
}

/**
 * The remote's current build, by its entry: the entry names each of the build's files by the hash of its content,
 * so any change to the remote, the code it shares or its webpack configuration gives another fingerprint.
 */
const currentBuildOfTheRemote = () =>
  createHash('sha256')
    .update(readFileSync(path.join(ROOT, 'mfe-fanfunding', 'dist', 'remoteEntry.js')))
    .digest('hex');

/**
 * The Fan Funding squad's next release, as the specs about a redeploy ship it: the remote built again from a copy
 * of its source, its list page's heading changed and a build version of its own. Built once per build of the
 * remote (a webpack build takes a quarter of a minute on two cores, in the phase where specs run one at a time)
 * and shared by those specs and by the next run: `npm test`'s second e2e run serves the same build as its first.
 */
export function nextFanFundingRelease(): Release {
  const dir = path.join(NEXT_RELEASES_DIR, 'mfe-fanfunding');
  const recorded = path.join(NEXT_RELEASES_DIR, 'mfe-fanfunding.json');
  const madeBeside = currentBuildOfTheRemote();
  if (existsSync(recorded)) {
    const release = JSON.parse(readFileSync(recorded, 'utf8')) as Release;
    if (release.madeBeside === madeBeside) return release;
  }
  rmSync(NEXT_RELEASES_DIR, { recursive: true, force: true });

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
    const release: Release = { dir, version: `redeploy-${Date.now()}`, madeBeside };
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
