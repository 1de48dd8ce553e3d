import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { MODERATORS } from './moderation';
import { DateTime, Envelope, StringEnum } from './schema-kit';
import { ANY_STAFF } from './staff-roles';
import { VoidingNoticeSchema } from './voting';

/**
 * What makes moderators look (docs/fair-play.md): signals flag, they never block. New accounts are those that
 * spent within `NEW_ACCOUNT_DAYS` of registering; a cluster is at least `CLUSTER_SIZE` of them from one address
 * or one device spending on one project within `CLUSTER_MINUTES`; an instrument is suspicious when it tops up
 * `INSTRUMENT_ACCOUNTS` accounts; spending is machine-like when `REGULAR_SPENDS` spends or more come at intervals
 * varying by less than `REGULAR_VARIATION` of their mean.
 */
export const FAIR_PLAY_SIGNALS = {
  NEW_ACCOUNT_DAYS: 7,
  CLUSTER_SIZE: 5,
  CLUSTER_MINUTES: 30,
  INSTRUMENT_ACCOUNTS: 3,
  REGULAR_SPENDS: 6,
  REGULAR_VARIATION: 0.05,
} as const;

export const SIGNAL_KINDS = [
  'shared-address',
  'shared-device',
  'shared-instrument',
  'regular-intervals',
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export const FlaggedAccountSchema = Type.Object({
  _id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  createdAt: DateTime(),
  suspended: Type.Boolean(),
  coins: Type.Integer({ description: 'Their balance now' }),
  coinsSpent: Type.Integer({ description: 'What they spent in what the signal looked at' }),
});

/** A group of accounts a signal flagged, with the evidence a moderator judges it by. */
export const FlaggedClusterSchema = Type.Object({
  _id: Type.String({ description: 'Stable for the same evidence: kind and key (and project)' }),
  kind: StringEnum(SIGNAL_KINDS),
  evidence: Type.String({ description: 'Bilingual: what the accounts have in common' }),
  key: Type.String({ description: 'The address, device, instrument or account the signal groups by' }),
  voting: Type.Union([Type.Object({ _id: Type.String(), title: Type.String() }), Type.Null()]),
  project: Type.Union([Type.Object({ _id: Type.String(), title: Type.String() }), Type.Null()]),
  from: DateTime(),
  to: DateTime(),
  coins: Type.Integer({ description: 'Coins the flagged spending moved' }),
  accounts: Type.Array(FlaggedAccountSchema),
});
export type FlaggedCluster = typeof FlaggedClusterSchema.static;

export const SignalsQuery = Type.Object(
  {
    days: Type.Integer({
      minimum: 1,
      maximum: 90,
      default: 7,
      description: 'How far back to look',
      'x-message': bilingual('Hari 1 sampai 90', 'Days are 1 to 90'),
    }),
  },
  { additionalProperties: false },
);

export const FairPlaySettingsSchema = Type.Object(
  {
    proofOfWorkCost: Type.Integer({
      minimum: 1,
      maximum: 10_000_000,
      description:
        'Key-derivation iterations per attempt of the proof of work (about 150 attempts per solve): raise it during an attack',
      'x-message': bilingual('Tingkat kesulitan 1 sampai 10.000.000', 'The difficulty is 1 to 10,000,000'),
    }),
  },
  { additionalProperties: false },
);
export type FairPlaySettings = typeof FairPlaySettingsSchema.static;

const reasonText = (id: string, en: string) =>
  Type.String({ minLength: 10, maxLength: 500, 'x-message': bilingual(id, en) });

export const VoidingBody = Type.Object(
  {
    votingId: Type.String({
      format: 'uuid',
      'x-message': bilingual('ID voting tidak valid', 'Invalid voting ID'),
    }),
    memberIds: Type.Array(Type.String({ format: 'uuid' }), {
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      'x-message': bilingual('Pilih 1 sampai 1000 akun', 'Choose 1 to 1000 accounts'),
    }),
    reasonId: reasonText(
      'Alasan (Indonesia) 10-500 karakter',
      'The reason in Indonesian is 10 to 500 characters',
    ),
    reasonEn: reasonText('Alasan (Inggris) 10-500 karakter', 'The reason in English is 10 to 500 characters'),
  },
  {
    additionalProperties: false,
    'x-required-message': bilingual(
      'Isi voting, akun dan alasannya dalam dua bahasa',
      'Fill in the voting, the accounts and the reason in both languages',
    ),
  },
);

export const StudioVoidingSchema = Type.Object({
  ...VoidingNoticeSchema.properties,
  memberIds: Type.Array(Type.String()),
  voidedBy: Type.String(),
});
export type StudioVoiding = typeof StudioVoidingSchema.static;

const tag = 'studio: fair play';

export const fairPlayStudioEndpoints = endpointTable(
  endpoint('GET', '/studio/fair-play/signals', {
    operationId: 'studioListFairPlaySignals',
    tag,
    summary: 'Accounts the signals flag, grouped, with the evidence (flags only: nothing is blocked)',
    staff: ANY_STAFF,
    querystring: SignalsQuery,
    response: Envelope(Type.Array(FlaggedClusterSchema)),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/fair-play/voidings', {
    operationId: 'studioListVoidings',
    tag,
    summary: 'Votes voided for fraud, newest first',
    staff: ANY_STAFF,
    response: Envelope(Type.Array(StudioVoidingSchema)),
    errors: [401, 403],
  }),
  endpoint('POST', '/studio/fair-play/voidings', {
    operationId: 'studioVoidVotes',
    tag,
    summary:
      "Voids every vote the accounts gave a voting: reversing transfers (nothing deleted), coins returned or forfeited by the voting's rules, a public notice",
    staff: MODERATORS,
    body: VoidingBody,
    response: Envelope(StudioVoidingSchema),
    successStatus: 201,
    errors: [401, 403, 404, 409],
  }),
  endpoint('GET', '/studio/settings/fair-play', {
    operationId: 'studioGetFairPlaySettings',
    tag,
    summary: 'How hard the proof of work is',
    staff: ANY_STAFF,
    response: Envelope(FairPlaySettingsSchema),
    errors: [401, 403],
  }),
  endpoint('PUT', '/studio/settings/fair-play', {
    operationId: 'studioChangeFairPlaySettings',
    tag,
    summary: 'Makes the proof of work harder (during an attack) or easier; every new challenge uses it',
    staff: MODERATORS,
    body: FairPlaySettingsSchema,
    response: Envelope(FairPlaySettingsSchema),
    errors: [401, 403],
  }),
);
