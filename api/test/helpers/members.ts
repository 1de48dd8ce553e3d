import { registerFan, solvedChallenge, type Fan, type RegisterOptions } from '@fanhub/testkit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { ensureAccount, mintAccountId } from '../../src/ledger/accounts';
import { transferNow } from '../../src/ledger/transfer';
import { inProcess } from './in-process';

/** A new fan, registered through `app`'s real endpoints (the kit's registration, email confirmed). */
export const registerMember = (
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  options: RegisterOptions = {},
): Promise<Fan> => registerFan(inProcess(app), overrides, options);

/** A solved proof-of-work challenge of `app` (registration, password reset, sign-in after failures). */
export const proofOfWork = (app: FastifyInstance): Promise<string> => solvedChallenge(inProcess(app));

/** Gives a member coins straight from the mint, as a settled top-up would. */
export async function grantCoins(db: Database, memberId: string, amount: number): Promise<number> {
  const receipt = await transferNow(db, {
    fromAccountId: await mintAccountId(db),
    toAccountId: await ensureAccount(db, 'member', memberId),
    amount,
    reason: 'welcome_grant',
    reference: 'test',
  });
  return receipt.toBalance!;
}
