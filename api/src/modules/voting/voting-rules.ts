import { bilingual, type VotingRules } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';

/** Refuses rules that contradict themselves or the voting's end, in both languages, naming the field. */
export function checkVotingRules(rules: VotingRules, durationTime: string | Date): void {
  if (rules.opensAt && Date.parse(rules.opensAt) >= new Date(durationTime).getTime()) {
    throw errors.badRequest(
      'VALIDATION_ERROR',
      bilingual('Voting harus dibuka sebelum berakhir', 'The voting must open before it ends'),
      'rules.opensAt',
    );
  }
  if (rules.coinWeight === null && rules.heartWeight === null) {
    throw errors.badRequest(
      'VALIDATION_ERROR',
      bilingual('Voting harus menerima Koin, Hati atau keduanya', 'A voting takes coins, hearts or both'),
      'rules.coinWeight',
    );
  }
  if (rules.dailyCoinCap && rules.votingCoinCap && rules.dailyCoinCap > rules.votingCoinCap) {
    throw errors.badRequest(
      'VALIDATION_ERROR',
      bilingual(
        'Batas harian tidak boleh melebihi batas voting',
        'The daily limit cannot be more than the voting limit',
      ),
      'rules.dailyCoinCap',
    );
  }
}

const instant = (at: string | null) => (at === null ? null : Date.parse(at));

/** Whether two statements of rules say the same (times compared as instants, not as text). */
export const sameVotingRules = (a: VotingRules, b: VotingRules): boolean =>
  instant(a.opensAt) === instant(b.opensAt) &&
  a.dailyCoinCap === b.dailyCoinCap &&
  a.votingCoinCap === b.votingCoinCap &&
  a.oneProject === b.oneProject &&
  a.voidedCoins === b.voidedCoins &&
  a.coinWeight === b.coinWeight &&
  a.heartWeight === b.heartWeight;

/** Fans voted under the rules the page stated: changing them afterwards would change the contest. */
export const rulesFixed = () =>
  new AppError(
    409,
    'HAS_FAN_ACTIVITY',
    bilingual(
      'Fans sudah memberi vote di bawah aturan ini: aturannya tidak bisa diubah lagi',
      'Fans have voted under these rules: they cannot change any more',
    ),
    'rules',
  );

export async function saveVotingRules(tx: Queryable, votingId: string, rules: VotingRules): Promise<void> {
  await tx.query(
    `UPDATE votings SET opens_at = $2, daily_coin_cap = $3, voting_coin_cap = $4, one_project = $5,
       voided_coins = $6, coin_weight = $7, heart_weight = $8
     WHERE id = $1`,
    [
      votingId,
      rules.opensAt,
      rules.dailyCoinCap,
      rules.votingCoinCap,
      rules.oneProject,
      rules.voidedCoins,
      rules.coinWeight,
      rules.heartWeight,
    ],
  );
}
