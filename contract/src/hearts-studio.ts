import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { MISSION_ACTIONS } from './hearts';
import { CONTENT_EDITORS } from './publication';
import { DateTime, Envelope, IdParam, PagedEnvelope, PageQuery, StringEnum } from './schema-kit';
import { ANY_STAFF } from './staff-roles';
import { text } from './studio-fields';

const missionBodyFields = {
  action: StringEnum(MISSION_ACTIONS, {
    'x-message': bilingual(
      'Aksi misi: vote, support_campaign atau join_event',
      'The action is vote, support_campaign or join_event',
    ),
  }),
  title: text(120, 'Judul 1-120 karakter', 'The title is 1 to 120 characters'),
  reward: Type.Integer({
    minimum: 1,
    maximum: 50,
    description: 'Hearts for each completion',
    'x-message': bilingual('Hadiah 1-50 Hati', 'The reward is 1 to 50 hearts'),
  }),
  dailyLimit: Type.Integer({
    minimum: 1,
    maximum: 10,
    description: 'Completions a fan can claim per Jakarta day',
    'x-message': bilingual('Batas harian 1-10 kali', 'The daily limit is 1 to 10 times'),
  }),
  startsAt: DateTime({ description: 'When fans first see it' }),
  endsAt: DateTime({ description: 'When it closes; end a mission by setting this' }),
};
const WINDOW_REQUIRED = bilingual(
  'Isi aksi, judul, hadiah, batas harian, mulai dan selesai',
  'Fill in action, title, reward, daily limit, start and end',
);
export const MissionBody = Type.Object(missionBodyFields, {
  additionalProperties: false,
  'x-required-message': WINDOW_REQUIRED,
});
export const MissionChangesBody = Type.Partial(Type.Object(missionBodyFields), {
  additionalProperties: false,
  minProperties: 1,
});

/** A mission as the studio shows it: its rules and how often fans completed it. */
export const StudioMissionSchema = Type.Object({
  _id: Type.String(),
  ...missionBodyFields,
  title: Type.String(),
  reward: Type.Integer(),
  dailyLimit: Type.Integer(),
  completions: Type.Integer({ description: 'Completions claimed by fans in all' }),
  heartsGiven: Type.Integer({ description: 'Hearts those completions gave' }),
  createdAt: DateTime(),
});
export type StudioMission = typeof StudioMissionSchema.static;

/** Refused when a mission would end before it starts. */
export const MISSION_WINDOW_INVALID = bilingual(
  'Misi harus selesai setelah mulai',
  'A mission must end after it starts',
);

const tag = 'studio: hearts';

export const heartStudioEndpoints = endpointTable(
  endpoint('GET', '/studio/heart-missions', {
    operationId: 'studioListMissions',
    tag,
    summary: 'Missions, newest start first, with how often fans completed each',
    staff: ANY_STAFF,
    querystring: PageQuery(['startsAt', 'endsAt'], 25),
    response: PagedEnvelope(StudioMissionSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/heart-missions/:missionId', {
    operationId: 'studioGetMission',
    tag,
    summary: 'A mission',
    staff: ANY_STAFF,
    params: IdParam('missionId'),
    response: Envelope(StudioMissionSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/heart-missions', {
    operationId: 'studioCreateMission',
    tag,
    summary: 'A new mission: fans see it from its start and claim its hearts for what the API recorded',
    staff: CONTENT_EDITORS,
    body: MissionBody,
    response: Envelope(StudioMissionSchema),
    successStatus: 201,
    errors: [401, 403],
  }),
  endpoint('PUT', '/studio/heart-missions/:missionId', {
    operationId: 'studioUpdateMission',
    tag,
    summary: 'Changes a mission: its title, reward, daily limit or window (set the end to close it)',
    staff: CONTENT_EDITORS,
    params: IdParam('missionId'),
    body: MissionChangesBody,
    response: Envelope(StudioMissionSchema),
    errors: [401, 403, 404],
  }),
);
