import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { IdParam } from './schema-kit';

/** The server-sent event every live stream sends: the same `data` as the page's GET, again after each change. */
export const LIVE_TALLY_EVENT = 'tally';

/**
 * A live event of a project or campaign carries its newest votes or supports, at most this many (the page's GET
 * has up to SUPPORTERS_SHOWN): thousands of fans following a rush get a few kilobytes each, not the whole list
 * every time. The page merges them into the list it shows.
 */
export const LIVE_SUPPORTERS = 20;

const tag = 'live';
const Resume = Type.Object(
  {
    lastEventId: Type.Optional(
      Type.String({ maxLength: 64, description: 'The `id` of the last event received: resumes the stream' }),
    ),
  },
  { additionalProperties: false },
);
const stream = (of: string) =>
  `Server-sent events (text/event-stream): \`event: ${LIVE_TALLY_EVENT}\` with the \`data\` of ${of}, ` +
  'at once (unless `lastEventId` is the current one) and again within a second of every coin spent on it, on any replica; ' +
  `its list of votes or supports holds the newest ${LIVE_SUPPORTERS}`;

export const liveEndpoints = endpointTable(
  endpoint('GET', '/live/voting/:votingId', {
    operationId: 'followVoting',
    answer: {
      contentType: 'text/event-stream',
      description: "Server-sent events: the voting's data now, then again within a second of every vote",
    },
    tag,
    summary: stream('GET /client/voting/detail/{votingId} (projects, totals, ranking)'),
    params: IdParam('votingId'),
    querystring: Resume,
    errors: [404],
  }),
  endpoint('GET', '/live/voting-project/:id', {
    operationId: 'followVotingProject',
    answer: {
      contentType: 'text/event-stream',
      description: "Server-sent events: the project's data now, then again within a second of every vote",
    },
    tag,
    summary: stream('GET /client/voting-project/{id} (totals, newest votes)'),
    params: IdParam('id'),
    querystring: Resume,
    errors: [404],
  }),
  endpoint('GET', '/live/event/:id', {
    operationId: 'followEvent',
    answer: {
      contentType: 'text/event-stream',
      description:
        "Server-sent events: the event's data now, then again within a second of every sign-up or cancel",
    },
    tag,
    summary:
      'Server-sent events (text/event-stream): `event: ' +
      LIVE_TALLY_EVENT +
      '` with the `data` of GET /client/event/{id} (participants, capacity, sold out), at once and again within a second of every sign-up or cancel, on any replica',
    params: IdParam('id'),
    querystring: Resume,
    errors: [404],
  }),
  endpoint('GET', '/live/campaign/:id', {
    operationId: 'followCampaign',
    answer: {
      contentType: 'text/event-stream',
      description: "Server-sent events: the campaign's data now, then again within a second of every support",
    },
    tag,
    summary: stream('GET /client/campaign/{id} (coins, supporters, progress, newest messages)'),
    params: IdParam('id'),
    querystring: Resume,
    errors: [404],
  }),
);
