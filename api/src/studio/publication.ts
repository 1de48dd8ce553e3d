import { bilingual, PUBLICATION_ACTIONS, type Publication, type PublicationChange } from '@fanhub/contract';
import type { Queryable } from '../db/database';
import { AppError, errors } from '../http/app-error';
import { recordAudit } from '../staff/audit-trail';
import type { Actor } from '../staff/audit-trail';

/** The records with a life cycle, their tables and what the audit trail calls them. */
const PUBLISHED = {
  voting: { table: 'votings', what: { id: 'Voting', en: 'Voting' } },
  campaign: { table: 'campaigns', what: { id: 'Kampanye', en: 'Campaign' } },
  event: { table: 'events', what: { id: 'Event', en: 'Event' } },
} as const;
export type PublishedKind = keyof typeof PUBLISHED;

const STATE_NAMES: Record<Publication, { id: string; en: string }> = {
  draft: { id: 'draf', en: 'a draft' },
  in_review: { id: 'ditinjau', en: 'in review' },
  scheduled: { id: 'terjadwal', en: 'scheduled' },
  live: { id: 'tayang', en: 'live' },
  closed: { id: 'ditutup', en: 'closed' },
};

/**
 * The life cycle's one state machine (contract/src/publication.ts): moves a voting, campaign or event from its
 * state by `change`, refusing a step its state does not allow and a publication by the staff member who drafted
 * or submitted it (four eyes), and writes the step in the audit trail with the record as `view` shows it before
 * and after, all in the caller's transaction. `closing` runs the record's own part of closing (a voting's
 * status becomes completed).
 */
export async function changePublication(
  tx: Queryable,
  record: { kind: PublishedKind; id: string; view: (tx: Queryable) => Promise<unknown> },
  change: PublicationChange,
  actor: Actor,
  closing?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  const { table, what } = PUBLISHED[record.kind];
  const { rows } = await tx.query<{
    publication: Publication;
    draftedBy: string | null;
    submittedBy: string | null;
  }>(
    `SELECT publication, drafted_by AS "draftedBy", submitted_by AS "submittedBy" FROM ${table} WHERE id = $1 FOR UPDATE`,
    [record.id],
  );
  const current = rows[0];
  if (!current) throw errors.notFound(what);
  const step = PUBLICATION_ACTIONS[change.action];
  if (!(step.from as readonly Publication[]).includes(current.publication)) {
    const state = STATE_NAMES[current.publication];
    throw new AppError(
      409,
      'PUBLICATION_STEP_REFUSED',
      bilingual(
        `${what.id} ini sedang ${state.id}: tidak bisa ${change.action}`,
        `This ${what.en.toLowerCase()} is ${state.en}: it cannot ${change.action}`,
      ),
    );
  }
  if (change.action === 'publish' && [current.draftedBy, current.submittedBy].includes(actor.staffId)) {
    throw new AppError(
      409,
      'OWN_DRAFT',
      bilingual(
        'Kamu tidak bisa menerbitkan drafmu sendiri: minta editor lain atau admin',
        'You cannot publish your own draft: ask another editor or an admin',
      ),
    );
  }
  const before = await record.view(tx);
  const scheduled =
    change.action === 'publish' && change.publishAt && Date.parse(change.publishAt) > Date.now();
  const to: Publication = scheduled ? 'scheduled' : step.to;
  await tx.query(
    `UPDATE ${table} SET publication = $2,
       submitted_by = CASE WHEN $3 = 'submit' THEN $4::uuid ELSE submitted_by END,
       published_by = CASE WHEN $3 = 'publish' THEN $4::uuid WHEN $2 = 'draft' THEN NULL ELSE published_by END,
       publish_at = CASE WHEN $3 = 'publish' THEN coalesce($5::timestamptz, now()) WHEN $2 = 'draft' THEN NULL ELSE publish_at END
     WHERE id = $1`,
    [record.id, to, change.action, actor.staffId, scheduled ? change.publishAt : null],
  );
  if (change.action === 'close' && closing) await closing(tx);
  await recordAudit(tx, actor, {
    action: change.action,
    recordType: record.kind,
    recordId: record.id,
    before,
    after: await record.view(tx),
  });
}

/** The states a second pair of eyes let fans see (or will, at its time): changes then wait for review. */
const PUBLISHED_STATES: readonly Publication[] = ['scheduled', 'live', 'closed'];

/** Whether the voting, campaign or event `id` was published (scheduled, live or closed). */
export async function wasPublished(tx: Queryable, kind: PublishedKind, id: string): Promise<boolean> {
  const { rows } = await tx.query<{ publication: Publication }>(
    `SELECT publication FROM ${PUBLISHED[kind].table} WHERE id = $1`,
    [id],
  );
  return rows[0] !== undefined && PUBLISHED_STATES.includes(rows[0].publication);
}
