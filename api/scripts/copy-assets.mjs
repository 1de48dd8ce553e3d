// tsc compiles TypeScript only; the SQL migrations ship beside the compiled code. The folder is replaced, so a
// migration renamed or removed in the source never lingers in the build.
import { cpSync, rmSync } from 'node:fs';

const built = new URL('../dist/db/migrations', import.meta.url);
rmSync(built, { recursive: true, force: true });
cpSync(new URL('../src/db/migrations', import.meta.url), built, { recursive: true });
