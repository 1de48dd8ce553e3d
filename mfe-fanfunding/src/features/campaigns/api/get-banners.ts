import { api, unwrap } from '@fanhub/shared-auth';

export const getFanFundingBanners = () =>
  unwrap(api.get('/client/banner/:type', { params: { type: 'fanFunding' } }));
