import type { Registration } from '@fanhub/contract';
import { api, unwrap } from '@fanhub/shared-auth';

/** Creates the account; the API answers the signed-in session. */
export const register = (registration: Registration) =>
  unwrap(api.post('/auth/register', { body: registration }));
