import { api, unwrap } from '@fanhub/shared-auth';

export const getMvps = () => unwrap(api.get('/mvp'));
