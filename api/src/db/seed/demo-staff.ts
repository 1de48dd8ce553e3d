import type { StaffRole } from '@fanhub/contract';
import { hashPassword } from '../../modules/auth/passwords';
import { insertStaff } from '../../staff/staff-repository';
import type { Queryable } from '../database';

/**
 * The studio's demo staff, one of each role (two editors, so a draft or a change can be reviewed, and two finance
 * people, so an adjustment can be approved), outside production
 * only; production's first admin comes from `pnpm studio:create-admin`. Each enrols an authenticator at its
 * first sign-in.
 */
export const DEMO_STAFF_PASSWORD = 'studio-fanhub-123';
export const DEMO_STAFF: { email: string; fullName: string; role: StaffRole }[] = [
  { email: 'admin@studio.fanhub.id', fullName: 'Ayu Admin', role: 'admin' },
  { email: 'editor@studio.fanhub.id', fullName: 'Eka Editor', role: 'editor' },
  { email: 'editor2@studio.fanhub.id', fullName: 'Evan Editor', role: 'editor' },
  { email: 'moderator@studio.fanhub.id', fullName: 'Maya Moderator', role: 'moderator' },
  { email: 'finance@studio.fanhub.id', fullName: 'Fajar Finance', role: 'finance' },
  { email: 'finance2@studio.fanhub.id', fullName: 'Fitri Finance', role: 'finance' },
  { email: 'viewer@studio.fanhub.id', fullName: 'Vina Viewer', role: 'viewer' },
];

export async function loadDemoStaff(tx: Queryable, passwordScryptN: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD, passwordScryptN);
  for (const account of DEMO_STAFF) await insertStaff(tx, { ...account, passwordHash });
}
