import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { CAMPAIGN_STATUSES, CampaignCardSchema } from './campaign';
import { endpoint, endpointTable } from './endpoint';
import { CONTENT_EDITORS, PublicationChangeBody, publicationFields, PUBLICATIONS } from './publication';
import { DateTime, Envelope, IdParam, MessageOnly, PagedEnvelope, PageQuery, StringEnum } from './schema-kit';
import { pendingRevisionField } from './revision-studio';
import { ANY_STAFF } from './staff-roles';
import { ContentImage, text } from './studio-fields';

const campaignBodyFields = {
  title: text(200, 'Judul 1-200 karakter', 'The title is 1 to 200 characters'),
  image: ContentImage,
  description: text(4000, 'Deskripsi 1-4000 karakter', 'The description is 1 to 4000 characters'),
  targetCoins: Type.Integer({
    minimum: 1,
    maximum: 1_000_000_000,
    'x-message': bilingual('Target koin 1 sampai 1.000.000.000', 'Target coins are 1 to 1,000,000,000'),
  }),
  targetDate: DateTime({ description: 'When the campaign ends (its status becomes completed)' }),
  refundIfShort: Type.Optional(
    Type.Boolean({
      description:
        "All or nothing: every supporter's coins go back if it closes short (fixed once fans supported it)",
    }),
  ),
};
export const CampaignBody = Type.Object(campaignBodyFields, {
  additionalProperties: false,
  'x-required-message': bilingual(
    'Isi judul, gambar, deskripsi, target koin dan tanggal target',
    'Fill in title, image, description, target coins and target date',
  ),
});
export const CampaignChangesBody = Type.Partial(Type.Object(campaignBodyFields), {
  additionalProperties: false,
  minProperties: 1,
});

/** A campaign as the studio shows it: its card as fans see it, and where it is in its life cycle. */
export const StudioCampaignSchema = Type.Object({
  ...CampaignCardSchema.properties,
  ...publicationFields,
  supportCount: Type.Integer({
    description: 'Supports fans made (each spent coins: the campaign cannot go)',
  }),
  ...pendingRevisionField,
});
export type StudioCampaign = typeof StudioCampaignSchema.static;

export const StudioCampaignQuery = Type.Object(
  {
    ...PageQuery(['createdAt', 'targetDate', 'title'], 25).properties,
    publication: Type.Optional(StringEnum(PUBLICATIONS)),
    status: Type.Optional(StringEnum(CAMPAIGN_STATUSES)),
    q: Type.Optional(Type.String({ maxLength: 100, description: 'Words of the title' })),
  },
  { additionalProperties: false },
);

const tag = 'studio: fan funding';

export const campaignStudioEndpoints = endpointTable(
  endpoint('GET', '/studio/campaigns', {
    operationId: 'studioListCampaigns',
    tag,
    summary: 'Campaigns in every state of their life cycle, by state, status and title',
    staff: ANY_STAFF,
    querystring: StudioCampaignQuery,
    response: PagedEnvelope(StudioCampaignSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/campaigns/:campaignId', {
    operationId: 'studioGetCampaign',
    tag,
    summary: 'A campaign, as fans see it and where it is in its life cycle',
    staff: ANY_STAFF,
    params: IdParam('campaignId'),
    response: Envelope(StudioCampaignSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/campaigns', {
    operationId: 'studioCreateCampaign',
    tag,
    summary: 'A new campaign, as a draft fans do not see',
    staff: CONTENT_EDITORS,
    body: CampaignBody,
    response: Envelope(StudioCampaignSchema),
    successStatus: 201,
    errors: [401, 403],
  }),
  endpoint('PUT', '/studio/campaigns/:campaignId', {
    operationId: 'studioUpdateCampaign',
    tag,
    summary:
      'Changes a campaign (once fans supported it, its target date cannot move before now). Once published, the change waits for another editor or an admin to approve it (GET /studio/revisions); fans see the record as it was until then.',
    staff: CONTENT_EDITORS,
    params: IdParam('campaignId'),
    body: CampaignChangesBody,
    response: Envelope(StudioCampaignSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('DELETE', '/studio/campaigns/:campaignId', {
    operationId: 'studioDeleteCampaign',
    tag,
    summary: 'Deletes a campaign no fan has supported (one with supports can be unpublished or closed)',
    staff: CONTENT_EDITORS,
    params: IdParam('campaignId'),
    response: MessageOnly,
    errors: [401, 403, 404, 409],
  }),
  endpoint('POST', '/studio/campaigns/:campaignId/publication', {
    operationId: 'studioChangeCampaignPublication',
    tag,
    summary: 'Moves a campaign through its life cycle: submit, return, publish, close or unpublish',
    staff: CONTENT_EDITORS,
    params: IdParam('campaignId'),
    body: PublicationChangeBody,
    response: Envelope(StudioCampaignSchema),
    errors: [401, 403, 404, 409],
  }),
);
