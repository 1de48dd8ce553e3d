import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { CONTENT_EDITORS } from './publication';
import { DateTime, Envelope, IdParam, PagedEnvelope, PageQuery, StringEnum } from './schema-kit';
import { ANY_STAFF, PRICE_SETTERS, type StaffRole } from './staff-roles';

/**
 * Once a voting, campaign or event is published (scheduled, live or closed), a change to what fans see of it, or
 * of a voting's project, is not applied: it waits as a revision until a second editor or an admin approves it.
 * The same for a coin package on sale (or put on sale), decided by a second price setter.
 */
export const REVISED_RECORDS = ['voting', 'voting project', 'campaign', 'event', 'coin package'] as const;
export type RevisedRecord = (typeof REVISED_RECORDS)[number];

/** Who may approve or reject a change to each kind of record (never its proposer). */
export const REVISION_DECIDERS: Record<RevisedRecord, readonly StaffRole[]> = {
  voting: CONTENT_EDITORS,
  'voting project': CONTENT_EDITORS,
  campaign: CONTENT_EDITORS,
  event: CONTENT_EDITORS,
  'coin package': PRICE_SETTERS,
};
/** Everyone who decides on some kind of revision. */
export const ANY_REVISION_DECIDER: readonly StaffRole[] = [
  ...new Set(Object.values(REVISION_DECIDERS).flat()),
];

export const REVISION_DECISIONS = ['approve', 'reject', 'withdraw'] as const;
export type RevisionDecision = (typeof REVISION_DECISIONS)[number];
/** A decided revision's outcome; a pending one has none. */
export const REVISION_OUTCOMES = ['approved', 'rejected', 'withdrawn'] as const;
export type RevisionOutcome = (typeof REVISION_OUTCOMES)[number];

/** What a change to a published record answers: it waits for review. */
export const SENT_FOR_REVIEW = bilingual(
  'Perubahan dikirim untuk ditinjau: fans melihatnya setelah staf lain yang berwenang menyetujuinya',
  'Change sent for review: fans see it once another staff member who may decide approves it',
);

/** A pending revision, as a record's studio view names it. */
export const PendingRevisionSchema = Type.Object({
  _id: Type.String(),
  proposedByEmail: Type.String(),
  proposedAt: DateTime(),
});
export type PendingRevision = typeof PendingRevisionSchema.static;

/** What a record's studio page adds: the change waiting for review, if any (not in lists). */
export const pendingRevisionField = {
  pendingRevision: Type.Optional(
    Type.Union([PendingRevisionSchema, Type.Null()], {
      description: 'A change waiting for a second pair of eyes (fans see the record without it)',
    }),
  ),
};

export const RevisionFieldSchema = Type.Object({
  field: Type.String(),
  current: Type.Unknown({ description: 'The value fans see now (before the proposal, once decided)' }),
  proposed: Type.Unknown(),
});

export const RevisionSchema = Type.Object({
  _id: Type.String(),
  recordType: StringEnum(REVISED_RECORDS),
  recordId: Type.String(),
  recordTitle: Type.String(),
  proposedBy: Type.String(),
  proposedByEmail: Type.String(),
  proposedAt: DateTime(),
  outcome: Type.Union([StringEnum(REVISION_OUTCOMES), Type.Null()], { description: 'null while pending' }),
  decidedByEmail: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([DateTime(), Type.Null()]),
  fields: Type.Array(RevisionFieldSchema, { description: 'Each changed field: fans see now, proposed' }),
});
export type Revision = typeof RevisionSchema.static;

export const RevisionQuery = Type.Object(
  {
    ...PageQuery(['proposedAt'], 25).properties,
    pending: Type.Optional(Type.Boolean({ description: 'true: waiting for review; false: decided' })),
    recordType: Type.Optional(StringEnum(REVISED_RECORDS)),
    recordId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);

export const RevisionDecisionBody = Type.Object(
  {
    decision: StringEnum(REVISION_DECISIONS, {
      'x-message': bilingual(
        'Keputusan harus approve, reject atau withdraw',
        'The decision is approve, reject or withdraw',
      ),
    }),
  },
  { additionalProperties: false },
);

const tag = 'studio: revisions';

export const revisionStudioEndpoints = endpointTable(
  endpoint('GET', '/studio/revisions', {
    operationId: 'studioListRevisions',
    tag,
    summary:
      'Changes to published votings, projects, campaigns and events and to coin packages on sale, pending first',
    staff: ANY_STAFF,
    querystring: RevisionQuery,
    response: PagedEnvelope(RevisionSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/revisions/:revisionId', {
    operationId: 'studioGetRevision',
    tag,
    summary: 'A change and what fans see now, field by field',
    staff: ANY_STAFF,
    params: IdParam('revisionId'),
    response: Envelope(RevisionSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/revisions/:revisionId/decision', {
    operationId: 'studioDecideRevision',
    tag,
    summary:
      'Approves (fans see it at once) or rejects a change, by a staff member other than its proposer; its proposer may withdraw it',
    staff: ANY_REVISION_DECIDER,
    params: IdParam('revisionId'),
    body: RevisionDecisionBody,
    response: Envelope(RevisionSchema),
    errors: [401, 403, 404, 409],
  }),
);
