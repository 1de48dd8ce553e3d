import { api, unwrap } from '@fanhub/shared-auth';

export const getSeoMeta = () => unwrap(api.get('/seo-meta/client'));
