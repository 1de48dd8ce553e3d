import type { Registration } from '@fanhub/contract';
import { api, unwrap } from '@fanhub/shared-auth';
import { deviceId } from '../../../proof-of-work/device-id';

/** Creates the account (with a solved proof of work); the API answers the signed-in session. */
export const register = (registration: Registration) =>
  unwrap(api.post('/auth/register', { body: registration, headers: { 'x-fanhub-device': deviceId() } }));
