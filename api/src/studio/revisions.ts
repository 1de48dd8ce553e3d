import {
  bilingual,
  REVISION_DECIDERS,
  type StaffRole,
  type PendingRevision,
  type Revision,
  type RevisionDecision,
  type RevisionOutcome,
  type RevisedRecord,
} from '@fanhub/contract';
import type { Database, Queryable } from '../db/database';
import { countRows, direction, offset, type Page } from '../db/paging';
import { AppError, errors } from '../http/app-error';
import { recordAudit, type Actor } from '../staff/audit-trail';
import type { AuditedRecord } from './audited-change';

/**
 * A record whose changes wait for a second pair of eyes once fans see it: `waitsForReview` says whether a change
 * does (any change to a voting, campaign or event scheduled, live or closed, or to a project of such a voting; a
 * change to a coin package on sale, or putting one on sale), `apply` makes a change, refusing (by throwing) one
 * its state does not allow.
 */
export interface RevisableRecord<T extends { title: string }> extends AuditedRecord<T> {
  recordType: RevisedRecord;
  waitsForReview(tx: Queryable, id: string, changes: Record<string, unknown>, before: T): Promise<boolean>;
  apply(tx: Queryable, id: string, changes: Record<string, unknown>, before: T): Promise<void>;
}

/** What a change answers: the record as fans see it now, and the revision waiting for review, if any. */
export interface Changed<T> {
  record: T & { pendingRevision: PendingRevision | null };
  /** Whether the change waits for review instead of showing at once. */
  proposed: boolean;
}

/**
 * Changes a record the studio edits. While it is unpublished, at once, audited as `update`. Once published, the
 * change is tried (so a refusal answers now), kept as a pending revision fans do not see, and audited as
 * `propose` with the record before and as it would be; a second proposal waits for the first to be decided.
 */
export const changeOrPropose = <T extends { title: string }>(
  db: Database,
  actor: Actor,
  record: RevisableRecord<T>,
  id: string,
  changes: Record<string, unknown>,
): Promise<Changed<T>> => db.transaction((tx) => changeOrProposeIn(tx, actor, record, id, changes));

/** `changeOrPropose` in the caller's transaction. */
export async function changeOrProposeIn<T extends { title: string }>(
  tx: Queryable,
  actor: Actor,
  record: RevisableRecord<T>,
  id: string,
  changes: Record<string, unknown>,
): Promise<Changed<T>> {
  const before = await record.view(tx, id);
  if (!before) throw errors.notFound(record.what);
  if (!(await record.waitsForReview(tx, id, changes, before))) {
    await record.apply(tx, id, changes, before);
    const after = (await record.view(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'update',
      recordType: record.recordType,
      recordId: id,
      before,
      after,
    });
    return {
      record: { ...after, pendingRevision: await pendingRevisionOf(tx, record.recordType, id) },
      proposed: false,
    };
  }
  await tx.exec('SAVEPOINT proposal');
  await record.apply(tx, id, changes, before);
  const wouldBe = (await record.view(tx, id))!;
  await tx.exec('ROLLBACK TO SAVEPOINT proposal');
  const { rows } = await tx.query(
    `INSERT INTO content_revisions (record_type, record_id, changes, before, proposed_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (record_type, record_id) WHERE outcome IS NULL DO NOTHING RETURNING id`,
    [record.recordType, id, JSON.stringify(changes), JSON.stringify(before), actor.staffId],
  );
  if (rows.length === 0) throw revisionPending(record.what);
  await recordAudit(tx, actor, {
    action: 'propose',
    recordType: record.recordType,
    recordId: id,
    before,
    after: wouldBe,
  });
  return {
    record: { ...before, pendingRevision: await pendingRevisionOf(tx, record.recordType, id) },
    proposed: true,
  };
}

const revisionPending = (what: { id: string; en: string }) =>
  new AppError(
    409,
    'REVISION_PENDING',
    bilingual(
      `Perubahan ${what.id.toLowerCase()} ini masih menunggu ditinjau: setujui, tolak atau tarik dulu`,
      `A change to this ${what.en.toLowerCase()} is waiting for review: approve, reject or withdraw it first`,
    ),
  );

export async function pendingRevisionOf(
  db: Queryable,
  recordType: RevisedRecord,
  recordId: string,
): Promise<PendingRevision | null> {
  const { rows } = await db.query<PendingRevision>(
    `SELECT r.id AS "_id", s.email AS "proposedByEmail", r.proposed_at AS "proposedAt"
     FROM content_revisions r JOIN staff s ON s.id = r.proposed_by
     WHERE r.record_type = $1 AND r.record_id = $2 AND r.outcome IS NULL`,
    [recordType, recordId],
  );
  return rows[0] ?? null;
}

/** A record's studio page: the record and the change waiting for review. */
export async function withPendingRevision<T>(
  db: Queryable,
  recordType: RevisedRecord,
  record: T & { _id: string },
): Promise<T & { pendingRevision: PendingRevision | null }> {
  return { ...record, pendingRevision: await pendingRevisionOf(db, recordType, record._id) };
}

interface RevisionRow {
  _id: string;
  recordType: RevisedRecord;
  recordId: string;
  changes: Record<string, unknown>;
  before: Record<string, unknown>;
  proposedBy: string;
  proposedByEmail: string;
  proposedAt: string;
  outcome: Revision['outcome'];
  decidedByEmail: string | null;
  decidedAt: string | null;
}

