import type { PushPreferences } from '@fanhub/contract';
import { api, unwrap } from '@fanhub/shared-auth';

export const getPushPreferences = () => unwrap(api.get('/client/push/preferences'));
export const savePushPreferences = (preferences: PushPreferences) =>
  unwrap(api.put('/client/push/preferences', { body: preferences }));
