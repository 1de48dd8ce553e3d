import type { FanRoute } from '@fanhub/contract';
import { matchPath } from '@fanhub/shared-ui';

/**
 * The contract's route templates (FAN_ROUTES), most specific first; an object so that the compiler checks every
 * one is here (front ends import only types from the contract).
 */
const TEMPLATES: Record<Exclude<FanRoute, 'other'>, true> = {
  '/fanspick/project/:projectId/verify': true,
  '/fanspick/project/:projectId': true,
  '/fanspick/:votingId': true,
  '/fanspick': true,
  '/fanfunding/:campaignId/verify': true,
  '/fanfunding/:campaignId': true,
  '/fanfunding': true,
  '/event/:eventId': true,
  '/events': true,
  '/member-area/*': true,
  '/': true,
};

/** The route template a path of the fan site belongs to (never the path itself: ids stay out of metrics). */
export function fanRouteOf(pathname: string): FanRoute {
  return (
    (Object.keys(TEMPLATES) as Exclude<FanRoute, 'other'>[]).find((template) =>
      matchPath({ path: template, end: true }, pathname),
    ) ?? 'other'
  );
}
