import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { openPglite } from '../../src/db/database';
import { scratchFolder } from '../helpers/scratch';

const run = promisify(execFile);
const COMMAND = path.join(__dirname, '..', '..', 'dist', 'staff', 'create-admin-cli.js');
const dataDir = scratchFolder('create-admin');

it('`pnpm studio:create-admin` makes an admin on the configured database, in the audit trail', async () => {
  expect(existsSync(COMMAND)).toBe(true); // `pnpm --filter @fanhub/api build` first (npm test does)
  const env = { PATH: process.env.PATH, PGLITE_DATA_DIR: dataDir, PASSWORD_SCRYPT_N: '1024' };
  const { stdout } = await run(
    process.execPath,
    [COMMAND, '--email', 'first@studio.fanhub.test', '--name', 'First Admin'],
    {
      env: { ...env, STUDIO_ADMIN_PASSWORD: 'rahasia-admin-1' },
    },
  );
  expect(stdout).toContain('Admin first@studio.fanhub.test created');
  const tooShort = run(process.execPath, [COMMAND, '--email', 'b@studio.fanhub.test', '--name', 'B'], {
    env: { ...env, STUDIO_ADMIN_PASSWORD: 'short' },
  });
  await expect(tooShort).rejects.toMatchObject({ code: 2 });

  const db = await openPglite(dataDir);
  try {
    const staff = await db.query('SELECT email, role, totp_enrolled_at FROM staff');
    expect(staff.rows).toEqual([
      { email: 'first@studio.fanhub.test', role: 'admin', totp_enrolled_at: null },
    ]);
    const trail = await db.query('SELECT staff_email, action, address FROM staff_audit');
    expect(trail.rows).toEqual([
      { staff_email: 'studio:create-admin', action: 'create', address: 'command line' },
    ]);
  } finally {
    await db.close();
  }
});
