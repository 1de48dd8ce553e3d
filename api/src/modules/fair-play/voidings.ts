import {
  bilingual,
  bilingualNaming,
  type StudioVoiding,
  type VoidingNotice,
  type VoidedCoins,
} from '@fanhub/contract';
import type { Database, Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import { ensureAccount } from '../../ledger/accounts';
import { transfer } from '../../ledger/transfer';
import { recordAudit, type Actor } from '../../staff/audit-trail';
import { notifyMember } from '../notification/repository';

const NOTICE_COLUMNS = `d.id AS "_id", d.voting_id AS "votingId", v.title AS "votingTitle", d.voided_at AS "voidedAt",
  d.votes, d.coins::bigint AS coins, cardinality(d.member_ids) AS accounts,
  d.reason_id || ' / ' || d.reason_en AS reason, d.destination`;

/** The public notices of a voting's voided votes, newest first. */
export async function voidingNotices(db: Queryable, votingId: string): Promise<VoidingNotice[]> {
  const { rows } = await db.query<VoidingNotice>(
    `SELECT ${NOTICE_COLUMNS} FROM vote_voidings d JOIN votings v ON v.id = d.voting_id
     WHERE d.voting_id = $1 ORDER BY d.voided_at DESC, d.id`,
    [votingId],
  );
  return rows;
}

const STUDIO_VOIDING = `SELECT ${NOTICE_COLUMNS}, d.member_ids::text[] AS "memberIds", d.voided_by AS "voidedBy"
  FROM vote_voidings d JOIN votings v ON v.id = d.voting_id`;

export async function listVoidings(db: Queryable): Promise<StudioVoiding[]> {
  return (await db.query<StudioVoiding>(`${STUDIO_VOIDING} ORDER BY d.voided_at DESC, d.id LIMIT 200`)).rows;
}

export interface VoidingRequest {
  votingId: string;
  memberIds: string[];
  reasonId: string;
  reasonEn: string;
}

interface VoteToVoid {
  id: string;
  projectId: string;
  projectTitle: string;
  memberId: string;
  coins: number;
}

const nothingToVoid = () =>
  new AppError(
    409,
    'NOTHING_TO_VOID',
    bilingual(
      'Akun-akun ini tidak punya vote yang bisa dibatalkan di voting ini',
      'These accounts have no votes left to void in this voting',
    ),
    'memberIds',
  );

/**
 * Voids every vote the accounts gave the voting (docs/fair-play.md), in one transaction with its audit line:
 * each vote is reversed by a transfer of its own out of its project's account (nothing is deleted, so the
 * sealed chain shows the vote and its reversal), to the fan or to the forfeited account as the voting's rules
 * say; the fans are told, and the decision becomes the voting's public notice. Answers it, and the projects whose
 * totals changed.
 */
export async function voidVotes(
  db: Database,
  actor: Actor,
  request: VoidingRequest,
): Promise<{ voiding: StudioVoiding; projectIds: string[] }> {
  return db.transaction(async (tx) => {
    // One voiding of a voting at a time: two moderators acting on one cluster do not reverse a vote twice.
    const { rows: votings } = await tx.query<{ destination: VoidedCoins }>(
      'SELECT voided_coins AS destination FROM votings WHERE id = $1 FOR UPDATE',
      [request.votingId],
    );
    const voting = votings[0];
    if (!voting) throw errors.notFound({ id: 'Voting', en: 'Voting' });
    const { rows: votes } = await tx.query<VoteToVoid>(
      `SELECT vo.id, vo.project_id AS "projectId", p.title AS "projectTitle", vo.member_id AS "memberId",
              t.amount AS coins
       FROM votes vo JOIN voting_projects p ON p.id = vo.project_id JOIN ledger_transfers t ON t.id = vo.transfer_id
       WHERE p.voting_id = $1 AND vo.member_id = ANY($2::uuid[]) AND vo.voiding_id IS NULL
       ORDER BY vo.created_at, vo.id FOR UPDATE OF vo`,
      [request.votingId, request.memberIds],
    );
    if (votes.length === 0) throw nothingToVoid();
    const coins = votes.reduce((sum, vote) => sum + vote.coins, 0);
    const { rows: created } = await tx.query<{ id: string }>(
      `INSERT INTO vote_voidings (voting_id, reason_id, reason_en, destination, member_ids, votes, coins, voided_by)
       VALUES ($1, $2, $3, $4, $5::uuid[], $6, $7, $8) RETURNING id`,
      [
        request.votingId,
        request.reasonId.trim(),
        request.reasonEn.trim(),
        voting.destination,
        [...new Set(votes.map((vote) => vote.memberId))],
        votes.length,
        coins,
        actor.staffId,
      ],
    );
    const voidingId = created[0]!.id;
    const projectIds = [...new Set(votes.map((vote) => vote.projectId))];
    const projectAccounts = new Map<string, number>();
    for (const projectId of projectIds) {
      const account = await ensureAccount(tx, 'voting_project', projectId);
      // Votes' coins may still sit in the account's pending credits: fold them in before taking them out.
      await tx.query('SELECT ledger_fold_account($1)', [account]);
      projectAccounts.set(projectId, account);
    }
    const forfeited = await ensureAccount(tx, 'forfeited', 'system');
    for (const vote of votes) {
      const receipt = await transfer(tx, {
        fromAccountId: projectAccounts.get(vote.projectId)!,
        toAccountId:
          voting.destination === 'returned' ? await ensureAccount(tx, 'member', vote.memberId) : forfeited,
        amount: vote.coins,
        reason: 'vote_voided',
        reference: vote.projectId,
        idempotencyKey: `vote-voided:${vote.id}`,
      });
      await tx.query('UPDATE votes SET voiding_id = $2, void_transfer_id = $3 WHERE id = $1', [
        vote.id,
        voidingId,
        receipt.transferId,
      ]);
      await notifyMember(
        tx,
        vote.memberId,
        bilingual('Vote-mu dibatalkan', 'Your vote was voided'),
        voting.destination === 'returned'
          ? bilingualNaming(
              vote.projectTitle,
              (id) =>
                `Moderator membatalkan ${vote.coins} Koin vote-mu untuk ${id} (${request.reasonId}); Koin-nya kembali ke saldomu`,
              (en) =>
                `Moderators voided your ${vote.coins}-coin vote for ${en} (${request.reasonEn}); the coins are back in your balance`,
            )
          : bilingualNaming(
              vote.projectTitle,
              (id) =>
                `Moderator membatalkan ${vote.coins} Koin vote-mu untuk ${id} (${request.reasonId}); Koin-nya disita sesuai aturan voting`,
              (en) =>
                `Moderators voided your ${vote.coins}-coin vote for ${en} (${request.reasonEn}); the coins are forfeited under the voting's rules`,
            ),
      );
    }
    const voiding = (await tx.query<StudioVoiding>(`${STUDIO_VOIDING} WHERE d.id = $1`, [voidingId]))
      .rows[0]!;
    await recordAudit(tx, actor, {
      action: 'void votes',
      recordType: 'voting',
      recordId: request.votingId,
      after: voiding,
    });
    return { voiding, projectIds };
  });
}
