import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { CONTENT_EDITORS, PublicationChangeBody, publicationFields, PUBLICATIONS } from './publication';
import { DateTime, Envelope, IdParam, MessageOnly, PagedEnvelope, PageQuery, StringEnum } from './schema-kit';
import { pendingRevisionField } from './revision-studio';
import { ANY_STAFF } from './staff-roles';
import { ContentImage, text } from './studio-fields';
import {
  CategorySchema,
  ProjectSummarySchema,
  VOIDED_COINS,
  VOTING_STATUSES,
  VotingCardSchema,
} from './voting';

export const CategoryBody = Type.Object(
  { name: text(80, 'Nama kategori 1-80 karakter', 'The category name is 1 to 80 characters') },
  { additionalProperties: false },
);

/** Vote points one coin or one heart is worth; null: the voting does not take them. */
const weight = (id: string, en: string) =>
  Type.Union([Type.Integer({ minimum: 1, maximum: 1000, 'x-message': bilingual(id, en) }), Type.Null()]);

const coinCap = (id: string, en: string) =>
  Type.Union(
    [Type.Integer({ minimum: 1, maximum: 100_000_000, 'x-message': bilingual(id, en) }), Type.Null()],
    { 'x-message': bilingual(id, en) },
  );

/** A voting's rules as the studio sets them (contract VotingRulesSchema): all of them, each time. */
export const VotingRulesBody = Type.Object(
  {
    opensAt: Type.Union([DateTime(), Type.Null()], {
      'x-message': bilingual('Waktu buka tidak valid', 'The opening time is not valid'),
    }),
    dailyCoinCap: coinCap(
      'Batas Koin per hari 1 sampai 100.000.000, atau kosong',
      'The daily coin limit is 1 to 100,000,000, or empty',
    ),
    votingCoinCap: coinCap(
      'Batas Koin per voting 1 sampai 100.000.000, atau kosong',
      'The voting coin limit is 1 to 100,000,000, or empty',
    ),
    oneProject: Type.Boolean(),
    voidedCoins: StringEnum(VOIDED_COINS, {
      'x-message': bilingual(
        'Koin vote yang dibatalkan: returned atau forfeited',
        'Coins of voided votes: returned or forfeited',
      ),
    }),
    coinWeight: weight(
      'Poin per Koin 1 sampai 1.000, atau kosong (tidak menerima Koin)',
      'Points per coin are 1 to 1,000, or empty (takes no coins)',
    ),
    heartWeight: weight(
      'Poin per Hati 1 sampai 1.000, atau kosong (tidak menerima Hati)',
      'Points per heart are 1 to 1,000, or empty (takes no hearts)',
    ),
  },
  {
    additionalProperties: false,
    'x-required-message': bilingual(
      'Isi semua aturan voting: waktu buka, batas harian, batas voting, satu proyek, Koin yang dibatalkan, poin per Koin dan per Hati',
      'Fill in every voting rule: opening time, daily limit, voting limit, one project, voided coins, points per coin and per heart',
    ),
  },
);

const votingBodyFields = {
  categoryId: Type.String({ format: 'uuid', 'x-message': 'ID kategori tidak valid / Invalid category ID' }),
  title: text(200, 'Judul 1-200 karakter', 'The title is 1 to 200 characters'),
  image: ContentImage,
  description: text(2000, 'Deskripsi 1-2000 karakter', 'The description is 1 to 2000 characters'),
  durationTime: DateTime({ description: 'When voting closes' }),
  status: StringEnum(
    VOTING_STATUSES.filter((status) => status !== 'completed'),
    {
      description: 'Editorial: trending highlights it; closing is a publication action',
    },
  ),
  rules: VotingRulesBody,
};
export const VotingBody = Type.Object(
  {
    ...votingBodyFields,
    status: Type.Optional(votingBodyFields.status),
    rules: Type.Optional(votingBodyFields.rules),
  },
  {
    additionalProperties: false,
    'x-required-message': bilingual(
      'Isi kategori, judul, gambar, deskripsi dan waktu berakhir',
      'Fill in category, title, image, description and end time',
    ),
  },
);
export const VotingChangesBody = Type.Partial(Type.Object(votingBodyFields), {
  additionalProperties: false,
  minProperties: 1,
});

const projectBodyFields = {
  title: text(200, 'Judul 1-200 karakter', 'The title is 1 to 200 characters'),
  image: ContentImage,
  description: text(2000, 'Deskripsi 1-2000 karakter', 'The description is 1 to 2000 characters'),
  targetVotes: Type.Integer({
    minimum: 1,
    maximum: 100_000_000,
    'x-message': bilingual('Target vote 1 sampai 100.000.000', 'Target votes are 1 to 100,000,000'),
  }),
};
export const ProjectBody = Type.Object(projectBodyFields, {
  additionalProperties: false,
  'x-required-message': bilingual(
    'Isi judul, gambar, deskripsi dan target vote',
    'Fill in title, image, description and target votes',
  ),
});
export const ProjectChangesBody = Type.Partial(Type.Object(projectBodyFields), {
  additionalProperties: false,
  minProperties: 1,
});

export const StudioVotingSchema = Type.Object({
  ...VotingCardSchema.properties,
  ...publicationFields,
  category: Type.String({ description: "The category's name" }),
  projectCount: Type.Integer(),
});
export type StudioVoting = typeof StudioVotingSchema.static;

export const StudioVotingDetailSchema = Type.Object({
  ...StudioVotingSchema.properties,
  projects: Type.Array(ProjectSummarySchema),
  ...pendingRevisionField,
});
export type StudioVotingDetail = typeof StudioVotingDetailSchema.static;

export const StudioProjectSchema = Type.Object({
  ...ProjectSummarySchema.properties,
  ...pendingRevisionField,
});
export type StudioProject = typeof StudioProjectSchema.static;

