import { api, unwrap } from '@fanhub/shared-auth';

/** The fan's tickets, one for each free or paid sign-up, soonest event first. */
export const getTickets = (memberId: string) =>
  unwrap(api.get('/member/:userId/tickets', { params: { userId: memberId } }));
