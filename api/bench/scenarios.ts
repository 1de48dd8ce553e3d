import type { RushCatalogue } from '../harness/catalogue';
import type { LoadFan } from '../harness/fans';

export interface SpendScenario {
  what: string;
  path: string;
  /** The next request's fan and body. */
  next: () => { fan: LoadFan; body: unknown };
  /** What each answered request is recorded as, and the coins it moves. */
  table: 'votes' | 'campaign_supports' | 'event_sign_ups';
  /** The project whose page thousands of fans watch live while this runs. */
  watchedProject?: string;
}

/** Hands out the items in turn, one per request. */
function inTurn<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

/** The spends of a comeback rush, each fan paying one coin a vote or support, and an event's price a sign-up. */
export function spendScenarios(fans: LoadFan[], catalogue: RushCatalogue): SpendScenario[] {
  const vote = '/v1/client/voting-project/create-vote';
  const anyProject = inTurn(catalogue.openProjects);
  const { paidEvents } = catalogue;
  let signUps = 0;
  const scenario = (what: string, path: string, table: SpendScenario['table'], body: () => unknown) => {
    const fan = inTurn(fans);
    return { what, path, table, next: () => ({ fan: fan(), body: body() }) };
  };
  return [
    {
      ...scenario('votes, all on one project', vote, 'votes', () => ({
        projectId: catalogue.openProjects[0],
        coins: 1,
      })),
      watchedProject: catalogue.openProjects[0]!,
    },
    scenario('votes, spread over all projects', vote, 'votes', () => ({ projectId: anyProject(), coins: 1 })),
    scenario('supports, all on one campaign', '/v1/client/campaign/support', 'campaign_supports', () => ({
      projectId: catalogue.campaignId,
      coins: 1,
    })),
    {
      what: `paid sign-ups, spread over ${paidEvents.length} events`,
      path: '/v1/client/event/sign-up',
      table: 'event_sign_ups',
      // Sign-up n is fan n div E for event n mod E: no fan signs up twice for one event.
      next: () => {
        const n = signUps++;
        return {
          fan: fans[Math.floor(n / paidEvents.length) % fans.length]!,
          body: { eventId: paidEvents[n % paidEvents.length], type: 'paid' },
        };
      },
    },
  ];
}
