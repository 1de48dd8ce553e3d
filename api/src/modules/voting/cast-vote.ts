import { bilingual, jakartaTime, type ProjectSummary } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import type { IdempotencyKey } from '../../http/idempotency';
import type { Refusals } from '../../ledger/refusals';
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

/** The voting's rules refusing a vote (`voting_allowance_take`, db/schema.sql), each saying the limit. */
export const ruleRefusals: Refusals = {
  VOTING_NOT_OPEN: ({ opensAt }) =>
    new AppError(
      422,
      'VOTING_NOT_OPEN',
      bilingual(`Voting ini dibuka ${jakartaTime(opensAt)}`, `This voting opens at ${jakartaTime(opensAt)}`),
    ),
  ONE_PROJECT: () =>
    new AppError(
      422,
      'ONE_PROJECT_ONLY',
      bilingual(
        'Di voting ini semua Koin-mu untuk satu proyek: proyek yang pertama kamu vote',
        'In this voting all your coins go to one project: the first one you voted for',
      ),
    ),
  DAILY_CAP: ({ cap, left, resetsAt }) => {
    const resets = jakartaTime(resetsAt);
    return new AppError(
      422,
      'DAILY_CAP_REACHED',
      bilingual(
        `Batas voting ini ${cap} Koin per fan per hari; sisa Koin-mu hari ini ${left}, batasnya direset ${resets}`,
        `This voting allows ${cap} coins per fan per day; you have ${left} left today, and the limit resets at ${resets}`,
      ),
      'coins',
    );
  },
  COINS_NOT_TAKEN: () =>
    new AppError(
      422,
      'COINS_NOT_TAKEN',
      bilingual('Voting ini hanya menerima Hati', 'This voting takes hearts only'),
      'coins',
    ),
  VOTING_CAP: ({ cap, left }) =>
    new AppError(
      422,
      'VOTING_CAP_REACHED',
      bilingual(
        `Batas voting ini ${cap} Koin per fan selama voting; sisa Koin-mu ${left}`,
        `This voting allows ${cap} coins per fan in all; you have ${left} left`,
      ),
      'coins',
    ),
};

/** A vote for a project that is not there (or not yet public), or whose voting has ended. */
export const votingRefusals: Refusals = {
  NOT_FOUND: () => errors.notFound({ id: 'Proyek', en: 'Project' }),
  VOTING_ENDED: () =>
    new AppError(422, 'VOTING_ENDED', bilingual('Voting ini sudah berakhir', 'This voting has ended')),
};

/**
 * Moves the coins from the fan to the project's account, records the vote and notifies the fan, in one call of
 * the database's `cast_vote` (db/schema.sql): a transaction of its own, or part of the caller's. The voting's
 * window and limits are checked in the same call.
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
    { ...votingRefusals, ...ruleRefusals },
  );
}
