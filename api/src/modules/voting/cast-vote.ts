import type { Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import { bilingual } from '@fanhub/contract';
import { spendCoins } from '../../ledger/spend';
import { notifyMember } from '../notification/repository';

export interface VoteInput {
  memberId: string;
  projectId: string;
  coins: number;
  message?: string | undefined;
}

/**
 * Moves the coins from the fan to the project's account and records the vote, in the caller's transaction.
 * The voting row is locked (shared) so it cannot be closed halfway through a vote.
 */
export async function castVote(tx: Queryable, vote: VoteInput): Promise<{ voteId: string; balance: number }> {
  const { rows } = await tx.query<{ title: string; open: boolean }>(
    `SELECT p.title, (v.status <> 'completed' AND v.duration_time > now()) AS open
     FROM voting_projects p JOIN votings v ON v.id = p.voting_id
     WHERE p.id = $1 FOR SHARE OF v`,
    [vote.projectId],
  );
  const project = rows[0];
  if (!project) throw errors.notFound({ id: 'Proyek', en: 'Project' });
  if (!project.open) {
    throw new AppError(422, 'VOTING_ENDED', bilingual('Voting ini sudah berakhir', 'This voting has ended'));
  }
  const receipt = await spendCoins(tx, {
    memberId: vote.memberId,
    to: { kind: 'voting_project', ownerId: vote.projectId },
    amount: vote.coins,
    reason: 'vote',
  });
  const inserted = await tx.query<{ id: string }>(
    'INSERT INTO votes (project_id, member_id, transfer_id, message) VALUES ($1, $2, $3, $4) RETURNING id',
    [vote.projectId, vote.memberId, receipt.transferId, vote.message?.trim() ?? ''],
  );
  await notifyMember(
    tx,
    vote.memberId,
    bilingual('Vote Berhasil!', 'Vote Successful!'),
    bilingual(`${vote.coins} Koin untuk ${project.title}`, `${vote.coins} coins for ${project.title}`),
  );
  return { voteId: inserted.rows[0]!.id, balance: receipt.fromBalance };
}
