import type { Fan, RushCatalogue } from '@fanhub/testkit';

export interface SpendScenario {
  what: string;
  path: string;
  /** Request n's fan and body: a function of n alone, so a run can go on where the last one stopped. */
  request: (n: number) => { fan: Fan; body: unknown };
  /** What each answered request is recorded as, and the coins it moves. */
  table: 'votes' | 'heart_votes' | 'campaign_supports' | 'event_sign_ups';
  /** The project whose page thousands of fans watch live while this runs. */
  watchedProject?: string;
}

/**
 * The spends of a comeback rush, each fan paying one coin (or one heart) a vote or support, and an event's price a
 * sign-up.
 * Request n is fan n mod F's: the fans in turn.
 */
export function spendScenarios(fans: Fan[], catalogue: RushCatalogue): SpendScenario[] {
  const vote = '/v1/client/voting-project/create-vote';
  const { openProjects, paidEvents } = catalogue;
  const fanOf = (n: number) => fans[n % fans.length]!;
  const onOneProject = (what: string): SpendScenario => ({
    what,
    path: vote,
    table: 'votes',
    request: (n) => ({ fan: fanOf(n), body: { projectId: openProjects[0], coins: 1 } }),
  });
  return [
    onOneProject('votes, all on one project'),
    // The same votes on a voting with rules: each takes its coins from the fan's daily and voting allowance too.
    {
      what: 'votes, all on one project of a capped voting',
      path: vote,
      table: 'votes',
      request: (n) => ({ fan: fanOf(n), body: { projectId: catalogue.cappedProject, coins: 1 } }),
    },
    // The same rush with hearts: a fan's hearts come from lots, closest to expiry first (bench fans hold one each).
    {
      what: 'heart votes, all on one project',
      path: '/v1/client/voting-project/create-heart-vote',
      table: 'heart_votes',
      request: (n) => ({ fan: fanOf(n), body: { projectId: catalogue.heartsProject, hearts: 1 } }),
    },
    // The same rush while thousands of fans follow the project live: their streams' writes share the API's core.
    { ...onOneProject('votes, all on one project, watched live'), watchedProject: openProjects[0]! },
    {
      what: 'votes, spread over all projects',
      path: vote,
      table: 'votes',
      request: (n) => ({
        fan: fanOf(n),
        body: { projectId: openProjects[n % openProjects.length], coins: 1 },
      }),
    },
    {
      what: 'supports, all on one campaign',
      path: '/v1/client/campaign/support',
      table: 'campaign_supports',
      request: (n) => ({ fan: fanOf(n), body: { projectId: catalogue.campaignId, coins: 1 } }),
    },
    {
      what: `paid sign-ups, spread over ${paidEvents.length} events`,
      path: '/v1/client/event/sign-up',
      table: 'event_sign_ups',
      // Fan f = n mod F signs up for event (f + n div F) mod E: each fan for another event each round, so no fan
      // signs up twice for one event (for F x E sign-ups) and the sign-ups in flight together are different
      // fans' (one fan's 64 sign-ups at once would queue on their account, as no rush does).
      request: (n) => {
        const fan = n % fans.length;
        const round = Math.floor(n / fans.length);
        return {
          fan: fans[fan]!,
          body: { eventId: paidEvents[(fan + round) % paidEvents.length], type: 'paid' },
        };
      },
    },
  ];
}
