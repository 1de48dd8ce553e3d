import { fanRouteOf } from './fan-route';

it.each([
  ['/', '/'],
  ['/fanspick', '/fanspick'],
  ['/fanspick/6f1c2d9e-0000-4000-8000-000000000001', '/fanspick/:votingId'],
  ['/fanspick/project/6f1c2d9e-0000-4000-8000-000000000001', '/fanspick/project/:projectId'],
  ['/fanspick/project/6f1c2d9e-0000-4000-8000-000000000001/verify', '/fanspick/project/:projectId/verify'],
  ['/fanfunding/some-campaign', '/fanfunding/:campaignId'],
  ['/fanfunding/some-campaign/verify', '/fanfunding/:campaignId/verify'],
  ['/events', '/events'],
  ['/event/6f1c2d9e-0000-4000-8000-000000000001', '/event/:eventId'],
  ['/member-area/koin/receipt/ORDER-1', '/member-area/*'],
  ['/auth/login', 'other'],
  ['/fanspick/a/b/c/d', 'other'],
])('%s is reported as %s (its template, never its ids)', (path, route) => {
  expect(fanRouteOf(path)).toBe(route);
});
