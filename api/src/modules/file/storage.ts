import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live. Local disk today; an S3-compatible bucket would implement the same three calls. */
export interface FileStorage {
  save(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or undefined when no such file was stored. */
  open(name: string): Promise<Readable | undefined>;
  /** Removes the file; nothing happens when there is none. */
  remove(name: string): Promise<void>;
}

export function localDiskStorage(directory: string): FileStorage {
  return {
    async save(name, bytes) {
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, name), bytes, { flag: 'wx' });
    },
    async open(name) {
      const file = path.join(directory, path.basename(name));
      const exists = await stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
      return exists ? createReadStream(file) : undefined;
    },
    async remove(name) {
      await rm(path.join(directory, path.basename(name)), { force: true });
    },
  };
}
