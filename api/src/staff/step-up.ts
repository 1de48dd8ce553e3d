import type { Queryable } from '../db/database';
import { acceptedStep, secretSealer } from './second-factor';
import { lockedCredentials } from './staff-repository';

/**
 * Whether `code` is the signed-in staff member's current authenticator code (each code once, as at sign-in):
 * asked again before a step that moves a lot of money.
 */
export async function confirmSecondFactor(
  tx: Queryable,
  studioSecretKey: string,
  staffId: string,
  code: string,
): Promise<boolean> {
  const account = await lockedCredentials(tx, staffId);
  if (!account?.sealedTotpSecret) return false;
  const secret = secretSealer(studioSecretKey).open(account.sealedTotpSecret);
  const step = await acceptedStep(secret, code, account.totpLastStep);
  if (step === undefined) return false;
  await tx.query('UPDATE staff SET totp_last_step = $2 WHERE id = $1', [staffId, step]);
  return true;
}
