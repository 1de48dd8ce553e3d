import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A folder of the calling test file's own in the system's temporary folder, removed once its last test and
 * hook ran. Call it at the file's top level: a hook cannot be registered from inside a test or a hook, and the
 * file's own `afterAll` runs after those of its describes, once what they started has stopped writing there.
 */
export function scratchFolder(name: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `fanhub-${name}-`));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
