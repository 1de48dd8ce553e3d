import { bilingual, type HeartVoteResult } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { IdempotencyKey } from '../../http/idempotency';
import { HEART_REFUSALS } from '../../ledger/hearts';
import { spendInOneCall, type SpendAnswer } from '../../ledger/spend';
import { ruleRefusals, votingRefusals } from './cast-vote';

/**
 * A vote with hearts at `at`, in one call of the database's `cast_heart_vote` (migration 030): the voting must take
 * hearts, and the fan's hearts closest to expiry go first. A retried request with the same key answers the first.
 */
export function castHeartVote(
  db: Queryable,
  vote: { memberId: string; projectId: string; hearts: number; at: Date },
  idempotencyKey?: IdempotencyKey,
): Promise<SpendAnswer<HeartVoteResult>> {
  return spendInOneCall<SpendAnswer<HeartVoteResult>>(
    db,
    'cast_heart_vote',
    [vote.memberId, vote.projectId, vote.hearts, vote.at],
    idempotencyKey,
    {
      ...votingRefusals,
      ...ruleRefusals,
      ...HEART_REFUSALS,
      HEARTS_NOT_TAKEN: () =>
        new AppError(
          422,
          'HEARTS_NOT_TAKEN',
          bilingual('Voting ini tidak menerima Hati', 'This voting does not take hearts'),
          'hearts',
        ),
    },
  );
}
