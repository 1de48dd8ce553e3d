import type { ReactNode } from 'react';
import { Show } from 'react-admin';

/** An event's studio page holding only `children`, for a test of one of its parts against the stand-in API. */
export const eventShowing = (children: ReactNode) => ({
  name: 'events',
  show: () => <Show>{children}</Show>,
  api: { one: '/studio/events/:eventId' as const },
  writers: [],
});
