import { api, unwrap } from '@fanhub/shared-auth';

export const getEventBanners = () => unwrap(api.get('/client/banner/:type', { params: { type: 'event' } }));
