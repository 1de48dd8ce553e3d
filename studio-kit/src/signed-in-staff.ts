import type { StaffRole } from '@fanhub/contract';
import { storeSession } from './session';

/** A token the studio reads as signed in until an hour from now (only its `exp` is read in the browser). */
const tokenValidForAnHour = () =>
  `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;

/** Signs a staff member of `role` in, as the sign-in page would have. */
export function signInAs(role: StaffRole): void {
  storeSession({
    staff: {
      _id: `staff-${role}`,
      email: `${role}@fanhub.test`,
      fullName: `Staf ${role}`,
      role,
      secondFactor: true,
      disabled: false,
      lockedUntil: null,
      createdAt: new Date().toISOString(),
    },
    access_token: tokenValidForAnHour(),
    token_type: 'Bearer',
    expires_in: '1h',
  });
}