const REVISIONS = `
  SELECT r.id AS "_id", r.record_type AS "recordType", r.record_id AS "recordId", r.changes, r.before,
         r.proposed_by AS "proposedBy", p.email AS "proposedByEmail", r.proposed_at AS "proposedAt",
         r.outcome, d.email AS "decidedByEmail", r.decided_at AS "decidedAt"
  FROM content_revisions r
  JOIN staff p ON p.id = r.proposed_by
  LEFT JOIN staff d ON d.id = r.decided_by`;

export type Revisables = Record<RevisedRecord, RevisableRecord<{ title: string }>>;

/**
 * The revisions staff review: each changed field beside what fans see now (while pending: the record as it is;
 * once decided: as it was when proposed).
 */
export function revisionBook(db: Database, records: Revisables) {
  const present = async (tx: Queryable, row: RevisionRow): Promise<Revision> => {
    const { changes, before, ...rest } = row;
    const now = row.outcome === null ? await records[row.recordType].view(tx, row.recordId) : undefined;
    const shown = (now ?? before) as Record<string, unknown>;
    return {
      ...rest,
      recordTitle: String(shown.title ?? ''),
      fields: Object.entries(changes).map(([field, proposed]) => ({
        field,
        current: shown[field] ?? null,
        proposed,
      })),
    };
  };

  const find = async (tx: Queryable, id: string, lock = false) => {
    const { rows } = await tx.query<RevisionRow>(
      `${REVISIONS} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) throw errors.notFound({ id: 'Perubahan', en: 'Revision' });
    return row;
  };

  return {
    async list(
      filter: { pending?: boolean; recordType?: RevisedRecord; recordId?: string },
      page: Page,
    ): Promise<{ items: Revision[]; total: number }> {
      const where = `WHERE ($1::boolean IS NULL OR (r.outcome IS NULL) = $1)
        AND ($2::text IS NULL OR r.record_type = $2) AND ($3::uuid IS NULL OR r.record_id = $3)`;
      const params = [filter.pending ?? null, filter.recordType ?? null, filter.recordId ?? null];
      const { rows } = await db.query<RevisionRow>(
        `${REVISIONS} ${where}
         ORDER BY r.outcome IS NULL DESC, r.proposed_at ${direction(page)}, r.id LIMIT $4 OFFSET $5`,
        [...params, page.limit, offset(page)],
      );
      return {
        items: await Promise.all(rows.map((row) => present(db, row))),
        total: await countRows(db, `FROM content_revisions r ${where}`, params),
      };
    },

    async get(id: string): Promise<Revision> {
      return present(db, await find(db, id));
    },

    /**
     * Approves (applies the change, audited as `approve` with the record before and after), rejects, or (its
     * proposer only) withdraws a pending revision. Nobody decides on their own change but to withdraw it, and
     * only the roles that decide on its kind of record decide (REVISION_DECIDERS).
     */
    async decide(actor: Actor, role: StaffRole, id: string, decision: RevisionDecision): Promise<Revision> {
      return db.transaction(async (tx) => {
        const revision = await find(tx, id, true);
        if (revision.outcome !== null) throw alreadyDecided();
        const own = revision.proposedBy === actor.staffId;
        if (decision === 'withdraw' && !own) throw notYours();
        if (decision !== 'withdraw' && own) throw ownChange();
        if (decision !== 'withdraw' && !REVISION_DECIDERS[revision.recordType].includes(role))
          throw errors.forbidden();
        const record = records[revision.recordType];
        const before = await record.view(tx, revision.recordId);
        if (!before) throw errors.notFound(record.what);
        if (decision === 'approve') await record.apply(tx, revision.recordId, revision.changes, before);
        const outcome = OUTCOME[decision];
        await tx.query(
          'UPDATE content_revisions SET outcome = $2, decided_by = $3, decided_at = now() WHERE id = $1',
          [id, outcome, actor.staffId],
        );
        await recordAudit(tx, actor, {
          action: decision,
          recordType: record.recordType,
          recordId: revision.recordId,
          before,
          after:
            decision === 'approve' ? await record.view(tx, revision.recordId) : { revision: id, outcome },
        });
        return present(tx, await find(tx, id));
      });
    },
  };
}

const OUTCOME: Record<RevisionDecision, RevisionOutcome> = {
  approve: 'approved',
  reject: 'rejected',
  withdraw: 'withdrawn',
};

const alreadyDecided = () =>
  new AppError(
    409,
    'ALREADY_DECIDED',
    bilingual('Perubahan ini sudah diputuskan', 'This change has already been decided'),
  );
const ownChange = () =>
  new AppError(
    409,
    'OWN_REVISION',
    bilingual(
      'Kamu tidak bisa memutuskan perubahanmu sendiri: minta editor lain atau admin (atau tarik perubahannya)',
      'You cannot decide on your own change: ask another editor or an admin (or withdraw it)',
    ),
  );
const notYours = () =>
  new AppError(
    409,
    'NOT_YOUR_REVISION',
    bilingual(
      'Hanya pengusulnya yang bisa menarik perubahan ini: setujui atau tolak',
      'Only its proposer can withdraw this change: approve or reject it',
    ),
  );
