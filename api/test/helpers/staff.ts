import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { StaffRole } from '@fanhub/contract';
import { signInStaff, type SignedInStaff } from '@fanhub/testkit';
import { hashPassword } from '../../src/modules/auth/passwords';
import { insertStaff } from '../../src/staff/staff-repository';
import { inProcess } from './in-process';
import type { TestApp } from './test-app';
import { uploadFile } from './uploads';

export const STAFF_PASSWORD = 'studio-rahasia-1';

/** A staff account of `role` (as an admin would create it), not signed in yet. */
export async function newStaffAccount(testApp: TestApp, role: StaffRole) {
  const email = `${role}-${randomBytes(4).toString('hex')}@studio.fanhub.test`;
  const passwordHash = await hashPassword(STAFF_PASSWORD, testApp.config.passwordScryptN);
  const id = await insertStaff(testApp.db, { email, fullName: `Staff ${role}`, role, passwordHash });
  return { id, email, password: STAFF_PASSWORD };
}

/** A staff member of `role`, signed in through the real calls (enrolling an authenticator on the way). */
export async function signedInStaff(testApp: TestApp, role: StaffRole): Promise<SignedInStaff> {
  return signInStaff(inProcess(testApp.app), await newStaffAccount(testApp, role));
}

/** An image uploaded through the studio (re-encoded as fans' are), as its URL. */
export async function studioImage(testApp: TestApp, staff: SignedInStaff): Promise<string> {
  const bytes = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#41AADF' } })
    .png()
    .toBuffer();
  const upload = await uploadFile(
    testApp.app,
    staff.auth,
    { file: { bytes, name: 'cover.png', type: 'image/png' }, usage: 'content' },
    '/v1/studio/files',
  );
  expect(upload.statusCode).toBe(200);
  return upload.json().data.urlStream;
}
