import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { DateTime, StringEnum } from './schema-kit';

/**
 * A voting's, campaign's or event's life cycle: drafted, sent for review, then published (live, or scheduled
 * for a time), then closed. Fans see live and closed ones, and scheduled ones from their time.
 */
export const PUBLICATIONS = ['draft', 'in_review', 'scheduled', 'live', 'closed'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

/**
 * What staff may do to a record in each state. `publish` goes to `scheduled` when given a time to come, else
 * to `live`; its publisher is neither the record's drafter nor whoever sent it for review (four eyes).
 */
export const PUBLICATION_ACTIONS = {
  submit: { from: ['draft'], to: 'in_review' },
  return: { from: ['in_review'], to: 'draft' },
  publish: { from: ['in_review'], to: 'live' },
  close: { from: ['scheduled', 'live'], to: 'closed' },
  unpublish: { from: ['scheduled', 'live', 'closed'], to: 'draft' },
} as const satisfies Record<string, { from: readonly Publication[]; to: Publication }>;
export type PublicationAction = keyof typeof PUBLICATION_ACTIONS;

export const PublicationChangeBody = Type.Object(
  {
    action: StringEnum(Object.keys(PUBLICATION_ACTIONS) as PublicationAction[], {
      'x-message': bilingual(
        'Aksi harus submit, return, publish, close atau unpublish',
        'The action is submit, return, publish, close or unpublish',
      ),
    }),
    publishAt: Type.Optional(
      DateTime({ description: 'With publish: the time fans see it from (now when absent or past)' }),
    ),
  },
  { additionalProperties: false },
);
export type PublicationChange = typeof PublicationChangeBody.static;

/** Where a record is in its life cycle, and who moved it there. */
export const publicationFields = {
  publication: StringEnum(PUBLICATIONS),
  publishAt: Type.Union([DateTime(), Type.Null()]),
  draftedBy: Type.Union([Type.String(), Type.Null()], { description: 'The staff member who drafted it' }),
  submittedBy: Type.Union([Type.String(), Type.Null()], { description: 'Who sent it for review' }),
  publishedBy: Type.Union([Type.String(), Type.Null()], { description: 'Who published it' }),
};

/** The roles that write content; every role reads it. */
export const CONTENT_EDITORS = ['admin', 'editor'] as const;
