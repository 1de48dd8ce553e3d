import { bilingual, type ProjectSummary } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import type { IdempotencyKey } from '../../http/idempotency';
import { COINS_FOR_NOTE, spendInOneCall, type SpendAnswer } from '../../ledger/spend';
import { checkAmount } from '../../ledger/transfer';

export interface VoteInput {
  memberId: string;
  projectId: string;
  coins: number;
  message?: string | undefined;
}

/** The vote's receipt, and the project's totals with the vote in them (a replay: the totals now). */
export type CastVote = SpendAnswer<{ voteId: string; balance: number }> & { project: ProjectSummary };

/**
 * Moves the coins from the fan to the project's account, records the vote and notifies the fan, in one call of
 * the database's `cast_vote` (db/schema.sql): a transaction of its own, or part of the caller's.
 */
export function castVote(db: Queryable, vote: VoteInput, idempotencyKey?: IdempotencyKey): Promise<CastVote> {
  checkAmount(vote.coins);
  return spendInOneCall<CastVote>(
    db,
    'cast_vote',
    [
      vote.memberId,
      vote.projectId,
      vote.coins,
      vote.message?.trim() ?? '',
      bilingual('Vote Berhasil!', 'Vote Successful!'),
      COINS_FOR_NOTE,
    ],
    idempotencyKey,
    {
      NOT_FOUND: () => errors.notFound({ id: 'Proyek', en: 'Project' }),
      VOTING_ENDED: () =>
        new AppError(422, 'VOTING_ENDED', bilingual('Voting ini sudah berakhir', 'This voting has ended')),
    },
  );
}