export const StudioVotingQuery = Type.Object(
  {
    ...PageQuery(['createdAt', 'durationTime', 'title'], 25).properties,
    publication: Type.Optional(StringEnum(PUBLICATIONS)),
    categoryId: Type.Optional(Type.String({ format: 'uuid' })),
    q: Type.Optional(Type.String({ maxLength: 100, description: 'Words of the title' })),
  },
  { additionalProperties: false },
);

const tag = 'studio: fans pick';

export const votingStudioEndpoints = endpointTable(
  endpoint('GET', '/studio/voting-categories', {
    operationId: 'studioListVotingCategories',
    tag,
    summary: 'Every voting category',
    staff: ANY_STAFF,
    querystring: PageQuery(['createdAt'], 100),
    response: PagedEnvelope(CategorySchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/voting-categories/:categoryId', {
    operationId: 'studioGetVotingCategory',
    tag,
    summary: 'A voting category',
    staff: ANY_STAFF,
    params: IdParam('categoryId'),
    response: Envelope(CategorySchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/voting-categories', {
    operationId: 'studioCreateVotingCategory',
    tag,
    summary: 'A new voting category',
    staff: CONTENT_EDITORS,
    body: CategoryBody,
    response: Envelope(CategorySchema),
    successStatus: 201,
    errors: [401, 403],
  }),
  endpoint('PUT', '/studio/voting-categories/:categoryId', {
    operationId: 'studioRenameVotingCategory',
    tag,
    summary: 'Renames a voting category (fans see the new name at once)',
    staff: CONTENT_EDITORS,
    params: IdParam('categoryId'),
    body: CategoryBody,
    response: Envelope(CategorySchema),
    errors: [401, 403, 404],
  }),
  endpoint('DELETE', '/studio/voting-categories/:categoryId', {
    operationId: 'studioDeleteVotingCategory',
    tag,
    summary: 'Deletes a voting category that holds no votings',
    staff: CONTENT_EDITORS,
    params: IdParam('categoryId'),
    response: MessageOnly,
    errors: [401, 403, 404, 409],
  }),
  endpoint('GET', '/studio/votings', {
    operationId: 'studioListVotings',
    tag,
    summary: 'Votings in every state of their life cycle, by state, category and title',
    staff: ANY_STAFF,
    querystring: StudioVotingQuery,
    response: PagedEnvelope(StudioVotingSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/votings/:votingId', {
    operationId: 'studioGetVoting',
    tag,
    summary: 'A voting with its projects, as fans see it and where it is in its life cycle',
    staff: ANY_STAFF,
    params: IdParam('votingId'),
    response: Envelope(StudioVotingDetailSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/votings', {
    operationId: 'studioCreateVoting',
    tag,
    summary: 'A new voting, as a draft fans do not see',
    staff: CONTENT_EDITORS,
    body: VotingBody,
    response: Envelope(StudioVotingDetailSchema),
    successStatus: 201,
    errors: [401, 403, 404],
  }),
  endpoint('PUT', '/studio/votings/:votingId', {
    operationId: 'studioUpdateVoting',
    tag,
    summary:
      'Changes a voting (once it has votes, its end cannot move before now and its rules are fixed: fans voted under them). Once published, the change waits for another editor or an admin to approve it (GET /studio/revisions); fans see the record as it was until then.',
    staff: CONTENT_EDITORS,
    params: IdParam('votingId'),
    body: VotingChangesBody,
    response: Envelope(StudioVotingDetailSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('DELETE', '/studio/votings/:votingId', {
    operationId: 'studioDeleteVoting',
    tag,
    summary: 'Deletes a voting no fan has voted in (one with votes can be unpublished or closed)',
    staff: CONTENT_EDITORS,
    params: IdParam('votingId'),
    response: MessageOnly,
    errors: [401, 403, 404, 409],
  }),
  endpoint('POST', '/studio/votings/:votingId/publication', {
    operationId: 'studioChangeVotingPublication',
    tag,
    summary: 'Moves a voting through its life cycle: submit, return, publish, close or unpublish',
    staff: CONTENT_EDITORS,
    params: IdParam('votingId'),
    body: PublicationChangeBody,
    response: Envelope(StudioVotingDetailSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('GET', '/studio/voting-projects/:projectId', {
    operationId: 'studioGetVotingProject',
    tag,
    summary: 'A project of a voting',
    staff: ANY_STAFF,
    params: IdParam('projectId'),
    response: Envelope(StudioProjectSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/votings/:votingId/projects', {
    operationId: 'studioAddVotingProject',
    tag,
    summary: 'A new project in a voting, while it is unpublished (a published voting keeps its projects)',
    staff: CONTENT_EDITORS,
    params: IdParam('votingId'),
    body: ProjectBody,
    response: Envelope(ProjectSummarySchema),
    successStatus: 201,
    errors: [401, 403, 404, 409],
  }),
  endpoint('PUT', '/studio/voting-projects/:projectId', {
    operationId: 'studioUpdateVotingProject',
    tag,
    summary:
      'Changes a project of a voting. Once published, the change waits for another editor or an admin to approve it (GET /studio/revisions); fans see the record as it was until then.',
    staff: CONTENT_EDITORS,
    params: IdParam('projectId'),
    body: ProjectChangesBody,
    response: Envelope(StudioProjectSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('DELETE', '/studio/voting-projects/:projectId', {
    operationId: 'studioDeleteVotingProject',
    tag,
    summary: 'Deletes a project no fan has voted for, of an unpublished voting',
    staff: CONTENT_EDITORS,
    params: IdParam('projectId'),
    response: MessageOnly,
    errors: [401, 403, 404, 409],
  }),
);
