import { EventDetailPage } from './event-detail-page';
import { EventListPage } from '../features/events/components/event-list-page';
import { matchPath, Navigate, useLocation } from '@fanhub/shared-ui';

/**
 * The shell mounts this remote at two prefixes, `/events` (the list) and `/event/{eventId}` (an event), so it
 * reads the whole location rather than a path relative to either: `/events/x` is never taken for an event.
 */
export default function App() {
  const { pathname } = useLocation();
  const detail = matchPath('/event/:eventId', pathname);
  if (detail?.params.eventId) return <EventDetailPage eventId={detail.params.eventId} />;
  if (matchPath('/events', pathname)) return <EventListPage />;
  return <Navigate to="/events" replace />;
}
