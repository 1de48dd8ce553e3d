import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A folder of the calling test file's own in the system's temporary folder: made before its first test and
 * removed once its last test and hook ran, and never made when every test of the file is skipped (jest runs no
 * hook then). Call it at the file's top level: a hook cannot be registered from inside a test or a hook, and the
 * file's own `afterAll` runs after those of its describes, once what they started has stopped writing there.
 */
export function scratchFolder(name: string): string {
  const folder = path.join(tmpdir(), `fanhub-${name}-${randomUUID().slice(0, 8)}`);
  beforeAll(() => mkdirSync(folder, { mode: 0o700 }));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
