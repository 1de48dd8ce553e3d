import { api, unwrap } from '@fanhub/shared-auth';

export const getEvent = (id: string) => unwrap(api.get('/client/event/:id', { params: { id } }));

/** The signed-in fan's own sign-up for the event (the event itself is public and cacheable). */
export const getMySignUp = (id: string) =>
  unwrap(api.get('/client/event/:id/my-sign-up', { params: { id } }));
